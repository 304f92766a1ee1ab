import type { FloorPlan, FloorPlanBooth, HallFeature } from '@cidpex/contracts';
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
import { distance, gestureStep, type Point, TAP_SLOP, zoomScroll } from '../lib/plan-zoom';
import { FEATURE_FILL, FEATURE_INK, FeatureGlyph } from './plan-features';

interface Gesture {
  ids: number[];
  /** The pointers at the start, relative to `origin`. */
  pointers: Point[];
  zoom: number;
  scroll: Point;
  /** The frame's top left corner on screen at the start (the page may scroll under a pan). */
  origin: Point;
  /** How far a one-finger pan has scrolled the page, past the plan's top or bottom edge. */
  page: number;
}

/**
 * A hall as an SVG drawn from its booths' coordinates (metres), inside its walls (`outline`),
 * with its entrances and facilities. The SVG is `zoom` times the width of its scrolling frame, so
 * the whole hall fits the screen at first (a phone zooms in to read the booths). Pointer gestures on the frame: one finger (or a mouse drag) pans,
 * two fingers pinch to zoom around their midpoint (the math in lib/plan-zoom); a tap that did not
 * move still selects a booth. A one-finger pan past the plan's top or bottom edge scrolls the page,
 * so that a phone's page never gets stuck under the plan. A zoom from the buttons keeps the chosen
 * booth (else the "you are here" booth, else the frame's centre) in view. The highlighted booth is
 * filled and scrolled into view; the `here` booth carries a "you are here" pin, with a dashed line
 * to the highlighted one, drawn over the booths but under their numbers (a layer of its own).
 */
