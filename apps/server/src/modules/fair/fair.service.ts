import {
  type FairEdition,
  type FairPhasesBody,
  fairPhase,
  isRegistrationOpen,
  type Locale,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repo from './fair.repository';

/**
 * The fair edition, read by every domain through this one service (docs/decisions.md "Fair
 * editions and phases"). The current edition is asked for on many requests, so it is kept
 * for CURRENT_TTL_MS per database; a change made here clears it at once, a change made by
 * another process shows within that time.
 */
const CURRENT_TTL_MS = 5_000;
const currentCache = new WeakMap<Db, { at: number; row: repo.FairRow }>();

export function clearFairCache(db: Db): void {
  currentCache.delete(db);
}

async function currentRow(db: Db): Promise<repo.FairRow> {
  const hit = currentCache.get(db);
  if (hit && Date.now() - hit.at < CURRENT_TTL_MS) return hit.row;
  const row = await repo.findCurrent(db);
  if (!row) throw new AppError('FAIR_NOT_FOUND');
  currentCache.set(db, { at: Date.now(), row });
  return row;
}

const pick = (row: repo.FairRow, locale: Locale, field: 'name' | 'city' | 'venue') =>
  locale === 'en' ? row[`${field}En`] : locale === 'zh-Hant' ? row[`${field}ZhHant`] : row[`${field}ZhHans`];

export function toFairEdition(row: repo.FairRow, locale: Locale, now: Date = new Date()): FairEdition {
  return {
    id: row.id,
    edition: row.edition,
    name: pick(row, locale, 'name'),
    nameZhHans: row.nameZhHans,
    nameZhHant: row.nameZhHant,
    nameEn: row.nameEn,
    city: pick(row, locale, 'city'),
    venue: pick(row, locale, 'venue'),
    venueZhHans: row.venueZhHans,
    venueZhHant: row.venueZhHant,
    venueEn: row.venueEn,
    startDate: row.startDate,
    endDate: row.endDate,
    openTime: row.openTime,
    closeTime: row.closeTime,
    timeZone: row.timeZone,
    halls: row.halls,
    registrationOpensAt: row.registrationOpensAt?.toISOString() ?? null,
    registrationClosesAt: row.registrationClosesAt?.toISOString() ?? null,
    isCurrent: row.isCurrent,
    phase: fairPhase(row, now),
    registrationOpen: isRegistrationOpen(row, now),
  };
}

/** The current fair edition in the caller's language, with its phase now. */
export async function currentFair(db: Db, locale: Locale = 'zh-Hans'): Promise<FairEdition> {
  return toFairEdition(await currentRow(db), locale);
}

/** The id every fair-scoped row of the current fair carries. */
export async function currentExhibitionId(db: Db): Promise<number> {
  return (await currentRow(db)).id;
}

/** One edition (current or not); refused when there is no such fair. */
export async function fairById(db: Db, id: number, locale: Locale = 'zh-Hans'): Promise<FairEdition> {
  const current = currentCache.get(db);
  const row = current?.row.id === id ? current.row : await repo.findById(db, id);
  if (!row) throw new AppError('FAIR_NOT_FOUND');
  return toFairEdition(row, locale);
}

export async function listFairs(db: Db, locale: Locale): Promise<FairEdition[]> {
  const now = new Date();
  return (await repo.listAll(db)).map((row) => toFairEdition(row, locale, now));
}

const formatMoment = (at: Date, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'zh-Hant' ? 'zh-TW' : 'zh-CN', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(at);

/**
 * Refuses a visitor pre-registration outside the registration window of the fair (the
 * current one unless named), with the moment it opens or closed in the caller's language.
 */
export async function assertRegistrationOpen(
  db: Db,
  locale: Locale,
  exhibitionId?: number,
  now: Date = new Date(),
): Promise<void> {
  const current = await currentRow(db);
  const row =
    exhibitionId === undefined || exhibitionId === current.id
      ? current
      : await repo.findById(db, exhibitionId);
  if (!row) throw new AppError('FAIR_NOT_FOUND');
  if (isRegistrationOpen(row, now)) return;
  const fair = pick(row, locale, 'name');
  const opens = row.registrationOpensAt;
  if (!opens || now < opens) {
    throw new AppError('REGISTRATION_NOT_OPEN', {
      fair,
      opensAt: opens ? formatMoment(opens, row.timeZone, locale) : '—',
    });
  }
  throw new AppError('REGISTRATION_CLOSED', {
    fair,
    closesAt: formatMoment(row.registrationClosesAt ?? now, row.timeZone, locale),
  });
}

/** Organizer: sets the registration window and the fair days of an edition. */
export async function updatePhases(
  db: Db,
  organizerId: number,
  id: number,
  body: FairPhasesBody,
  locale: Locale,
): Promise<FairEdition> {
  const row = await repo.updatePhases(db, id, {
    registrationOpensAt: body.registrationOpensAt ? new Date(body.registrationOpensAt) : null,
    registrationClosesAt: body.registrationClosesAt ? new Date(body.registrationClosesAt) : null,
    startDate: body.startDate,
    endDate: body.endDate,
    openTime: body.openTime,
    closeTime: body.closeTime,
    updatedBy: organizerId,
  });
  if (!row) throw new AppError('FAIR_NOT_FOUND');
  clearFairCache(db);
  return toFairEdition(row, locale);
}

/** Organizer: the next fair becomes the current one (every page and call follows it). */
export async function makeCurrent(db: Db, id: number, locale: Locale): Promise<FairEdition> {
  if (!(await repo.findById(db, id))) throw new AppError('FAIR_NOT_FOUND');
  await repo.makeCurrent(db, id);
  clearFairCache(db);
  return fairById(db, id, locale);
}
