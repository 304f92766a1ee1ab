import type { FloorPlan, FloorPlanBooth } from '@cidpex/contracts';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_BOOTH } from '../lib/area-colours';
import { anchoredScroll, distance, gestureStep, type Point, TAP_SLOP } from '../lib/plan-zoom';

/** Below this a 3 m booth is too small to read or tap on a phone: the plan scrolls instead. */
const MIN_PX_PER_METRE = 12;

interface Gesture {
  ids: number[];
  pointers: Point[];
  zoom: number;
  scroll: Point;
}

/**
 * A hall as an SVG drawn from its booths' coordinates (metres). The SVG is `zoom` times the
 * width of its scrolling frame (at least 12 px a metre). Pointer gestures on the frame: one
 * finger (or a mouse drag) pans, two fingers pinch to zoom around their midpoint (the math in
 * lib/plan-zoom); a tap that did not move still selects a booth. A zoom from the buttons keeps
 * the frame's centre in place. The highlighted booth is outlined and scrolled into view.
 */
export function FloorPlanSvg({
  plan,
  colours,
  zoom,
  onZoom,
  highlighted,
  onSelect,
}: {
  plan: FloorPlan;
  colours: Map<string, string>;
  zoom: number;
  onZoom: (zoom: number) => void;
  highlighted: string | null;
  onSelect: (booth: FloorPlanBooth) => void;
}) {
  const { t } = useTranslation('directory');
  const frame = useRef<HTMLElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const dragged = useRef(false);
  const [dragging, setDragging] = useState(false);
  const shownZoom = useRef(zoom);
  const pinchScroll = useRef<Point | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the hall changes
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
  }, [highlighted, plan.hall]);

  // After a zoom: a pinch's own scroll, else keep the point at the frame's centre in place.
  useLayoutEffect(() => {
    const box = frame.current;
    const from = shownZoom.current;
    shownZoom.current = zoom;
    if (!box || from === zoom) return;
    const next =
      pinchScroll.current ??
      anchoredScroll(
        { x: box.scrollLeft, y: box.scrollTop },
        { x: box.clientWidth / 2, y: box.clientHeight / 2 },
        from,
        zoom,
      );
    pinchScroll.current = null;
    box.scrollLeft = next.x;
    box.scrollTop = next.y;
  }, [zoom]);

  const local = (event: PointerEvent): Point => {
    const r = frame.current?.getBoundingClientRect();
    return { x: event.clientX - (r?.left ?? 0), y: event.clientY - (r?.top ?? 0) };
  };
  /** A new start whenever the number of fingers changes, so that nothing jumps. */
  const restart = () => {
    const box = frame.current;
    const ids = [...pointers.current.keys()].slice(0, 2);
    gesture.current =
      box && ids.length > 0
        ? {
            ids,
            pointers: ids.map((id) => pointers.current.get(id) as Point),
            zoom: shownZoom.current,
            scroll: { x: box.scrollLeft, y: box.scrollTop },
          }
        : null;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (pointers.current.size === 0) dragged.current = false;
    pointers.current.set(event.pointerId, local(event));
    restart();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, local(event));
    const g = gesture.current;
    const box = frame.current;
    if (!g || !box) return;
    const now = g.ids.map((id) => pointers.current.get(id) as Point);
    if (!dragged.current) {
      const moved = g.ids.length > 1 || now.some((p, i) => distance(p, g.pointers[i] as Point) > TAP_SLOP);
      if (!moved) return;
      dragged.current = true;
      setDragging(true);
    }
    const next = gestureStep(g, now);
    if (next.zoom !== shownZoom.current) {
      pinchScroll.current = next.scroll;
      onZoom(next.zoom);
    } else {
      box.scrollLeft = next.scroll.x;
      box.scrollTop = next.scroll.y;
    }
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (!pointers.current.delete(event.pointerId)) return;
    restart();
    if (pointers.current.size === 0) setDragging(false);
  };
  /** A drag ends with a click on whatever is under the finger: not a choice of booth. */
  const onClickCapture = (event: MouseEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  const onKey = (event: KeyboardEvent, booth: FloorPlanBooth) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(booth);
    }
  };

  return (
    <section
      ref={frame}
      className={dragging ? 'dir-plan dir-plan--dragging' : 'dir-plan'}
      data-testid="floor-plan"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerLeave={onPointerEnd}
      onClickCapture={onClickCapture}
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