export function FloorPlanSvg({
  plan,
  colours,
  zoom,
  onZoom,
  highlighted,
  here = null,
  onSelect,
}: {
  plan: FloorPlan;
  colours: Map<string, string>;
  zoom: number;
  onZoom: (zoom: number) => void;
  highlighted: string | null;
  /** The booth the visitor stands at. */
  here?: string | null;
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

  const focusNo = highlighted ?? here;
  const focus = plan.booths.find((b) => b.boothNo === focusNo) ?? null;
  const focusRef = useRef(focus);
  focusRef.current = focus;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the hall changes
  useEffect(() => {
    if (!focusNo || !frame.current) return;
    const box = frame.current;
    const target = [...box.querySelectorAll<SVGGElement>('[data-booth]')].find(
      (el) => el.getAttribute('data-booth') === focusNo,
    );
    if (!target) return;
    // Centre the booth inside the plan's frame only (the page itself stays where it is).
    const t = target.getBoundingClientRect();
    const f = box.getBoundingClientRect();
    box.scrollLeft += t.left + t.width / 2 - (f.left + f.width / 2);
    box.scrollTop += t.top + t.height / 2 - (f.top + f.height / 2);
  }, [focusNo, plan.hall]);

  // After a zoom: a pinch's own scroll, else keep the chosen booth (or the frame's centre) in view.
  useLayoutEffect(() => {
    const box = frame.current;
    const from = shownZoom.current;
    shownZoom.current = zoom;
    if (!box || from === zoom) return;
    let next = pinchScroll.current;
    if (!next) {
      const booth = focusRef.current;
      const drawn = box.querySelector('svg')?.getBoundingClientRect().width ?? 0;
      // Pixels a metre before the zoom (the drawing is already at the new size).
      const scale = drawn > 0 ? ((drawn / plan.width) * from) / zoom : 0;
      const target =
        booth && scale > 0
          ? { x: (booth.x + booth.w / 2) * scale, y: (booth.y + booth.h / 2) * scale }
          : null;
      next = zoomScroll(
        { x: box.scrollLeft, y: box.scrollTop },
        { width: box.clientWidth, height: box.clientHeight },
        from,
        zoom,
        target,
      );
    }
    pinchScroll.current = null;
    box.scrollLeft = next.x;
    box.scrollTop = next.y;
  }, [zoom, plan.width]);

  const screenPoint = (event: PointerEvent): Point => ({ x: event.clientX, y: event.clientY });
  /** A new start whenever the number of fingers changes, so that nothing jumps. */
  const restart = () => {
    const box = frame.current;
    const ids = [...pointers.current.keys()].slice(0, 2);
    const r = box?.getBoundingClientRect();
    const origin = { x: r?.left ?? 0, y: r?.top ?? 0 };
    gesture.current =
      box && ids.length > 0
        ? {
            ids,
            pointers: ids.map((id) => relative(pointers.current.get(id) as Point, origin)),
            zoom: shownZoom.current,
            scroll: { x: box.scrollLeft, y: box.scrollTop },
            origin,
            page: 0,
          }
        : null;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (pointers.current.size === 0) dragged.current = false;
    pointers.current.set(event.pointerId, screenPoint(event));
    restart();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, screenPoint(event));
    const g = gesture.current;
    const box = frame.current;
    if (!g || !box) return;
    const now = g.ids.map((id) => relative(pointers.current.get(id) as Point, g.origin));
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
      // A finger pulling the plan past its top or bottom edge scrolls the page the rest of the way.
      if (event.pointerType === 'touch' && g.ids.length === 1) {
        const wanted = g.scroll.y - ((now[0] as Point).y - (g.pointers[0] as Point).y);
        const past = wanted - box.scrollTop;
        if (past !== g.page && typeof window.scrollBy === 'function') {
          window.scrollBy(0, past - g.page);
          g.page = past;
        }
      }
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

  const rooms = plan.features.filter((f) => f.kind !== 'entrance');
  const doors = plan.features.filter((f) => f.kind === 'entrance');
  const hereBooth = here ? (plan.booths.find((b) => b.boothNo === here) ?? null) : null;
  const target = highlighted ? (plan.booths.find((b) => b.boothNo === highlighted) ?? null) : null;

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
      <svg viewBox={`0 0 ${plan.width} ${plan.height}`} data-zoom={zoom} style={{ width: `${zoom * 100}%` }}>
        <title>{plan.hallName}</title>
        <rect x={0} y={0} width={plan.width} height={plan.height} className="dir-plan__outside" />
        <polygon
          points={plan.outline.map((p) => `${p.x},${p.y}`).join(' ')}
          className="dir-plan__floor"
          data-testid="hall-outline"
        />
        {rooms.map((f) => (
          <Feature key={`${f.kind}-${f.x}-${f.y}`} feature={f} name={t(`plan.feature.${f.kind}`)} />
        ))}
        {plan.booths.map((booth) => {
          const isHighlighted = booth.boothNo === highlighted;
          const isHere = booth.boothNo === here;
          const name = booth.displayName
            ? t('plan.boothWith', { booth: booth.boothNo, name: booth.displayName })
            : t('plan.boothFree', { booth: booth.boothNo });
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role instead
            <g
              key={booth.boothNo}
              role="button"
              tabIndex={0}
              aria-label={isHere ? t('plan.boothHere', { label: name }) : name}
              aria-pressed={isHighlighted}
              data-testid={`booth-${booth.boothNo}`}
              data-booth={booth.boothNo}
              data-highlighted={isHighlighted ? 'true' : undefined}
              data-here={isHere ? 'true' : undefined}
              className={`dir-booth${isHighlighted ? ' dir-booth--on' : ''}${isHere ? ' dir-booth--here' : ''}`}
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
            </g>
          );
        })}
        {hereBooth && target && hereBooth !== target ? (
          <line
            x1={hereBooth.x + hereBooth.w / 2}
            y1={hereBooth.y + hereBooth.h / 2}
            x2={target.x + target.w / 2}
            y2={target.y + target.h / 2}
            className="dir-plan__route"
            data-testid="here-line"
          />
        ) : null}
        <g className="dir-plan__labels">
          {plan.booths.map((booth) => (
            <text
              key={booth.boothNo}
              x={booth.x + booth.w / 2}
              y={booth.y + booth.h / 2}
              fontSize={Math.max(0.6, Math.min(Math.min(booth.w, booth.h) * 0.28, 1.6))}
              textAnchor="middle"
              dominantBaseline="central"
              className={booth.boothNo === highlighted ? 'dir-plan__label--on' : undefined}
              aria-hidden
            >
              {booth.boothNo}
            </text>
          ))}
        </g>
        {doors.map((f, i) => (
          <Door
            key={`door-${f.x}-${f.y}`}
            feature={f}
            name={t('plan.entranceNo', { label: f.label ?? i + 1 })}
          />
        ))}
        {hereBooth ? <HerePin booth={hereBooth} label={t('plan.hereMark')} /> : null}
      </svg>
    </section>
  );
}

function relative(p: Point, origin: Point): Point {
  return { x: p.x - origin.x, y: p.y - origin.y };
}

/** Roughly how wide a text is in ems: a CJK character is 1 em wide, a Latin one 0.6 em. */
function ems(text: string): number {
  return [...text].reduce((sum, c) => sum + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.6), 0);
}

/**
 * A name cut into the lines that let it be drawn largest in a room `width` wide: one line, or
 * two split at a space when one line would be drawn smaller than 1 m ("Information / desk" in a
 * 5 m desk).
 */
