/* Booth types and today's price rules: the defaults (and the seed) of the stored price plan (price-plan.ts). */

/* ------------------------------------------------------------- price rules */

export const BOOTH_TYPES = ['standard', 'raw'] as const;
export type BoothType = (typeof BOOTH_TYPES)[number];
/** free | held (chosen, kept for HOLD_MINUTES) | requested (in a confirmed application) | sold. */
export const BOOTH_STATES = ['free', 'held', 'requested', 'sold'] as const;
export type BoothState = (typeof BOOTH_STATES)[number];

export const BOOTH_RULES = {
  /** A standard booth is 3×3 m. */
  standardArea: 9,
  /** Raw space starts at 36 m². */
  rawMinArea: 36,
  rawMaxArea: 2000,
  /** Price of one standard booth, fen (RMB 12,800). */
  standardPrice: 1_280_000,
  /** Price of raw space per m², fen (RMB 1,280). */
  rawPricePerM2: 128_000,
  /** Booth open on two sides: +20 %. */
  cornerSurchargePercent: 20,
  /** A chosen booth is held this long before it is free again. */
  holdMinutes: 30,
  /** Staff passes: one per 3 m² of booth, at least two. */
  m2PerStaffPass: 3,
  minStaffPasses: 2,
  maxBoothsPerEnterprise: 6,
} as const;

/** Price of a booth in fen under the default plan (the seed; the server prices from the stored plan): standard booths by the piece, raw space by m²; a corner adds the surcharge. */
export function boothPrice(type: BoothType, areaM2: number, corner: boolean): number {
  const base =
    type === 'standard'
      ? Math.round((BOOTH_RULES.standardPrice * areaM2) / BOOTH_RULES.standardArea)
      : BOOTH_RULES.rawPricePerM2 * areaM2;
  return corner ? Math.round((base * (100 + BOOTH_RULES.cornerSurchargePercent)) / 100) : base;
}

/** Staff passes of a set of booths (fair-facts: about one per 3 m²; the price plan may set another rate). */
export function staffPasses(totalM2: number, m2PerPass: number = BOOTH_RULES.m2PerStaffPass): number {
  return Math.max(BOOTH_RULES.minStaffPasses, Math.floor(totalM2 / m2PerPass));
}
