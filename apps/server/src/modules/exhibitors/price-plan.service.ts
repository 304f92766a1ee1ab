import {
  BOOTH_PRICE_UNITS,
  BOOTH_RULES,
  type BoothPricePlan,
  type BoothPricePlanType,
  type BoothType,
  defaultPricePlan,
  type PricePlan,
  type PricePlanBody,
  planBoothPrice,
  staffPasses,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repo from './price-plan.repository';

/*
 * The booth price plan of a fair edition (issue 19, organizer side). Every price quoted for a
 * booth (the plan, a hold, an append or exchange) is read from here; what was quoted is stored
 * on the booth request and copied into the contract, so a later change of the plan never
 * alters a request or a contract already made (docs/decisions.md "Booth price plan").
 */

type StoredType = Pick<BoothPricePlanType, 'type' | 'unitPrice' | 'minArea' | 'cornerSurchargePercent'>;

function toPlan(exhibitionId: number, row: repo.PricePlanRow | undefined): BoothPricePlan {
  if (!row) return defaultPricePlan(exhibitionId);
  return {
    ...defaultPricePlan(exhibitionId),
    types: (row.types as StoredType[]).map((t) => ({ ...t, unit: BOOTH_PRICE_UNITS[t.type] })),
    m2PerStaffPass: row.m2PerStaffPass,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The plan of the edition (its defaults before the organizer's first save). */
export async function currentPlan(db: Db, exhibitionId: number): Promise<BoothPricePlan> {
  return toPlan(exhibitionId, await repo.findPlan(db, exhibitionId));
}

export const planTypeOf = (plan: BoothPricePlan, type: string) => plan.types.find((t) => t.type === type);

/** Price in fen of a booth under the plan; null when its type is not offered. */
export function priceUnder(
  plan: BoothPricePlan,
  booth: { boothType: string; corner: boolean },
  size: number,
): number | null {
  const t = planTypeOf(plan, booth.boothType);
  return t ? planBoothPrice(t, size, booth.corner) : null;
}

/** The type's price rules, refused when the organizer no longer offers the type. */
export function offeredType(plan: BoothPricePlan, type: string): BoothPricePlanType {
  const t = planTypeOf(plan, type);
  if (!t) throw new AppError('BOOTH_TYPE_NOT_OFFERED');
  return t;
}

/** Staff passes of a booth area at the edition's rate. */
export const passesUnder = (plan: BoothPricePlan, m2: number) => staffPasses(m2, plan.m2PerStaffPass);

/** The plan in the shape of boothContractTerms/availablePricePlan (spec §7). */
export function asPricePlans(plan: BoothPricePlan): PricePlan[] {
  return plan.types.map((t) => ({
    type: t.type,
    currency: 'CNY' as const,
    unitPrice: t.unitPrice,
    unit: t.unit,
    minArea: t.minArea,
    cornerSurchargePercent: t.cornerSurchargePercent,
    holdMinutes: BOOTH_RULES.holdMinutes,
  }));
}

/**
 * Organizer: saves the whole plan from the version read. A type left out is no longer offered,
 * refused while any booth of it is sold, held or requested. Booth requests and contracts keep
 * the prices they were made with.
 */
export async function savePlan(
  db: Db,
  organizerId: number,
  exhibitionId: number,
  body: PricePlanBody & { types: StoredType[] },
  now = new Date(),
): Promise<BoothPricePlan> {
  const row = await db.transaction(async (tx) => {
    await repo.lockPlanAlone(tx, exhibitionId);
    const current = await currentPlan(tx, exhibitionId);
    if (current.version !== body.version) throw new AppError('PRICE_PLAN_STALE');
    const kept = new Set<string>(body.types.map((t) => t.type));
    const removed = current.types.map((t) => t.type).filter((t) => !kept.has(t));
    const inUse = await repo.boothsInUse(tx, exhibitionId, removed, now);
    if (inUse > 0) throw new AppError('PRICE_PLAN_TYPE_IN_USE', { count: inUse });
    const values = {
      types: body.types.map(({ type, unitPrice, minArea, cornerSurchargePercent }) => ({
        type: type as BoothType,
        unitPrice,
        minArea,
        cornerSurchargePercent,
      })),
      m2PerStaffPass: body.m2PerStaffPass,
      updatedBy: organizerId,
    };
    return body.version === 0
      ? await repo.insertPlan(tx, exhibitionId, values)
      : await repo.updatePlan(tx, exhibitionId, body.version, values);
  });
  if (!row) throw new AppError('PRICE_PLAN_STALE');
  return toPlan(exhibitionId, row);
}