export function roomNameLines(name: string, width: number): { lines: string[]; fontSize: number } {
  const sizeFor = (lines: string[]) => Math.min(1.3, (width * 0.9) / Math.max(...lines.map(ems), 1));
  let best = { lines: [name], fontSize: sizeFor([name]) };
  if (best.fontSize >= 1) return best;
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index ?? 0);
  for (const at of spaces) {
    const lines = [name.slice(0, at), name.slice(at + 1)];
    const fontSize = sizeFor(lines);
    if (fontSize > best.fontSize + 1e-9) best = { lines, fontSize };
  }
  return best;
}

/**
 * A room of the hall: its fill, pictogram and name, on two lines when that is what fits; a name
 * too long even so is left to the room's accessible name and tooltip (its <title>).
 */
function Feature({ feature: f, name }: { feature: HallFeature; name: string }) {
  const title = f.label ? `${name} ${f.label}` : name;
  const { lines, fontSize } = roomNameLines(title, f.w);
  const textHeight = fontSize * (lines.length + 0.2);
  // The pictogram shrinks to leave the name its room.
  const icon = Math.max(1, Math.min(Math.min(f.w, f.h) * 0.5, f.h - textHeight - 1));
  const showName = fontSize >= 0.6 && f.h >= icon + textHeight + 0.6;
  const top = showName ? f.y + (f.h - icon - textHeight) / 2 : f.y + f.h / 2 - icon / 2;
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group is not interactive; it is a labelled picture
    <g className="dir-feature" data-testid={`feature-${f.kind}`} role="img" aria-label={title}>
      <title>{title}</title>
      <rect x={f.x} y={f.y} width={f.w} height={f.h} rx={0.4} fill={FEATURE_FILL[f.kind]} />
      <svg
        x={f.x + f.w / 2 - icon / 2}
        y={top}
        width={icon}
        height={icon}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <FeatureGlyph kind={f.kind} ink={FEATURE_INK(f.kind)} />
      </svg>
      {showName ? (
        <text
          x={f.x + f.w / 2}
          y={top + icon + fontSize * 0.2}
          fontSize={fontSize}
          textAnchor="middle"
          dominantBaseline="hanging"
          aria-hidden
        >
          {lines.map((line, i) => (
            <tspan key={line} x={f.x + f.w / 2} dy={i === 0 ? 0 : fontSize * 1.1}>
              {line}
            </tspan>
          ))}
        </text>
      ) : null}
    </g>
  );
}

/** An entrance: a green gap in the wall and a numbered green disc just inside. */
function Door({ feature: f, name }: { feature: HallFeature; name: string }) {
  const r = 1.5;
  const horizontal = f.w >= f.h;
  const cx = f.x + f.w / 2;
  const cy = f.y + f.h / 2;
  // The disc sits inside the hall, beside the door.
  const disc = horizontal
    ? { x: cx, y: f.y < r * 2 ? f.y + f.h + r + 0.3 : f.y - r - 0.3 }
    : { x: f.x < r * 2 ? f.x + f.w + r + 0.3 : f.x - r - 0.3, y: cy };
  return (
    <g className="dir-door" data-testid="feature-entrance">
      <title>{name}</title>
      <rect x={f.x} y={f.y} width={f.w} height={f.h} fill={FEATURE_FILL.entrance} />
      <circle cx={disc.x} cy={disc.y} r={r} fill={FEATURE_FILL.entrance} />
      <text x={disc.x} y={disc.y} fontSize={1.5} textAnchor="middle" dominantBaseline="central" aria-hidden>
        {f.label ?? ''}
      </text>
    </g>
  );
}

/** "You are here": a blue tag above the booth (outlined in blue), pointing down at it. */
function HerePin({ booth, label }: { booth: FloorPlanBooth; label: string }) {
  const cx = booth.x + booth.w / 2;
  const font = 1.2;
  const ems = [...label].reduce((sum, c) => sum + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.58), 0);
  const w = ems * font + 1.2;
  const h = font + 0.8;
  const top = Math.max(0, booth.y - h - 0.9);
  return (
    <g className="dir-here" data-testid="here-pin">
      <path
        d={`M${cx - 0.6} ${top + h} L${cx} ${top + h + 0.8} L${cx + 0.6} ${top + h} Z`}
        className="dir-here__tag"
      />
      <rect x={cx - w / 2} y={top} width={w} height={h} rx={0.4} className="dir-here__tag" />
      <text x={cx} y={top + h / 2} fontSize={font} textAnchor="middle" dominantBaseline="central">
        {label}
      </text>
    </g>
  );
}
