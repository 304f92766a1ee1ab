import { randomInt } from 'node:crypto';
import {
  formatGiftCode,
  GIFTCARD_ALPHABET,
  GIFTCARD_CODE_LENGTH,
  GIFTCARD_LIMITS,
  type GiftBatch,
  type GiftBatchBody,
  type GiftCodePage,
  type GiftCodeQuery,
  type GiftPrize,
  type GiftRedeemResult,
  type GiftRedemption,
  isWellFormedGiftCode,
  normalizeGiftCode,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { peopleByIds } from '../accounts';
import * as repo from './giftcards.repository';

/** A fresh claim code: 16 characters drawn with the CSPRNG from a 32-letter alphabet (80 bits). */
export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFTCARD_CODE_LENGTH; i++)
    code += GIFTCARD_ALPHABET[randomInt(0, GIFTCARD_ALPHABET.length)];
  return code;
}

function prizeOf(batch: repo.BatchRow): GiftPrize {
  return { 'zh-Hans': batch.prizeZhHans, 'zh-Hant': batch.prizeZhHant, en: batch.prizeEn };
}

function toBatch(batch: repo.BatchRow, redeemed: number): GiftBatch {
  return {
    id: batch.id,
    prize: prizeOf(batch),
    count: batch.count,
    redeemed,
    createdAt: batch.createdAt.toISOString(),
  };
}

async function answer(db: Db, code: { code: string; batchId: number; redeemedAt: Date | null }) {
  const batch = await repo.findBatch(db, code.batchId);
  if (!batch || !code.redeemedAt) throw new AppError('GIFTCARD_INVALID');
  return {
    code: formatGiftCode(code.code),
    batchId: batch.id,
    prize: prizeOf(batch),
    redeemedAt: code.redeemedAt.toISOString(),
  };
}

/**
 * Redeems a claim code for the user. The code is taken by a conditional update, so two
 * people sending it at once cannot both win. The same person sending it again (a retry)
 * sees the prize again; anybody else, and any unknown code, gets the one "invalid" message
 * (spec §8), which tells a guesser nothing. Wrong codes are counted per user and per IP
 * address: past the limit every attempt is refused for the rest of the window.
 */
export async function redeem(db: Db, userId: number, ip: string, typed: string): Promise<GiftRedeemResult> {
  const since = new Date(Date.now() - GIFTCARD_LIMITS.windowMinutes * 60_000);
  const failures = await repo.failuresSince(db, userId, ip, since);
  if (
    failures.user >= GIFTCARD_LIMITS.maxFailuresPerUser ||
    failures.ip >= GIFTCARD_LIMITS.maxFailuresPerIp
  ) {
    throw new AppError('GIFTCARD_TOO_MANY', { minutes: GIFTCARD_LIMITS.windowMinutes });
  }
  const code = normalizeGiftCode(typed);
  if (isWellFormedGiftCode(code)) {
    const won = await repo.claim(db, code, userId);
    if (won) {
      await repo.recordAttempt(db, userId, ip, true);
      return { ...(await answer(db, won)), alreadyYours: false };
    }
    const known = await repo.findCode(db, code);
    if (known && known.redeemedBy === userId && known.redeemedAt) {
      return { ...(await answer(db, known)), alreadyYours: true };
    }
  }
  await repo.recordAttempt(db, userId, ip, false);
  throw new AppError('GIFTCARD_INVALID');
}

export async function mine(db: Db, userId: number): Promise<GiftRedemption[]> {
  const rows = await repo.myRedemptions(db, userId);
  return rows.map(({ code, batch }) => ({
    code: formatGiftCode(code.code),
    batchId: batch.id,
    prize: prizeOf(batch),
    redeemedAt: (code.redeemedAt ?? new Date(0)).toISOString(),
  }));
}

// ── organizer ──

export async function createBatch(
  db: Db,
  exhibitionId: number,
  body: GiftBatchBody,
  organizerId: number,
): Promise<GiftBatch> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const codes = new Set<string>();
    while (codes.size < body.count) codes.add(newGiftCode());
    try {
      const row = await repo.insertBatch(
        db,
        {
          exhibitionId,
          prizeZhHans: body.prize['zh-Hans'],
          prizeZhHant: body.prize['zh-Hant'],
          prizeEn: body.prize.en,
          count: body.count,
          createdBy: organizerId,
        },
        [...codes],
      );
      return toBatch(row, 0);
    } catch (err) {
      // A code drawn that already exists in an earlier batch (2^80 codes): draw the batch again.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError('CONFLICT');
}

export async function batches(db: Db, exhibitionId: number): Promise<GiftBatch[]> {
  const rows = await repo.listBatches(db, exhibitionId);
  return rows.map(({ batch, redeemed }) => toBatch(batch, Number(redeemed)));
}

export async function codes(db: Db, batchId: number, query: GiftCodeQuery): Promise<GiftCodePage> {
  const batch = await repo.findBatch(db, batchId);
  if (!batch) throw new AppError('GIFTCARD_BATCH_NOT_FOUND');
  const [{ rows, total }, redeemed] = await Promise.all([
    repo.pageCodes(db, batchId, query),
    repo.redeemedCount(db, batchId),
  ]);
  const people = await peopleByIds(
    db,
    rows.flatMap((r) => (r.redeemedBy === null ? [] : [r.redeemedBy])),
  );
  return {
    batch: toBatch(batch, redeemed),
    rows: rows.map((r) => {
      const person = r.redeemedBy === null ? undefined : people.get(r.redeemedBy);
      return {
        id: r.id,
        code: formatGiftCode(r.code),
        redeemedAt: r.redeemedAt?.toISOString() ?? null,
        redeemedBy:
          r.redeemedAt && person
            ? { id: person.id, name: person.name, mobile: person.mobile, email: person.email }
            : null,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
