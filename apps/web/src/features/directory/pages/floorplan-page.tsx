import { type BoothHit, type FloorPlanBooth, HALL_FEATURE_KINDS } from '@cidpex/contracts';
import { Alert, Button, Empty, Grid, Input, Skeleton, Space, Tabs } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { ChatButton } from '../../chat';
import { searchBooths, useFloorPlan, useFloorPlanHalls } from '../api/get-floor-plan';
import { FloorPlanSvg } from '../components/floor-plan-svg';
import { FeatureSwatch } from '../components/plan-features';
import { areaColours } from '../lib/area-colours';
import { useDirectoryPaths } from '../lib/paths';
import { bearing, MAX_ZOOM, MIN_ZOOM, stepZoom } from '../lib/plan-zoom';
import '../directory.css';

/**
 * /exhibitor/floorplan?hall=…&booth=…&here=… (and /en/floorplan in the English frame): each hall
 * drawn inside its walls from its booths, coloured by area, with its entrances and facilities and a
 * legend of them all; a booth shows its exhibitor; a search finds a booth by number or exhibitor
 * name. The visitor says which booth they stand at (`here`, kept in the address): the plan pins
 * it, apart from the chosen booth, and says how far and which way the chosen booth is. The hall's
 * exhibitors are listed beside the plan (under it on a phone), filtered by a text box; choosing one
 * chooses its booth on the plan.
 */
