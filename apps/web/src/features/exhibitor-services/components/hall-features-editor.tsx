import {
  HALL_FEATURE_KINDS,
  type HallFeature,
  type HallFeatureKind,
  type HallLayout,
} from '@cidpex/contracts';
import { Alert, Button, Card, Input, InputNumber, Select, Skeleton } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE_FILL, FEATURE_INK, FeatureGlyph, FeatureSwatch } from '../../directory';
import { useHallLayout, useSaveHallFeatures } from '../api';

interface Row extends HallFeature {
  key: number;
}

let nextKey = 1;
const withKeys = (features: HallFeature[]): Row[] => features.map((f) => ({ ...f, key: nextKey++ }));

/**
 * The organizer's editor of a hall's doors and facilities (issue 24): a list of rows (kind,
 * position and size in metres, label), a preview of the plan with the walls and booths, and a
 * save that replaces them all. The server checks the rows again and names the one refused.
 */
export function HallFeaturesEditor({ hall }: { hall: string | null }) {
  const { t } = useTranslation(['exsvc', 'directory']);
  const layout = useHallLayout(hall);
  const save = useSaveHallFeatures(hall);
  const [rows, setRows] = useState<Row[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState<{ type: 'error' | 'success'; text: string } | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (layout.data) {
      setRows(withKeys(layout.data.features));
      setChosen(null);
    }
  }, [layout.data]);

  if (!hall) return null;
  const kindName = (kind: HallFeatureKind) => t(`plan.feature.${kind}`, { ns: 'directory' });
  const change = (key: number, patch: Partial<HallFeature>) => {
    setMessage(null);
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const add = (plan: HallLayout) => {
    const row: Row = { kind: 'info', x: plan.width / 2 - 2.5, y: 1, w: 5, h: 4, label: null, key: nextKey++ };
    setMessage(null);
    setRows((all) => [...all, row]);
    setChosen(row.key);
  };
  const remove = (key: number) => {
    setMessage(null);
    setRows((all) => all.filter((r) => r.key !== key));
  };
  const submit = async () => {
    setMessage(null);
    try {
      await save.mutateAsync({ features: rows.map(({ key: _key, ...f }) => f) });
      setMessage({ type: 'success', text: t('org.features.saved', { hall }) });
    } catch (e) {
      setMessage({ type: 'error', text: (e as Error).message });
    }
  };

  return (
    <Card
      className="exsvc-features"
      size="small"
      title={<h2 id={headingId}>{t('org.features.title', { hall })}</h2>}
      data-testid="hall-features"
    >
      {layout.isPending ? (
        <Skeleton active />
      ) : layout.isError ? (
        <Alert type="error" showIcon title={layout.error.message} />
      ) : (
        <>
          <p className="exsvc-features__hint">{t('org.features.hint')}</p>
          <div className="exsvc-features__body">
            <Preview
              plan={layout.data}
              rows={rows}
              chosen={chosen}
              label={t('org.features.preview', { hall })}
            />
            <div>
              <ol className="exsvc-features__rows" aria-labelledby={headingId}>
                {rows.map((r, i) => (
                  <li
                    key={r.key}
                    className={`exsvc-features__row${r.key === chosen ? ' exsvc-features__row--on' : ''}`}
                    data-testid={`feature-row-${i + 1}`}
                    onFocus={() => setChosen(r.key)}
                  >
                    <span className="exsvc-features__no" aria-hidden="true">
                      {i + 1}
                    </span>
                    <Select
                      aria-label={t('org.features.kind', { n: i + 1 })}
                      value={r.kind}
                      onChange={(kind) => change(r.key, { kind })}
                      popupMatchSelectWidth={false}
                      className="exsvc-features__kind"
                      options={HALL_FEATURE_KINDS.map((kind) => ({
                        value: kind,
                        label: (
                          <span className="exsvc-features__option">
                            <FeatureSwatch kind={kind} />
                            {kindName(kind)}
                          </span>
                        ),
                      }))}
                    />
                    {(['x', 'y', 'w', 'h'] as const).map((field) => (
                      <InputNumber
                        key={field}
                        aria-label={t(`org.features.${field}`, { n: i + 1 })}
                        prefix={<span aria-hidden="true">{t(`org.features.short.${field}`)}</span>}
                        value={r[field]}
                        min={field === 'w' || field === 'h' ? 0.5 : 0}
                        step={0.5}
                        onChange={(v) => change(r.key, { [field]: v ?? 0 })}
                        className="exsvc-features__num"
                      />
                    ))}
                    <Input
                      aria-label={t('org.features.label', { n: i + 1 })}
                      placeholder={t('org.features.labelPlaceholder')}
                      value={r.label ?? ''}
                      maxLength={8}
                      onChange={(e) => change(r.key, { label: e.target.value || null })}
                      className="exsvc-features__label"
                    />
                    <Button onClick={() => remove(r.key)} aria-label={t('org.features.remove', { n: i + 1 })}>
                      {t('org.features.removeShort')}
                    </Button>
                  </li>
                ))}
              </ol>
              {rows.length === 0 ? <p className="dir-muted">{t('org.features.none')}</p> : null}
              <div className="exsvc-features__actions">
                <Button onClick={() => add(layout.data)}>{t('org.features.add')}</Button>
                <Button onClick={() => setRows(withKeys(layout.data.features))}>
                  {t('org.features.undo')}
                </Button>
                <Button type="primary" loading={save.isPending} onClick={submit}>
                  {t('org.features.save')}
                </Button>
              </div>
              {message ? (
                <Alert
                  style={{ marginTop: 12 }}
                  type={message.type}
                  showIcon
                  title={message.text}
                  role={message.type === 'error' ? 'alert' : 'status'}
                />
              ) : null}
            </div>
          </div>
        </>
      )}
    </Card>
  );
}

