import type { FloorPlan, FloorPlanBooth } from '@cidpex/contracts';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_BOOTH } from '../lib/area-colours';

/** Below this a 3 m booth is too small to read or tap on a phone: the plan scrolls instead. */
const MIN_PX_PER_METRE = 12;

/**
 * A hall as an SVG drawn from its booths' coordinates (metres). The SVG is `zoom` times the
 * width of its scrolling frame (at least 12 px a metre), so a phone pans by scrolling and zooms with the buttons.
 * The highlighted booth is outlined and scrolled into view.
 */
export function FloorPlanSvg({
  plan,
  colours,
  zoom,
  highlighted,
  onSelect,
}: {
  plan: FloorPlan;
  colours: Map<string, string>;
  zoom: number;
  highlighted: string | null;
  onSelect: (booth: FloorPlanBooth) => void;
}) {
  const { t } = useTranslation('directory');
  const frame = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the zoom or the hall changes
  useEffect(() => {
    if (!highlighted || !frame.current) return;
    const box = frame.current;
    const target = box.querySelector<SVGGElement>('[data-highlighted="true"]');
    if (!target) return;
    // Centre the booth inside the plan's frame only (the page itself stays where it is).
    const t = target.getBoundingClientRect();
    const f = box.getBoundingClientRect();
    box.scrollLeft += t.left + t.width / 2 - (f.left + f.width / 2);
    box.scrollTop += t.top + t.height / 2 - (f.top + f.height / 2);
  }, [highlighted, zoom, plan.hall]);

  const onKey = (event: KeyboardEvent, booth: FloorPlanBooth) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(booth);
    }
  };

  return (
    <section
      ref={frame}
      className="dir-plan"
      data-testid="floor-plan"
      aria-label={t('plan.svgLabel', { hall: plan.hallName, count: plan.booths.length })}
    >
      <svg
        viewBox={`0 0 ${plan.width} ${plan.height}`}
        data-zoom={zoom}
        style={{ width: `max(${zoom * 100}%, ${Math.round(plan.width * MIN_PX_PER_METRE * zoom)}px)` }}
      >
        <title>{plan.hallName}</title>
        <rect x={0} y={0} width={plan.width} height={plan.height} className="dir-plan__floor" />
        {plan.booths.map((booth) => {
          const isHighlighted = booth.boothNo === highlighted;
          const size = Math.min(booth.w, booth.h);
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role instead
            <g
              key={booth.boothNo}
              role="button"
              tabIndex={0}
              aria-label={
                booth.displayName
                  ? t('plan.boothWith', { booth: booth.boothNo, name: booth.displayName })
                  : t('plan.boothFree', { booth: booth.boothNo })
              }
              aria-pressed={isHighlighted}
              data-testid={`booth-${booth.boothNo}`}
              data-highlighted={isHighlighted ? 'true' : undefined}
              className={isHighlighted ? 'dir-booth dir-booth--on' : 'dir-booth'}
              onClick={() => onSelect(booth)}
              onKeyDown={(event) => onKey(event, booth)}
            >
              <rect
                x={booth.x}
                y={booth.y}
                width={booth.w}
                height={booth.h}
                fill={booth.exhibitorId ? (colours.get(booth.area) ?? FREE_BOOTH) : FREE_BOOTH}
                strokeDasharray={booth.exhibitorId ? undefined : '0.4 0.3'}
              />
              <text
                x={booth.x + booth.w / 2}
                y={booth.y + booth.h / 2}
                fontSize={Math.max(0.6, Math.min(size * 0.28, 1.6))}
                textAnchor="middle"
                dominantBaseline="central"
                aria-hidden
              >
                {booth.boothNo}
              </text>
            </g>
          );
        })}
      </svg>
    </section>
  );
}
