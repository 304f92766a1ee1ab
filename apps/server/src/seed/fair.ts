import { FAIR } from '@cidpex/contracts';
import type { Db } from '../db/client';
import { fairEditions } from '../db/schema';
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
