import type { BoothBinding, BoothBindingBoard, BoothBindingBody } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertAdmin, assertMember, enterpriseMembers } from '../enterprises';
import { currentFair } from '../fair';
import * as repo from './booth-binding.repository';
import { boothSize } from './booths.service';
import { currentPlan, passesUnder } from './price-plan.service';
import * as passRepo from './staff-passes.repository';

/*
 * Booth binding (issue 19, /exhibitor/boothBinding): the enterprise administrator puts its
 * members on its sold booths per fair day; every member reads the board. A booth admits as
 * many people a day as it gives staff passes (fair-facts: about one per 3 m², at least two).
 */

/** The fair's days, YYYY-MM-DD, first to last. */
export function fairDays(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const d = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  while (d <= end && days.length < 31) {
    days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

async function soldOf(db: Db, exhibitionId: number, enterpriseId: number, lock = false) {
  const exhibitor = await passRepo.exhibitorOf(db, exhibitionId, enterpriseId, lock);
  return exhibitor ? passRepo.soldBooths(db, exhibitor.id) : [];
}

function toBinding(row: repo.BindingRow, names: Map<number, string>): BoothBinding {
  return {
    id: row.id,
    boothId: row.boothId,
    userId: row.userId,
    name: names.get(row.userId) ?? '',
    day: row.day,
  };
}

async function staffOf(db: Db, enterpriseId: number) {
  const members = await enterpriseMembers(db, enterpriseId);
  return members.map((m) => ({ userId: m.userId, name: m.name ?? '', role: m.role }));
}

/** GET boothBinding: the enterprise's sold booths, fair days, members and who is where. */
export async function board(db: Db, caller: SignedInCaller): Promise<BoothBindingBoard> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const fair = await currentFair(db, caller.locale);
  const [sold, staff, rows, plan] = await Promise.all([
    soldOf(db, fair.id, membership.enterpriseId),
    staffOf(db, membership.enterpriseId),
    repo.bindingsOf(db, fair.id, membership.enterpriseId),
    currentPlan(db, fair.id),
  ]);
  const names = new Map(staff.map((s) => [s.userId, s.name]));
  return {
    canEdit: membership.role === 'admin',
    days: fairDays(fair.startDate, fair.endDate),
    booths: sold.map((b) => ({
      id: b.id,
      boothNo: b.boothNo,
      hall: b.hall,
      size: boothSize(b),
      limit: passesUnder(plan, boothSize(b)),
    })),
    staff,
    bindings: rows.map((r) => toBinding(r, names)),
  };
}

/** POST boothBinding (administrator): one member on one booth on one day; the same again answers the first. */
export async function bind(db: Db, caller: SignedInCaller, body: BoothBindingBody): Promise<BoothBinding> {
  const { enterpriseId } = await assertAdmin(db, caller.userId, undefined, caller.locale);
  const fair = await currentFair(db, caller.locale);
  if (!fairDays(fair.startDate, fair.endDate).includes(body.day)) throw new AppError('BOOTH_BINDING_DAY');
  const staff = await staffOf(db, enterpriseId);
  const names = new Map(staff.map((s) => [s.userId, s.name]));
  if (!names.has(body.userId)) throw new AppError('BOOTH_BINDING_NOT_STAFF');
  return db.transaction(async (tx) => {
    const sold = await soldOf(tx, fair.id, enterpriseId, true);
    const booth = sold.find((b) => b.id === body.boothId);
    if (!booth) throw new AppError('BOOTH_BINDING_BOOTH');
    const same = await repo.findSame(tx, body.boothId, body.userId, body.day);
    if (same) return toBinding(same, names);
    const max = passesUnder(await currentPlan(tx, fair.id), boothSize(booth));
    if ((await repo.countOnDay(tx, body.boothId, body.day)) >= max) {
      throw new AppError('BOOTH_BINDING_LIMIT', { max });
    }
    const row =
      (await repo.insertBinding(tx, {
        ...body,
        exhibitionId: fair.id,
        enterpriseId,
        createdBy: caller.userId,
      })) ?? (await repo.findSame(tx, body.boothId, body.userId, body.day));
    if (!row) throw new AppError('BOOTH_BINDING_NOT_FOUND');
    return toBinding(row, names);
  });
}

/** DELETE boothBinding/{id} (administrator). */
export async function unbind(db: Db, caller: SignedInCaller, id: number) {
  const { enterpriseId } = await assertAdmin(db, caller.userId, undefined, caller.locale);
  const row = await repo.findBinding(db, id);
  if (!row || row.enterpriseId !== enterpriseId) throw new AppError('BOOTH_BINDING_NOT_FOUND');
  if (!(await repo.deleteBinding(db, id, enterpriseId))) throw new AppError('BOOTH_BINDING_NOT_FOUND');
  return { ok: true as const };
}
