import { z } from 'zod';
import { BOOTH_RULES, BOOTH_TYPES, type BoothType } from './booth-rules';

/*
 * The booth price plan of a fair edition (issue 19, organizer side): the booth types on offer
 * with their price (integer fen, CNY), minimum area and corner surcharge, and how many m² of
 * booth give one staff pass. The organizer edits it at /organizer/pricePlan; the server keeps
 * one row per edition and, before the first save, answers the defaults below (today's
 * BOOTH_RULES). A booth request and a contract keep the price they were made with.
 * fair-facts.md names no early-bird price, so the plan has none.
 */

/** How a type is priced: a standard booth by the piece (3×3 m), raw space by m². */
export const BOOTH_PRICE_UNITS = { standard: 'booth', raw: 'm2' } as const satisfies Record<
  BoothType,
  'booth' | 'm2'
>;

export const PRICE_PLAN_LIMITS = {
  /** Fen: RMB 1 … RMB 1,000,000 per booth or per m². */
  minUnitPrice: 100,
  maxUnitPrice: 100_000_000,
  maxCornerSurchargePercent: 100,
  minM2PerStaffPass: 1,
  maxM2PerStaffPass: 100,
} as const;

export const planBoothTypeSchema = z
  .object({
    type: z.enum(BOOTH_TYPES),
    /** Fen per standard booth (of BOOTH_RULES.standardArea m²) or per m² of raw space. */
    unitPrice: z
      .number({ message: 'PRICE_PLAN_PRICE' })
      .int('PRICE_PLAN_PRICE')
      .min(PRICE_PLAN_LIMITS.minUnitPrice, 'PRICE_PLAN_PRICE')
      .max(PRICE_PLAN_LIMITS.maxUnitPrice, 'PRICE_PLAN_PRICE'),
    /** m²: a standard booth's area is a multiple of 9; raw space from 36 m² by default. */
    minArea: z
      .number({ message: 'PRICE_PLAN_MIN_AREA' })
      .int('PRICE_PLAN_MIN_AREA')
      .min(BOOTH_RULES.standardArea, 'PRICE_PLAN_MIN_AREA')
      .max(BOOTH_RULES.rawMaxArea, 'PRICE_PLAN_MIN_AREA'),
    cornerSurchargePercent: z
      .number({ message: 'PRICE_PLAN_CORNER' })
      .int('PRICE_PLAN_CORNER')
      .min(0, 'PRICE_PLAN_CORNER')
      .max(PRICE_PLAN_LIMITS.maxCornerSurchargePercent, 'PRICE_PLAN_CORNER'),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'standard' && v.minArea % BOOTH_RULES.standardArea !== 0)
      ctx.addIssue({ code: 'custom', path: ['minArea'], message: 'PRICE_PLAN_MIN_AREA' });
  });
export type PlanBoothType = z.infer<typeof planBoothTypeSchema>;

/** PUT organizer/exhibitorServices/pricePlan: the whole plan; a type left out is no longer offered. */
export const pricePlanBody = z
  .object({
    types: z.array(planBoothTypeSchema).min(1, 'PRICE_PLAN_EMPTY').max(BOOTH_TYPES.length),
    m2PerStaffPass: z
      .number({ message: 'PRICE_PLAN_STAFF_PASS' })
      .int('PRICE_PLAN_STAFF_PASS')
      .min(PRICE_PLAN_LIMITS.minM2PerStaffPass, 'PRICE_PLAN_STAFF_PASS')
      .max(PRICE_PLAN_LIMITS.maxM2PerStaffPass, 'PRICE_PLAN_STAFF_PASS'),
    /** The version read; a plan saved meanwhile by someone else is refused. */
    version: z.number().int().min(0),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.types.forEach((t, i) => {
      if (seen.has(t.type))
        ctx.addIssue({ code: 'custom', path: ['types', i, 'type'], message: 'PRICE_PLAN_TYPE_TWICE' });
      seen.add(t.type);
    });
  });
export type PricePlanBody = z.input<typeof pricePlanBody>;

export const boothPricePlanSchema = z.object({
  exhibitionId: z.number().int(),
  currency: z.literal('CNY'),
  types: z.array(
    z.object({
      type: z.enum(BOOTH_TYPES),
      unit: z.enum(['booth', 'm2']),
      unitPrice: z.number().int(),
      minArea: z.number().int(),
      cornerSurchargePercent: z.number().int(),
    }),
  ),
  m2PerStaffPass: z.number().int(),
  minStaffPasses: z.number().int(),
  holdMinutes: z.number().int(),
  /** 0 before the organizer first saved it (today's defaults). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type BoothPricePlan = z.infer<typeof boothPricePlanSchema>;
export type BoothPricePlanType = BoothPricePlan['types'][number];

/** The plan before any save: today's BOOTH_RULES. */
export function defaultPricePlan(exhibitionId: number): BoothPricePlan {
  return {
    exhibitionId,
    currency: 'CNY',
    types: BOOTH_TYPES.map((type) => ({
      type,
      unit: BOOTH_PRICE_UNITS[type],
      unitPrice: type === 'standard' ? BOOTH_RULES.standardPrice : BOOTH_RULES.rawPricePerM2,
      minArea: type === 'standard' ? BOOTH_RULES.standardArea : BOOTH_RULES.rawMinArea,
      cornerSurchargePercent: BOOTH_RULES.cornerSurchargePercent,
    })),
    m2PerStaffPass: BOOTH_RULES.m2PerStaffPass,
    minStaffPasses: BOOTH_RULES.minStaffPasses,
    holdMinutes: BOOTH_RULES.holdMinutes,
    version: 0,
    updatedAt: null,
  };
}

/**
 * Price of a booth in fen under a plan type: a standard booth by the piece (pro rata for a
 * double booth), raw space by m²; a corner adds the type's surcharge.
 */
export function planBoothPrice(
  t: Pick<BoothPricePlanType, 'unit' | 'unitPrice' | 'cornerSurchargePercent'>,
  areaM2: number,
  corner: boolean,
): number {
  const base =
    t.unit === 'booth' ? Math.round((t.unitPrice * areaM2) / BOOTH_RULES.standardArea) : t.unitPrice * areaM2;
  return corner ? Math.round((base * (100 + t.cornerSurchargePercent)) / 100) : base;
}
