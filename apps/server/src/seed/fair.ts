import { defaultPricePlan, FAIR } from '@cidpex/contracts';
import type { Db } from '../db/client';
import { boothPricePlans, fairEditions } from '../db/schema';
import { HALLS } from './dict-data';

/**
 * Reference data: the 32nd fair, the current edition (spec §1). Registration opened on
 * 15 January 2024 and has no closing moment set: it stays open until the organizer closes
 * it in the console (`/organizer/fair`), so the README's walk, which pre-registers a buyer,
 * works on the demo data (docs/decisions.md "Fair editions and phases").
 */
export const FAIR_32 = {
  id: FAIR.exhibitionId,
  edition: FAIR.edition,
  nameZhHans: '第32届生活用纸国际科技展览会',
  nameZhHant: '第32屆生活用紙國際科技展覽會',
  nameEn: '32nd Tissue Paper International Technology Exhibition',
  startDate: FAIR.startDate,
  endDate: FAIR.endDate,
  openTime: FAIR.openTime,
  closeTime: FAIR.closeTime,
  timeZone: FAIR.timeZone,
  cityZhHans: '中国·南京',
  cityZhHant: '中國·南京',
  cityEn: 'Nanjing, China',
  venueZhHans: '南京国际博览中心',
  venueZhHant: '南京國際博覽中心',
  venueEn: 'Nanjing International Expo Center',
  halls: HALLS.map(([code]) => code).filter((code) => /^H\d+$/.test(code)),
  registrationOpensAt: new Date('2024-01-15T00:00:00+08:00'),
  registrationClosesAt: null,
  isCurrent: true,
} satisfies typeof fairEditions.$inferInsert;

export const fairEditionsSeed = {
  name: 'fair-editions',
  run: async (db: Db) => {
    await db.insert(fairEditions).values(FAIR_32).onConflictDoNothing();
  },
};

/**
 * Reference data: the 32nd fair's booth price plan, today's BOOTH_RULES (RMB 12,800 a standard
 * booth, RMB 1,280/m² raw space from 36 m², corners +20 %, one staff pass per 3 m²), so
 * nothing priced before the organizer could edit the plan changes.
 */
export const boothPricePlanSeed = {
  name: 'booth-price-plan',
  run: async (db: Db) => {
    const plan = defaultPricePlan(FAIR.exhibitionId);
    await db
      .insert(boothPricePlans)
      .values({
        exhibitionId: FAIR.exhibitionId,
        types: plan.types.map(({ type, unitPrice, minArea, cornerSurchargePercent }) => ({
          type,
          unitPrice,
          minArea,
          cornerSurchargePercent,
        })),
        m2PerStaffPass: plan.m2PerStaffPass,
      })
      .onConflictDoNothing();
  },
};
