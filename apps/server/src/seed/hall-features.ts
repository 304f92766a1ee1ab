import {
  type HallFeature,
  type HallFeatureKind,
  hallFeaturesSchema,
  hallOutlineSchema,
  LIMITS,
  type PlanPoint,
} from '@cidpex/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallPlans } from '../db/schema';

/** Depth of the entrance lobby added in front of a hall's booths (metres). */
const LOBBY_DEPTH = 18;
/** A door's width along its wall, and its depth inside the wall line. */
const DOOR = 6;
const DOOR_DEPTH = 1.2;
/** Facilities stand in the lobby this far from its back (the booths' side), this deep. */
const ROOM_TOP = 3;
const ROOM_DEPTH = 8;
const GAP = 2;

/** What a hall's lobby holds, left to right; `optional` ones go first when the lobby is narrow. */
const ROOMS: { kind: HallFeatureKind; w: number; optional?: boolean; label?: string }[] = [
  { kind: 'toilet', w: 6 },
  { kind: 'cafe', w: 8, optional: true },
  { kind: 'registration', w: 12 },
  { kind: 'info', w: 5 },
  { kind: 'firstAid', w: 5, optional: true },
  { kind: 'restaurant', w: 12, optional: true },
  { kind: 'seminar', w: 12, optional: true },
  { kind: 'toilet', w: 6 },
];

export interface HallLayout {
  width: number;
  height: number;
  outline: PlanPoint[];
  features: HallFeature[];
}

/**
 * A demo hall's walls, entrances and facilities: the booths' rectangle (`width` × `height`, as the
 * directory seed sized it) gets an entrance lobby along its bottom side, narrower than the hall
 * when the hall is wide enough, with the main doors in the lobby's front wall, a side door in
 * each of the hall's side walls, and the facilities in a row inside the lobby. `index` (the
 * hall's place in the fair) varies which optional rooms a hall has: a seminar room in every
 * other hall, a restaurant or a café.
 */
export function hallLayout(width: number, height: number, index: number): HallLayout {
  const inset = width >= 60 ? Math.round(width * 0.1) : 0;
  const top = height;
  const bottom = height + LOBBY_DEPTH;
  const outline: PlanPoint[] =
    inset > 0
      ? [
          { x: 0, y: 0 },
          { x: width, y: 0 },
          { x: width, y: top },
          { x: width - inset, y: top },
          { x: width - inset, y: bottom },
          { x: inset, y: bottom },
          { x: inset, y: top },
          { x: 0, y: top },
        ]
      : [
          { x: 0, y: 0 },
          { x: width, y: 0 },
          { x: width, y: bottom },
          { x: 0, y: bottom },
        ];

  // Which optional rooms this hall has, then drop the rest that do not fit, last first.
  let rooms = ROOMS.filter(
    (r) =>
      !r.optional ||
      (r.kind === 'seminar' && index % 2 === 0) ||
      (r.kind === 'restaurant' && index % 2 === 1) ||
      (r.kind === 'cafe' && index % 2 === 0) ||
      r.kind === 'firstAid',
  );
  const room = { from: inset + 3, to: width - inset - 3 };
  const span = (list: typeof rooms) => list.reduce((sum, r) => sum + r.w, 0) + GAP * (list.length - 1);
  while (span(rooms) > room.to - room.from) {
    const drop = rooms.map((r) => Boolean(r.optional)).lastIndexOf(true);
    if (drop < 0) break;
    rooms = rooms.filter((_, i) => i !== drop);
  }
  const spare = Math.max(0, room.to - room.from - span(rooms));
  const gap = rooms.length > 1 ? GAP + spare / (rooms.length - 1) : 0;
  const features: HallFeature[] = [];
  let x = room.from;
  let seminar = 0;
  for (const r of rooms) {
    if (x + r.w > room.to + 1e-9) break;
    const label = r.kind === 'seminar' ? String.fromCharCode(65 + seminar++) : null;
    features.push({ kind: r.kind, x: round(x), y: top + ROOM_TOP, w: r.w, h: ROOM_DEPTH, label });
    x += r.w + gap;
  }

  // Doors: numbered round the hall, the main ones in the lobby's front wall.
  const front = { from: inset, to: width - inset };
  const doors: Omit<HallFeature, 'label'>[] = [
    { kind: 'entrance', x: 0, y: top / 2 - DOOR / 2, w: DOOR_DEPTH, h: DOOR },
    {
      kind: 'entrance',
      x: front.from + (front.to - front.from) / 3 - DOOR / 2,
      y: bottom - DOOR_DEPTH,
      w: DOOR,
      h: DOOR_DEPTH,
    },
    {
      kind: 'entrance',
      x: front.from + ((front.to - front.from) * 2) / 3 - DOOR / 2,
      y: bottom - DOOR_DEPTH,
      w: DOOR,
      h: DOOR_DEPTH,
    },
    { kind: 'entrance', x: width - DOOR_DEPTH, y: top / 2 - DOOR / 2, w: DOOR_DEPTH, h: DOOR },
  ];
  features.push(
    ...doors.map((d, i) => ({
      ...d,
      x: round(d.x),
      y: round(d.y),
      label: String(i + 1),
    })),
  );
  return {
    width,
    height: bottom,
    outline: hallOutlineSchema.parse(outline),
    features: hallFeaturesSchema.parse(features),
  };
}

function round(n: number) {
  return Math.round(n * 10) / 10;
}

/** The demo fair's halls get their lobby, doors and facilities (halls that have some keep them). */
async function seedHallFeatures(db: Db) {
  const exhibitionId = LIMITS.defaultExhibitionId;
  const plans = await db
    .select()
    .from(hallPlans)
    .where(eq(hallPlans.exhibitionId, exhibitionId))
    .orderBy(hallPlans.hall);
  for (const [index, plan] of plans.entries()) {
    if (plan.features.length > 0 || plan.outline) continue;
    const layout = hallLayout(plan.width, plan.height, index);
    await db
      .update(hallPlans)
      .set(layout)
      .where(and(eq(hallPlans.exhibitionId, exhibitionId), eq(hallPlans.hall, plan.hall)));
  }
}

export const demoHallFeaturesStep = { name: 'demo-hall-features', run: seedHallFeatures };