/** The hall as it will look: walls, booths in grey, the rows' rectangles with their pictograms. */
function Preview({
  plan,
  rows,
  chosen,
  label,
}: {
  plan: HallLayout;
  rows: Row[];
  chosen: number | null;
  label: string;
}) {
  const { t } = useTranslation('directory');
  const height = Math.max(plan.height, ...plan.outline.map((p) => p.y));
  return (
    <svg
      className="exsvc-features__preview"
      viewBox={`-1 -1 ${plan.width + 2} ${height + 2}`}
      role="img"
      aria-label={label}
      data-testid="hall-features-preview"
    >
      <polygon
        points={plan.outline.map((p) => `${p.x},${p.y}`).join(' ')}
        className="exsvc-features__floor"
      />
      {plan.booths.map((b) => (
        <rect key={b.boothNo} x={b.x} y={b.y} width={b.w} height={b.h} className="exsvc-features__booth" />
      ))}
      {rows.map((r, i) => {
        const icon = Math.max(0.8, Math.min(r.w, r.h) * 0.7);
        return (
          <g key={r.key} data-testid={`preview-${r.kind}`}>
            <title>{`${i + 1}. ${t(`plan.feature.${r.kind}`)}`}</title>
            <rect
              x={r.x}
              y={r.y}
              width={r.w}
              height={r.h}
              fill={FEATURE_FILL[r.kind]}
              className={
                r.key === chosen ? 'exsvc-features__shape exsvc-features__shape--on' : 'exsvc-features__shape'
              }
            />
            <svg
              x={r.x + r.w / 2 - icon / 2}
              y={r.y + r.h / 2 - icon / 2}
              width={icon}
              height={icon}
              viewBox="0 0 24 24"
              aria-hidden="true"
            >
              <FeatureGlyph kind={r.kind} ink={FEATURE_INK(r.kind)} />
            </svg>
          </g>
        );
      })}
    </svg>
  );
}
