import type { StaffPass, StaffPassList, staffPassBody } from '@cidpex/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertContentRole, assertMember, findEnterprise } from '../enterprises';
import { boothSize } from './booths.service';
import { currentPlan, passesUnder } from './price-plan.service';
import * as repo from './staff-passes.repository';

/*
 * Staff passes (spec §2 staffAddressList; fair-facts: one per 3 m² of booth, at least two):
 * the members of an exhibiting enterprise see them; its administrator or operator names,
 * changes and removes them. The limit follows the booths sold to the enterprise.
 */

type Body = z.output<typeof staffPassBody>;

function toPass(row: repo.StaffPassRow): StaffPass {
  return {
    id: row.id,
    passNo: row.passNo,
    name: row.name,
    jobTitle: row.jobTitle,
    mobile: row.mobile,
    createdAt: row.createdAt.toISOString(),
  };
}

async function boothsOf(db: Db, exhibitionId: number, enterpriseId: number, lock = false) {
  const exhibitor = await repo.exhibitorOf(db, exhibitionId, enterpriseId, lock);
  const sold = exhibitor ? await repo.soldBooths(db, exhibitor.id) : [];
  const area = sold.reduce((sum, b) => sum + boothSize(b), 0);
  const plan = await currentPlan(db, exhibitionId);
  return { sold, area, limit: sold.length > 0 ? passesUnder(plan, area) : 0 };
}

/** GET staffPasses: the enterprise's booths, the passes they give and the named ones. */
export async function passList(db: Db, caller: SignedInCaller, exhibitionId: number): Promise<StaffPassList> {
  const { enterpriseId } = await assertMember(db, caller.userId, undefined, caller.locale);
  const [{ sold, area, limit }, rows, enterprise] = await Promise.all([
    boothsOf(db, exhibitionId, enterpriseId),
    repo.passesOf(db, exhibitionId, enterpriseId),
    findEnterprise(db, enterpriseId),
  ]);
  return {
    enterpriseName: (caller.locale === 'en' && enterprise?.nameEn) || enterprise?.name || '',
    booths: sold.map((b) => ({ boothNo: b.boothNo, hall: b.hall, size: boothSize(b) })),
    boothArea: area,
    limit,
    passes: rows.map(toPass),
  };
}

/** POST staffPasses: names one more pass while the booths give one; the same mobile answers its pass. */
export async function addPass(db: Db, caller: SignedInCaller, exhibitionId: number, body: Body) {
  const { enterpriseId } = await assertContentRole(db, caller.userId, undefined, caller.locale);
  return db.transaction(async (tx) => {
    const { sold, limit } = await boothsOf(tx, exhibitionId, enterpriseId, true);
    if (sold.length === 0) throw new AppError('STAFF_PASS_NO_BOOTH');
    const same = await repo.findPassByMobile(tx, exhibitionId, enterpriseId, body.mobile);
    if (same) return toPass(same);
    if ((await repo.countPasses(tx, exhibitionId, enterpriseId)) >= limit) {
      throw new AppError('STAFF_PASS_LIMIT', { max: limit });
    }
    const row = await repo.insertPass(tx, { ...body, exhibitionId, enterpriseId, createdBy: caller.userId });
    return toPass(row);
  });
}

async function ownPass(db: Db, caller: SignedInCaller, id: number) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const row = await repo.findPass(db, id);
  if (!row) throw new AppError('STAFF_PASS_NOT_FOUND');
  if (row.enterpriseId !== membership.enterpriseId) throw new AppError('NOT_ENTERPRISE_STAFF');
  return row;
}

/** PUT staffPasses/{id}: corrects the name, title or mobile of one of the enterprise's passes. */
export async function changePass(db: Db, caller: SignedInCaller, id: number, body: Body) {
  const row = await ownPass(db, caller, id);
  const same = await repo.findPassByMobile(db, row.exhibitionId, row.enterpriseId, body.mobile);
  if (same && same.id !== id) throw new AppError('STAFF_PASS_MOBILE_TAKEN');
  const saved = await repo.updatePass(db, id, row.enterpriseId, body);
  if (!saved) throw new AppError('STAFF_PASS_NOT_FOUND');
  return toPass(saved);
}

/** DELETE staffPasses/{id}: gives a pass back. */
export async function removePass(db: Db, caller: SignedInCaller, id: number) {
  const row = await ownPass(db, caller, id);
  if (!(await repo.deletePass(db, id, row.enterpriseId))) throw new AppError('STAFF_PASS_NOT_FOUND');
  return { ok: true as const };
}
