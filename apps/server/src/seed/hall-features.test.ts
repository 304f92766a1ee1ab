import { describe, expect, it } from 'vitest';
import { hallLayout } from './hall-features';

describe('hallLayout', () => {
  it('gives a wide hall a lobby narrower than the hall, four numbered doors and its rooms in a row', () => {
    const layout = hallLayout(93, 60, 0);
    expect(layout).toMatchObject({ width: 93, height: 78 });
    // The lobby's front wall is inset from the hall's sides.
    expect(layout.outline.some((p) => p.y === 60 && p.x > 0 && p.x < 93)).toBe(true);
    const doors = layout.features.filter((f) => f.kind === 'entrance');
    expect(doors.map((d) => d.label)).toEqual(['1', '2', '3', '4']);
    const rooms = layout.features.filter((f) => f.kind !== 'entrance');
    expect(rooms.map((r) => r.kind)).toEqual([
      'toilet',
      'cafe',
      'registration',
      'info',
      'firstAid',
      'seminar',
      'toilet',
    ]);
    expect(rooms.find((r) => r.kind === 'seminar')?.label).toBe('A');
    // Rooms do not overlap and stay inside the lobby.
    for (const [i, r] of rooms.entries()) {
      expect(r.y).toBeGreaterThanOrEqual(60);
      expect(r.x).toBeGreaterThanOrEqual(9);
      expect(r.x + r.w).toBeLessThanOrEqual(93 - 9);
      const next = rooms[i + 1];
      if (next) expect(r.x + r.w).toBeLessThanOrEqual(next.x);
    }
    // An odd hall has a restaurant instead of the café and seminar room.
    const odd = hallLayout(93, 60, 1).features.map((f) => f.kind);
    expect(odd).toContain('restaurant');
    expect(odd).not.toContain('seminar');
  });

  it('keeps a narrow hall rectangular and drops the optional rooms that do not fit', () => {
    const layout = hallLayout(36, 20, 0);
    expect(layout.outline).toEqual([
      { x: 0, y: 0 },
      { x: 36, y: 0 },
      { x: 36, y: 38 },
      { x: 0, y: 38 },
    ]);
    const kinds = layout.features.map((f) => f.kind);
    for (const kind of ['toilet', 'registration', 'info'] as const) expect(kinds).toContain(kind);
    expect(kinds).not.toContain('seminar');
    for (const f of layout.features) expect(f.x + f.w).toBeLessThanOrEqual(36);
  });
});
