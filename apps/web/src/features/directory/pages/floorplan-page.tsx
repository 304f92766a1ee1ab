import type { BoothHit, FloorPlanBooth } from '@cidpex/contracts';
import { Alert, Button, Empty, Input, Skeleton, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { ChatButton } from '../../chat';
import { searchBooths, useFloorPlan, useFloorPlanHalls } from '../api/get-floor-plan';
import { FloorPlanSvg } from '../components/floor-plan-svg';
import { areaColours } from '../lib/area-colours';
import { useDirectoryPaths } from '../lib/paths';
import { MAX_ZOOM, MIN_ZOOM, stepZoom } from '../lib/plan-zoom';
import '../directory.css';

/**
 * /exhibitor/floorplan?hall=…&booth=… (and /en/floorplan in the English frame): each hall drawn from its booths, coloured by area with a
 * legend; a booth shows its exhibitor; a search finds a booth by number or exhibitor name.
 */
export default function FloorplanPage() {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const paths = useDirectoryPaths();
  const [search, setSearch] = useSearchParams();
  const halls = useFloorPlanHalls();
  const hall = search.get('hall') ?? halls.data?.[0]?.hall ?? null;
  const booth = search.get('booth');
  const plan = useFloorPlan(hall);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [hits, setHits] = useState<BoothHit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const colours = useMemo(() => areaColours(plan.data?.areas ?? []), [plan.data]);
  const selected = plan.data?.booths.find((b) => b.boothNo === booth) ?? null;
  const selectedArea = plan.data?.areas.find((a) => a.code === selected?.area);

  const go = (nextHall: string, nextBooth: string | null, replace = false) => {
    const next = new URLSearchParams(search);
    next.set('hall', nextHall);
    if (nextBooth) next.set('booth', nextBooth);
    else next.delete('booth');
    setSearch(next, { replace });
  };
  const onSelect = (b: FloorPlanBooth) => hall && go(hall, b.boothNo, true);

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
              <>
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
                  onSelect={onSelect}
                />
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
                  <ul className="dir-legend">
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
                  </ul>
                </section>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
