/**
 * Zoom and pan of the floor plan (pure, unit-tested). The plan's drawing is `zoom` times its
 * base size (both terms of its CSS width grow linearly with the zoom), inside a scrolling
 * frame; panning is scrolling the frame.
 */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;
/** The steps of the − and + buttons. */
export const ZOOM_STEPS = [1, 1.5, 2.25, 3.4, 5];
/** A pointer that moved less than this (CSS px) was a tap, not a drag. */
export const TAP_SLOP = 6;

export interface Point {
  x: number;
  y: number;
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next button step above (+1) or below (−1) the current zoom, which may lie between steps. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const eps = 1e-6;
  if (direction > 0) return ZOOM_STEPS.find((s) => s > zoom + eps) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((s) => s < zoom - eps) ?? MIN_ZOOM;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Two fingers that started `startDistance` apart at `startZoom` and are now `nowDistance` apart. */
export function pinchZoom(startZoom: number, startDistance: number, nowDistance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom);
  return clampZoom((startZoom * nowDistance) / startDistance);
}

/**
 * The frame's scroll position after a zoom from `from` to `to` that keeps the drawing's point
 * under `focus` (relative to the frame's top left corner, in CSS px) where it is on screen.
 * Never negative (the browser clamps the far end).
 */
export function anchoredScroll(scroll: Point, focus: Point, from: number, to: number): Point {
  const ratio = to / from;
  return {
    x: Math.max(0, (scroll.x + focus.x) * ratio - focus.x),
    y: Math.max(0, (scroll.y + focus.y) * ratio - focus.y),
  };
}

/**
 * One step of a gesture. `start` holds the pointers at the gesture's start (or at its last
 * change of finger count), with the zoom and scroll then; `now` holds the same pointers now.
 * One pointer pans (the drawing follows the finger); two pinch around their midpoint, which
 * may move as well (it pans along).
 */
export function gestureStep(
  start: { pointers: Point[]; zoom: number; scroll: Point },
  now: Point[],
): { zoom: number; scroll: Point } {
  const [a0, b0] = start.pointers;
  const [a1, b1] = now;
  if (a0 && b0 && a1 && b1) {
    const zoom = pinchZoom(start.zoom, distance(a0, b0), distance(a1, b1));
    const m0 = midpoint(a0, b0);
    const m1 = midpoint(a1, b1);
    // The drawing's point under the starting midpoint goes under the current midpoint.
    const anchored = anchoredScroll(start.scroll, m0, start.zoom, zoom);
    return {
      zoom,
      scroll: { x: Math.max(0, anchored.x - (m1.x - m0.x)), y: Math.max(0, anchored.y - (m1.y - m0.y)) },
    };
  }
  if (a0 && a1) {
    return {
      zoom: start.zoom,
      scroll: {
        x: Math.max(0, start.scroll.x - (a1.x - a0.x)),
        y: Math.max(0, start.scroll.y - (a1.y - a0.y)),
      },
    };
  }
  return { zoom: start.zoom, scroll: start.scroll };
}

/**
 * The frame's scroll after a zoom from the buttons (`from` → `to`) with a booth to keep in view:
 * `target` is the booth's centre in the drawing at the old zoom (CSS px from the drawing's top
 * left). A booth on screen stays where it is on screen; a booth out of the frame comes to its
 * centre. Without a booth, the frame's centre stays in place.
 */
export function zoomScroll(
  scroll: Point,
  frame: { width: number; height: number },
  from: number,
  to: number,
  target: Point | null,
): Point {
  const centre = { x: frame.width / 2, y: frame.height / 2 };
  if (!target) return anchoredScroll(scroll, centre, from, to);
  const onScreen = { x: target.x - scroll.x, y: target.y - scroll.y };
  const visible =
    onScreen.x >= 0 && onScreen.x <= frame.width && onScreen.y >= 0 && onScreen.y <= frame.height;
  if (visible) return anchoredScroll(scroll, onScreen, from, to);
  const ratio = to / from;
  return {
    x: Math.max(0, target.x * ratio - centre.x),
    y: Math.max(0, target.y * ratio - centre.y),
  };
}

/** Eight directions on the plan (up is the plan's top), clockwise from up. */
export const DIRECTIONS = [
  'up',
  'upRight',
  'right',
  'downRight',
  'down',
  'downLeft',
  'left',
  'upLeft',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Straight-line distance (metres, rounded) and the direction on the plan from one booth to
 * another, centre to centre.
 */
export function bearing(
  from: { x: number; y: number; w: number; h: number },
  to: { x: number; y: number; w: number; h: number },
): { metres: number; direction: Direction } {
  const dx = to.x + to.w / 2 - (from.x + from.w / 2);
  const dy = to.y + to.h / 2 - (from.y + from.h / 2);
  // Clockwise angle from up (screen y grows downwards).
  const angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
  const index = (Math.round(((angle + 360) % 360) / 45) % 8) as 0;
  return { metres: Math.round(Math.hypot(dx, dy)), direction: DIRECTIONS[index] };
}
