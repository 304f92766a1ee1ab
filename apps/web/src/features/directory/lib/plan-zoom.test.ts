import { describe, expect, it } from 'vitest';
import {
  anchoredScroll,
  bearing,
  clampZoom,
  gestureStep,
  MAX_ZOOM,
  MIN_ZOOM,
  pinchZoom,
  stepZoom,
  ZOOM_STEPS,
  zoomScroll,
} from './plan-zoom';

describe('floor plan zoom math', () => {
  it('keeps the zoom between 1 and 5', () => {
    expect(clampZoom(0.2)).toBe(MIN_ZOOM);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(2.7)).toBe(2.7);
    expect(clampZoom(Number.NaN)).toBe(MIN_ZOOM);
  });

  it('steps the buttons to the next step, also from a pinched zoom between steps', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1.5, 1)).toBe(2.25);
    expect(stepZoom(2, 1)).toBe(2.25);
    expect(stepZoom(2, -1)).toBe(1.5);
    expect(stepZoom(5, 1)).toBe(5);
    expect(stepZoom(1, -1)).toBe(1);
    expect(ZOOM_STEPS[0]).toBe(MIN_ZOOM);
    expect(ZOOM_STEPS.at(-1)).toBe(MAX_ZOOM);
  });

  it('zooms by the ratio of the fingers’ distances, within the bounds', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(4, 100, 300)).toBe(MAX_ZOOM);
    expect(pinchZoom(1, 100, 50)).toBe(MIN_ZOOM);
    expect(pinchZoom(1.5, 0, 50)).toBe(1.5);
  });

  it('keeps the point under the focus in place when zooming', () => {
    // At zoom 1, frame scrolled to (100, 40), the focus at (150, 60) sees drawing point (250, 100).
    const scroll = anchoredScroll({ x: 100, y: 40 }, { x: 150, y: 60 }, 1, 2);
    // At zoom 2 that point is at (500, 200): scrolled so that it is still at (150, 60).
    expect(scroll).toEqual({ x: 350, y: 140 });
    // And back.
    expect(anchoredScroll(scroll, { x: 150, y: 60 }, 2, 1)).toEqual({ x: 100, y: 40 });
    // Never a negative scroll.
    expect(anchoredScroll({ x: 0, y: 0 }, { x: 150, y: 60 }, 2, 1)).toEqual({ x: 0, y: 0 });
  });

  it('pans with one finger: the drawing follows the finger', () => {
    const start = { pointers: [{ x: 200, y: 300 }], zoom: 2, scroll: { x: 400, y: 100 } };
    expect(gestureStep(start, [{ x: 150, y: 320 }])).toEqual({ zoom: 2, scroll: { x: 450, y: 80 } });
    expect(gestureStep(start, [{ x: 700, y: 300 }]).scroll.x).toBe(0);
  });

  it('pinches with two fingers around their midpoint, panning when the midpoint moves', () => {
    const start = {
      pointers: [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      zoom: 1,
      scroll: { x: 50, y: 0 },
    };
    // Fingers spread to twice the distance around the same midpoint (150, 100).
    const spread = gestureStep(start, [
      { x: 50, y: 100 },
      { x: 250, y: 100 },
    ]);
    expect(spread.zoom).toBe(2);
    expect(spread.scroll).toEqual({ x: 250, y: 100 });
    // Same spread, both fingers 30 px further right: the drawing moves 30 px right with them.
    const moved = gestureStep(start, [
      { x: 80, y: 100 },
      { x: 280, y: 100 },
    ]);
    expect(moved.zoom).toBe(2);
    expect(moved.scroll).toEqual({ x: 220, y: 100 });
    // A third finger is ignored; none leaves things as they were.
    expect(gestureStep(start, [])).toEqual({ zoom: 1, scroll: { x: 50, y: 0 } });
  });
});

describe('zoomScroll', () => {
  const frame = { width: 300, height: 200 };
  it('keeps a booth on screen where it is', () => {
    // Booth at drawing (400, 150), scrolled by (300, 50): on screen at (100, 100).
    const next = zoomScroll({ x: 300, y: 50 }, frame, 1, 2, { x: 400, y: 150 });
    expect({ x: 800 - next.x, y: 300 - next.y }).toEqual({ x: 100, y: 100 });
  });
  it('brings a booth out of the frame to its centre', () => {
    const next = zoomScroll({ x: 0, y: 0 }, frame, 1, 1.5, { x: 900, y: 600 });
    expect(next).toEqual({ x: 1350 - 150, y: 900 - 100 });
  });
  it('keeps the frame centre without a booth', () => {
    expect(zoomScroll({ x: 0, y: 0 }, frame, 1, 2, null)).toEqual(
      anchoredScroll({ x: 0, y: 0 }, { x: 150, y: 100 }, 1, 2),
    );
  });
});

describe('bearing', () => {
  const box = (x: number, y: number) => ({ x, y, w: 2, h: 2 });
  it('gives the distance and the direction on the plan', () => {
    expect(bearing(box(0, 0), box(30, 40))).toEqual({ metres: 50, direction: 'downRight' });
    expect(bearing(box(10, 10), box(10, 0))).toEqual({ metres: 10, direction: 'up' });
    expect(bearing(box(10, 10), box(0, 10))).toEqual({ metres: 10, direction: 'left' });
    expect(bearing(box(10, 10), box(-10, -10))).toEqual({ metres: 28, direction: 'upLeft' });
  });
});
