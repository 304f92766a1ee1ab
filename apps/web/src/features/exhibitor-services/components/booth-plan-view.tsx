import type { BoothPlan, BoothType, PlanBooth } from '@cidpex/contracts';
import { Segmented, Tag } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { money } from '../lib/money';

/** Colours of the booth states (legend and plan). */
export const STATE_COLOURS = {
  free: '#e8f5e9',
  held: '#fff3cd',
  requested: '#ffe0b2',
  sold: '#cfd8dc',
  mine: '#0b6e69',
} as const;

/**
 * A hall's booths drawn from their coordinates (metres), coloured by state; the free booths of
 * `highlightType` stand out (the others are dimmed); a booth is chosen by click or Enter.
 */
export function BoothPlanView({
  plan,
  highlightType,
  selected,
  onSelect,
  onHall,
}: {
  plan: BoothPlan;
  highlightType: BoothType | null;
  selected: string | null;
  onSelect: (booth: PlanBooth) => void;
  onHall: (hall: string) => void;
}) {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const onKey = (event: KeyboardEvent, booth: PlanBooth) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(booth);
    }
  };
  return (
    <div className="exsvc-plan">
      <div className="exsvc-plan__bar">
        <Segmented
          aria-label={t('plan.hall')}
          value={plan.hall ?? undefined}
          options={plan.halls.map((h) => ({
            value: h.hall,
            label: t('plan.hallName', { n: h.hall.replace('H', '') }),
          }))}
          onChange={(v) => onHall(String(v))}
        />
        <div className="exsvc-legend">
          {(['free', 'held', 'requested', 'sold'] as const).map((s) => (
            <Tag key={s} color={STATE_COLOURS[s]} style={{ color: '#222' }}>
              {t(`state.${s}`)} {plan.counts[s]}
            </Tag>
          ))}
          <Tag color={STATE_COLOURS.mine}>{t('plan.mine')}</Tag>
        </div>
      </div>
      <div className="exsvc-plan__frame" data-testid="booth-plan">
        <svg
          viewBox={`0 0 ${plan.width} ${plan.height}`}
          style={{ width: `max(100%, ${Math.round(plan.width * 14)}px)` }}
        >
          <title>{t('plan.svgLabel', { hall: plan.hall ?? '' })}</title>
          <rect x={0} y={0} width={plan.width} height={plan.height} fill="#fafafa" />
          {plan.booths.map((b) => {
            const dim = highlightType !== null && (b.type !== highlightType || b.state !== 'free') && !b.mine;
            const fill = b.mine ? STATE_COLOURS.mine : STATE_COLOURS[b.state];
            const on = b.boothNo === selected;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role instead
              <g
                key={b.boothNo}
                role="button"
                tabIndex={0}
                aria-pressed={on}
                aria-label={t('plan.boothLabel', {
                  booth: b.boothNo,
                  state: t(`state.${b.state}`),
                  type: t(`type.${b.type}`),
                  size: b.size,
                  price: b.price === null ? t('plan.notOffered') : money(b.price, lang),
                })}
                data-testid={`plan-booth-${b.boothNo}`}
                data-state={b.state}
                className="exsvc-booth"
                opacity={dim ? 0.35 : 1}
                onClick={() => onSelect(b)}
                onKeyDown={(e) => onKey(e, b)}
              >
                <rect
                  x={b.x}
                  y={b.y}
                  width={b.w}
                  height={b.h}
                  fill={fill}
                  stroke={on ? '#d4380d' : b.state === 'free' && !dim ? '#2e7d32' : '#90a4ae'}
                  strokeWidth={on ? 0.35 : 0.12}
                />
                <text
                  x={b.x + b.w / 2}
                  y={b.y + b.h / 2}
                  fontSize={Math.max(0.6, Math.min(Math.min(b.w, b.h) * 0.26, 1.4))}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fill={b.mine ? '#fff' : '#263238'}
                  aria-hidden
                >
                  {b.boothNo}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}
