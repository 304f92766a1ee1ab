import {
  HALL_FEATURE_EDIT_LIMITS,
  type HallFeature,
  type HallLayout,
  type hallFeaturesBody,
  type PlanPoint,
} from '@cidpex/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { booths, hallPlans } from '../../db/schema/exhibitors';
import { AppError } from '../../platform/errors';

/** The walls of a plan: its own outline, else its rectangle. */
function wallsOf(plan: { width: number; height: number; outline: PlanPoint[] | null }): PlanPoint[] {
  return (
    plan.outline ?? [
      { x: 0, y: 0 },
      { x: plan.width, y: 0 },
      { x: plan.width, y: plan.height },
      { x: 0, y: plan.height },
    ]
  );
}

async function planOf(db: Db, exhibitionId: number, hall: string) {
  const [plan] = await db
    .select()
    .from(hallPlans)
    .where(and(eq(hallPlans.exhibitionId, exhibitionId), eq(hallPlans.hall, hall)))
    .limit(1);
  if (!plan) throw new AppError('FLOOR_PLAN_NOT_FOUND');
  return plan;
}

/** GET …/hallPlans/{hall}: the walls, booths and features the organizer edits. */
export async function hallLayout(db: Db, exhibitionId: number, hall: string): Promise<HallLayout> {
  const plan = await planOf(db, exhibitionId, hall);
  const rows = await db
    .select({ boothNo: booths.boothNo, x: booths.x, y: booths.y, w: booths.w, h: booths.h })
    .from(booths)
    .where(and(eq(booths.exhibitionId, exhibitionId), eq(booths.hall, hall)))
    .orderBy(asc(booths.boothNo));
  return {
    hall: plan.hall,
    width: plan.width,
    height: plan.height,
    outline: wallsOf(plan),
    booths: rows,
    features: plan.features,
  };
}

const EPS = 1e-6;

/** Distance from a point to a segment. */
function toSegment(p: PlanPoint, a: PlanPoint, b: PlanPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function edges(poly: PlanPoint[]): [PlanPoint, PlanPoint][] {
  return poly.map((p, i) => [p, poly[(i + 1) % poly.length] as PlanPoint]);
}

/** Inside the polygon or on its walls. */
export function insideWalls(p: PlanPoint, poly: PlanPoint[]): boolean {
  if (edges(poly).some(([a, b]) => toSegment(p, a, b) <= EPS)) return true;
  let inside = false;
  for (const [a, b] of edges(poly)) {
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Where a feature may stand: a room with its four corners inside the walls and no corner of the
 * walls strictly inside it (an L-shaped hall's notch); a door with its centre on a wall (within
 * `doorReach`) and its rectangle within the plan's bounds.
 */
export function placementError(
  f: HallFeature,
  walls: PlanPoint[],
): 'HALL_FEATURE_OUTSIDE' | 'HALL_FEATURE_DOOR_OFF_WALL' | null {
  const corners = [
    { x: f.x, y: f.y },
    { x: f.x + f.w, y: f.y },
    { x: f.x + f.w, y: f.y + f.h },
    { x: f.x, y: f.y + f.h },
  ];
  if (f.kind === 'entrance') {
    const maxX = Math.max(...walls.map((p) => p.x));
    const maxY = Math.max(...walls.map((p) => p.y));
    if (corners.some((c) => c.x > maxX + EPS || c.y > maxY + EPS)) return 'HALL_FEATURE_OUTSIDE';
    const centre = { x: f.x + f.w / 2, y: f.y + f.h / 2 };
    const near = Math.min(...edges(walls).map(([a, b]) => toSegment(centre, a, b)));
    return near <= HALL_FEATURE_EDIT_LIMITS.doorReach + EPS ? null : 'HALL_FEATURE_DOOR_OFF_WALL';
  }
  if (!corners.every((c) => insideWalls(c, walls))) return 'HALL_FEATURE_OUTSIDE';
  const cuts = walls.some(
    (p) => p.x > f.x + EPS && p.x < f.x + f.w - EPS && p.y > f.y + EPS && p.y < f.y + f.h - EPS,
  );
  return cuts ? 'HALL_FEATURE_OUTSIDE' : null;
}

/**
 * PUT …/hallPlans/{hall}/features: replaces the hall's doors and facilities (the public floor
 * plan reads them on its next request). A row that does not stand where it may is refused with
 * its number (1-based), and nothing is saved.
 */
export async function saveFeatures(
  db: Db,
  exhibitionId: number,
  hall: string,
  body: z.output<typeof hallFeaturesBody>,
): Promise<HallLayout> {
  const plan = await planOf(db, exhibitionId, hall);
  const walls = wallsOf(plan);
  body.features.forEach((f, i) => {
    const error = placementError(f, walls);
    if (error) throw new AppError(error, { n: i + 1 });
  });
  await db
    .update(hallPlans)
    .set({ features: body.features })
    .where(and(eq(hallPlans.exhibitionId, exhibitionId), eq(hallPlans.hall, hall)));
  return hallLayout(db, exhibitionId, hall);
}
