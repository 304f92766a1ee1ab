import {
  AD_POSITIONS,
  AD_TRANSITIONS,
  type AdPosition,
  type AdRequest,
  type AdState,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertContentRole, assertMember } from '../enterprises';
import { enterpriseNames } from './booths.service';
import * as repo from './services.repository';

/* Advertising requests (spec §4: revocable until reviewed): pending → approved | rejected | revoked. */

function toAd(row: repo.AdRow): AdRequest {
  return {
    id: row.id,
    position: row.position as AdPosition,
    quantity: row.quantity,
    price: row.price,
    note: row.note,
    status: row.status as AdState,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requestAd(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  body: { position: AdPosition; quantity: number; note: string },
) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const row = await repo.insertAd(db, {
    exhibitionId,
    enterpriseId: membership.enterpriseId,
    position: body.position,
    quantity: body.quantity,
    price: AD_POSITIONS[body.position] * body.quantity,
    note: body.note,
    requestedBy: caller.userId,
  });
  return toAd(row);
}

async function ownAd(db: Db, caller: SignedInCaller, id: number, write: boolean) {
  const membership = write
    ? await assertContentRole(db, caller.userId, undefined, caller.locale)
    : await assertMember(db, caller.userId, undefined, caller.locale);
  const row = await repo.findAd(db, id);
  if (!row || row.enterpriseId !== membership.enterpriseId) throw new AppError('AD_NOT_FOUND');
  return row;
}

export async function adById(db: Db, caller: SignedInCaller, id: number) {
  return toAd(await ownAd(db, caller, id, false));
}

export async function myAds(db: Db, caller: SignedInCaller, exhibitionId: number) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  return (await repo.adsOf(db, exhibitionId, membership.enterpriseId)).map(toAd);
}

/** Revoke: only while still pending (a concurrent review wins: the conditional update finds nothing). */
export async function revokeAd(db: Db, caller: SignedInCaller, id: number) {
  const row = await ownAd(db, caller, id, true);
  const updated = await repo.adStates.update(db, row.id, AD_TRANSITIONS.revoke.from, {
    status: AD_TRANSITIONS.revoke.to,
  });
  if (!updated) throw new AppError('AD_STATE');
  return toAd(updated);
}

export async function reviewAd(
  db: Db,
  organizerId: number,
  id: number,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
) {
  const row = await repo.findAd(db, id);
  if (!row) throw new AppError('AD_NOT_FOUND');
  const rule = AD_TRANSITIONS[decision.action];
  const updated = await repo.adStates.update(db, row.id, rule.from, {
    status: rule.to,
    reason: decision.action === 'reject' ? decision.reason : null,
    decidedBy: organizerId,
  });
  if (!updated) throw new AppError('AD_STATE');
  return toAd(updated);
}

export async function pendingAds(db: Db, exhibitionId: number) {
  const rows = await repo.pendingAds(db, exhibitionId);
  const names = await enterpriseNames(
    db,
    rows.map((r) => r.enterpriseId),
  );
  return rows.map((r) => ({ ...toAd(r), enterpriseName: names.get(r.enterpriseId) ?? '' }));
}