export default function FloorplanPage() {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const paths = useDirectoryPaths();
  const [search, setSearch] = useSearchParams();
  const halls = useFloorPlanHalls();
  const hall = search.get('hall') ?? halls.data?.[0]?.hall ?? null;
  const booth = search.get('booth');
  const here = search.get('here');
  const plan = useFloorPlan(hall);
  const planRef = useRef<HTMLDivElement>(null);
  const [hereDraft, setHereDraft] = useState('');
  const [hereError, setHereError] = useState<string | null>(null);
  const [listFilter, setListFilter] = useState('');
  const [listOpen, setListOpen] = useState(false);
  // A desktop shows the list beside the plan, always open; a phone under it, opened on demand.
  const wide = Boolean(Grid.useBreakpoint().lg);
  const open = wide || listOpen;
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [hits, setHits] = useState<BoothHit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const colours = useMemo(() => areaColours(plan.data?.areas ?? []), [plan.data]);
  const selected = plan.data?.booths.find((b) => b.boothNo === booth) ?? null;
  const selectedArea = plan.data?.areas.find((a) => a.code === selected?.area);
  const hereBooth = plan.data?.booths.find((b) => b.boothNo === here) ?? null;
  const way = selected && hereBooth && selected !== hereBooth ? bearing(hereBooth, selected) : null;
  const listCount = plan.data?.booths.filter((b) => b.displayName).length ?? 0;
  const featureKinds = HALL_FEATURE_KINDS.filter((kind) => plan.data?.features.some((f) => f.kind === kind));
  const exhibitors = useMemo(() => {
    const q = listFilter.trim().toLowerCase();
    return (plan.data?.booths ?? [])
      .filter((b) => b.displayName)
      .filter(
        (b) => !q || b.boothNo.toLowerCase().includes(q) || (b.displayName ?? '').toLowerCase().includes(q),
      );
  }, [plan.data, listFilter]);

  const go = (nextHall: string, nextBooth: string | null, replace = false) => {
    const next = new URLSearchParams(search);
    next.set('hall', nextHall);
    if (nextBooth) next.set('booth', nextBooth);
    else next.delete('booth');
    setSearch(next, { replace });
  };
  const onSelect = (b: FloorPlanBooth) => hall && go(hall, b.boothNo, true);
  /** The visitor stands at `boothNo` (null: forget it). */
  const setHere = (boothNo: string | null) => {
    const next = new URLSearchParams(search);
    if (boothNo) next.set('here', boothNo);
    else next.delete('here');
    setSearch(next, { replace: true });
  };
  const onHere = (value: string) => {
    const typed = value.trim().toUpperCase();
    setHereError(null);
    if (!typed) return;
    const found = plan.data?.booths.find((b) => b.boothNo.toUpperCase() === typed);
    if (!found) {
      setHereError(t('plan.hereUnknown', { booth: value.trim() }));
      return;
    }
    setHereDraft('');
    setHere(found.boothNo);
  };
  /** A booth chosen from the list: chosen on the plan, and the plan brought into view. */
  const onPick = (b: FloorPlanBooth) => {
    onSelect(b);
    planRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  const onSearch = async (value: string) => {
    const q = value.trim();
    setSearchError(null);
    if (!q) {
      setHits(null);
      return;
    }
    setSearching(true);
    try {
      const found = await searchBooths(q);
      const first = found[0];
      if (found.length === 1 && first) {
        setHits(null);
        go(first.hall, first.boothNo);
      } else setHits(found);
    } catch (error) {
      setSearchError((error as ApiError).message);
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="dir">
      <div className="page">
        <header className="dir-head">
          <h1 className="dir-title">{t('plan.title')}</h1>
          <p className="dir-muted">{t('plan.intro')}</p>
        </header>
        <Input.Search
          aria-label={t('plan.search')}
          placeholder={t('plan.searchPlaceholder')}
          enterButton={t('plan.searchButton')}
          allowClear
          maxLength={50}
          loading={searching}
          onSearch={(value) => void onSearch(value)}
          className="dir-search"
        />
        {searchError ? <Alert type="error" showIcon title={searchError} style={{ marginTop: 8 }} /> : null}
        {hits ? (
          hits.length === 0 ? (
            <p className="dir-muted" role="status">
              {t('plan.noHit')}
            </p>
          ) : (
            <ul className="dir-hits" aria-label={t('plan.hits')}>
              {hits.map((hit) => (
                <li key={`${hit.hall}-${hit.boothNo}`}>
                  <Button
                    type="link"
                    onClick={() => {
                      setHits(null);
                      go(hit.hall, hit.boothNo);
                    }}
                  >
                    {t('boothLabel')} {hit.boothNo} · {hit.hallName}
                    {hit.displayName ? ' · ' : ''}
                    <UserText>{hit.displayName}</UserText>
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}

        {halls.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : halls.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('plan.loadFailed')}
            action={<Button onClick={() => void halls.refetch()}>{tc('errors.retry')}</Button>}
          />
        ) : halls.data.length === 0 ? (
          <Empty description={t('plan.noHalls')} />
        ) : (
          <>
            <Tabs
              activeKey={hall ?? undefined}
              onChange={(key) => go(key, null)}
              items={halls.data.map((h) => ({ key: h.hall, label: h.hallName }))}
            />
            {plan.isPending ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : plan.isError ? (
              <Alert
                type="error"
                showIcon
                title={(plan.error as ApiError).status === 404 ? t('plan.noPlan') : t('plan.loadFailed')}
                action={<Button onClick={() => void plan.refetch()}>{tc('errors.retry')}</Button>}
              />
            ) : (
              <div className="dir-plan-layout">
                <div className="dir-plan-main" ref={planRef}>
                  <div className="dir-plan-tools">
                    <Space.Compact>
                      <Button
                        aria-label={t('plan.zoomOut')}
                        disabled={zoom <= MIN_ZOOM}
                        onClick={() => setZoom((z) => stepZoom(z, -1))}
                      >
                        −
                      </Button>
                      <Button aria-label={t('plan.zoomReset')} onClick={() => setZoom(MIN_ZOOM)}>
                        {Math.round(zoom * 100)}%
                      </Button>
                      <Button
                        aria-label={t('plan.zoomIn')}
                        disabled={zoom >= MAX_ZOOM}
                        onClick={() => setZoom((z) => stepZoom(z, 1))}
                      >
                        +
                      </Button>
                    </Space.Compact>
                    <span className="dir-muted">{t('plan.panHint')}</span>
                  </div>
                  <FloorPlanSvg
                    plan={plan.data}
                    colours={colours}
                    zoom={zoom}
                    onZoom={setZoom}
                    highlighted={booth}
                    here={hereBooth ? hereBooth.boothNo : null}
                    onSelect={onSelect}
                  />
                  <section className="dir-here-bar" aria-labelledby="plan-here" data-testid="here-bar">
                    <h2 id="plan-here" className="dir-here-bar__title">
                      <span className="dir-here-bar__dot" aria-hidden />
                      {t('plan.hereTitle')}
                    </h2>
                    {here ? (
                      <p className="dir-here-bar__now" role="status">
                        {hereBooth
                          ? t('plan.hereAt', { booth: hereBooth.boothNo })
                          : t('plan.hereElsewhere', { booth: here })}{' '}
                        <Button size="small" type="link" onClick={() => setHere(null)}>
                          {t('plan.hereClear')}
                        </Button>
                      </p>
                    ) : null}
                    <Input.Search
                      aria-label={t('plan.hereInput')}
                      placeholder={t('plan.herePlaceholder')}
                      enterButton={t('plan.hereSet')}
                      maxLength={20}
                      value={hereDraft}
                      onChange={(event) => {
                        setHereDraft(event.target.value);
                        setHereError(null);
                      }}
                      onSearch={onHere}
                      status={hereError ? 'error' : undefined}
                      className="dir-here-bar__input"
                    />
                    {hereError ? (
                      <p className="dir-error" role="alert">
                        {hereError}
                      </p>
                    ) : null}
                  </section>
                  <section className="dir-booth-card" aria-live="polite" data-testid="booth-card">
                    {selected ? (
                      <>
                        <h2 className="dir-booth-card__title">
                          {t('boothLabel')} {selected.boothNo}
                        </h2>
                        <p className="dir-muted">
                          {plan.data.hallName}
                          {selectedArea ? ` · ${selectedArea.name}` : ''}
                        </p>
                        {selected.enterpriseId && selected.displayName ? (
                          <Space wrap>
                            <Link to={paths.enterprise(selected.enterpriseId)}>
                              <UserText>{selected.displayName}</UserText>
                            </Link>
                            <ChatButton enterpriseId={selected.enterpriseId} size="small" />
                          </Space>
                        ) : (
                          <p>{t('plan.free')}</p>
                        )}
                        {way ? (
                          <p className="dir-way" data-testid="way">
                            {t('plan.way', {
                              metres: way.metres,
                              direction: t(`plan.direction.${way.direction}`),
                            })}
                          </p>
                        ) : null}
                        {selected.boothNo !== here ? (
                          <Button size="small" onClick={() => setHere(selected.boothNo)}>
                            {t('plan.hereButton')}
                          </Button>
                        ) : (
                          <p className="dir-way">{t('plan.hereIsSelected')}</p>
                        )}
                      </>
                    ) : booth ? (
                      <p>{t('plan.boothNotInHall', { booth })}</p>
                    ) : (
                      <p className="dir-muted">{t('plan.tapHint')}</p>
                    )}
                  </section>
                  <section aria-labelledby="plan-legend">
                    <h2 id="plan-legend" className="dir-subtitle">
                      {t('plan.legend')}
                    </h2>
                    <ul className="dir-legend" data-testid="plan-legend">
                      {plan.data.areas.map((area) => (
                        <li key={area.code}>
                          <span
                            className="dir-swatch"
                            style={{ background: colours.get(area.code) }}
                            aria-hidden
                          />
                          {area.name}
                        </li>
                      ))}
                      <li>
                        <span className="dir-swatch dir-swatch--free" aria-hidden />
                        {t('plan.free')}
                      </li>
                      <li>
                        <span className="dir-swatch dir-swatch--on" aria-hidden />
                        {t('plan.legendSelected')}
                      </li>
                      <li>
                        <span className="dir-swatch dir-swatch--here" aria-hidden />
                        {t('plan.hereMark')}
                      </li>
                      {featureKinds.map((kind) => (
                        <li key={kind} data-testid={`legend-${kind}`}>
                          <FeatureSwatch kind={kind} />
                          {t(`plan.feature.${kind}`)}
                        </li>
                      ))}
                    </ul>
                  </section>
                </div>
                <aside
                  className={open ? 'dir-plan-list dir-plan-list--open' : 'dir-plan-list'}
                  aria-labelledby="plan-list"
                  data-testid="plan-list"
                >
                  <h2 id="plan-list" className="dir-plan-list__title">
                    {wide ? (
                      <span className="dir-plan-list__toggle">
                        {t('plan.listTitle', { hall: plan.data.hallName })}
                        <span className="dir-plan-list__count">{listCount}</span>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="dir-plan-list__toggle"
                        aria-expanded={open}
                        aria-controls="plan-list-body"
                        onClick={() => setListOpen((was) => !was)}
                      >
                        {t('plan.listTitle', { hall: plan.data.hallName })}
                        <span className="dir-plan-list__count">{listCount}</span>
                      </button>
                    )}
                  </h2>
                  <div id="plan-list-body" className="dir-plan-list__body">
                    <Input
                      allowClear
                      aria-label={t('plan.listFilter')}
                      placeholder={t('plan.listFilterPlaceholder')}
                      value={listFilter}
                      maxLength={50}
                      onChange={(event) => setListFilter(event.target.value)}
                    />
                    {exhibitors.length === 0 ? (
                      <p className="dir-muted" role="status">
                        {t('plan.listEmpty')}
                      </p>
                    ) : (
                      <ul
                        className="dir-plan-list__items"
                        aria-label={t('plan.listTitle', { hall: plan.data.hallName })}
                      >
                        {exhibitors.map((b) => (
                          <li key={b.boothNo}>
                            <button
                              type="button"
                              className={
                                b.boothNo === booth
                                  ? 'dir-plan-list__item dir-plan-list__item--on'
                                  : 'dir-plan-list__item'
                              }
                              aria-current={b.boothNo === booth ? 'true' : undefined}
                              onClick={() => onPick(b)}
                            >
                              <span className="dir-plan-list__no" translate="no">
                                {b.boothNo}
                              </span>
                              <span className="dir-plan-list__name">
                                <UserText>{b.displayName}</UserText>
                              </span>
                              {b.boothNo === here ? (
                                <span className="dir-plan-list__here">{t('plan.hereMark')}</span>
                              ) : null}
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </aside>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
