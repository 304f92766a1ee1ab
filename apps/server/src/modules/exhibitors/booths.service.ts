import {
  BOOTH_REQUEST_TRANSITIONS,
  BOOTH_RULES,
  BOOTH_STATES,
  type BoothPlan,
  type BoothPricePlan,
  type BoothRequest,
  type BoothRequestKind,
  type BoothRequestState,
  type BoothState,
  type BoothType,
  type PricePlan,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { countsFor } from '../../db/state-rows';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertContentRole, assertMember, enterprisesByIds, findEnterprise } from '../enterprises';
import { createContract } from './contracts.service';
import * as exRepo from './exhibitors.repository';
import { assignBooth, joinFair, releaseBooth } from './exhibitors.service';
import * as planRepo from './price-plan.repository';
import { asPricePlans, currentPlan, offeredType, priceUnder } from './price-plan.service';
import * as repo from './services.repository';

/*
 * Booths on the floor plan for exhibitors (issue 19): the plan with each booth's state and
 * price, a choice that holds a booth for BOOTH_RULES.holdMinutes, the requests to add or
 * exchange booths, and the organizer's hand assignment. The hold is checked on read: an
 * expired hold counts as free, so no sweeping job is needed for the plan to be right.
 */

type Booth = repo.PlanBoothRow;

export function boothState(b: Booth, now: Date): BoothState {
  if (b.exhibitorId) return 'sold';
  if (b.heldByEnterpriseId) {
    if (!b.heldUntil) return 'requested';
    if (b.heldUntil > now) return 'held';
  }
  return 'free';
}

export const boothSize = (b: Pick<Booth, 'w' | 'h'>) => Math.round(b.w * b.h);
/** The booth's price under the edition's price plan (null: its type is not offered). */
export const priceOf = (plan: BoothPricePlan, b: Booth) => priceUnder(plan, b, boothSize(b));

/**
 * The price quoted for a booth being chosen, refused when its type is not offered: inside the
 * transaction that takes the booth, under the plan lock held shared, so a plan save that
 * withdraws the type waits for it, or has happened and is seen here.
 */
async function quoteLocked(tx: Db, exhibitionId: number, b: Booth): Promise<number> {
  await planRepo.lockPlanShared(tx, exhibitionId);
  const plan = await currentPlan(tx, exhibitionId);
  offeredType(plan, b.boothType);
  return priceOf(plan, b)!;
}

export function toBoothRequest(
  r: repo.BoothRequestRow,
  b: Booth,
  from: Booth | undefined,
  now: Date,
): BoothRequest {
  // A hold past its time is shown as expired even before anything rewrote the row.
  const status: BoothRequestState =
    r.status === 'held' && r.heldUntil && r.heldUntil <= now ? 'expired' : (r.status as BoothRequestState);
  return {
    id: r.id,
    kind: r.kind as BoothRequestKind,
    status,
    boothNo: b.boothNo,
    hall: b.hall,
    fromBoothNo: from?.boothNo ?? null,
    type: b.boothType as BoothType,
    area: boothSize(b),
    corner: b.corner,
    price: r.price,
    heldUntil: r.heldUntil?.toISOString() ?? null,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The price plans of the fair (boothContractTerms/availablePricePlan), from the stored plan. */
export async function pricePlans(db: Db, exhibitionId: number): Promise<PricePlan[]> {
  return asPricePlans(await currentPlan(db, exhibitionId));
}

/** Booth types on offer with their free booths (boothContractTerms/availableBoothType). */
export async function boothTypes(db: Db, exhibitionId: number, now = new Date()) {
  const [plan, free] = await Promise.all([
    currentPlan(db, exhibitionId),
    repo.freeBoothCounts(db, exhibitionId, now),
  ]);
  return plan.types.map((t) => ({ type: t.type, minArea: t.minArea, free: free[t.type] ?? 0 }));
}

/**
 * A hall's booth plan. Exhibitors see each booth's state and price and which ones are theirs;
 * the organizer also sees who holds or owns each booth. Without a hall, the first hall with a
 * free booth of the asked type.
 */
export async function boothPlan(
  db: Db,
  exhibitionId: number,
  viewer: { enterpriseId: number | null; organizer: boolean },
  query: { hall?: string; type?: BoothType },
  now = new Date(),
): Promise<BoothPlan> {
  const [halls, plan] = await Promise.all([repo.hallsOf(db, exhibitionId), currentPlan(db, exhibitionId)]);
  let hall = halls.find((h) => h.hall === query.hall) ?? null;
  let rows = hall ? await repo.planBooths(db, exhibitionId, hall.hall) : [];
  if (!hall) {
    for (const h of halls) {
      const r = await repo.planBooths(db, exhibitionId, h.hall);
      if (
        r.some(
          (x) => boothState(x.booth, now) === 'free' && (!query.type || x.booth.boothType === query.type),
        )
      ) {
        hall = h;
        rows = r;
        break;
      }
    }
    if (!hall && halls[0]) {
      hall = halls[0];
      rows = await repo.planBooths(db, exhibitionId, hall.hall);
    }
  }
  const holders = viewer.organizer
    ? new Map(
        (
          await enterprisesByIds(db, [
            ...new Set(rows.flatMap((r) => (r.booth.heldByEnterpriseId ? [r.booth.heldByEnterpriseId] : []))),
          ])
        ).map((e) => [e.id, e.name]),
      )
    : new Map<number, string>();
  const booths = rows.map(({ booth: b, exhibitorName, exhibitorEnterpriseId }) => {
    const holderName = b.heldByEnterpriseId ? (holders.get(b.heldByEnterpriseId) ?? null) : null;
    const state = boothState(b, now);
    const ownerId = state === 'sold' ? exhibitorEnterpriseId : state === 'free' ? null : b.heldByEnterpriseId;
    return {
      boothNo: b.boothNo,
      hall: b.hall,
      area: b.area,
      x: b.x,
      y: b.y,
      w: b.w,
      h: b.h,
      type: b.boothType as BoothType,
      corner: b.corner,
      size: boothSize(b),
      price: priceOf(plan, b),
      state,
      mine: viewer.enterpriseId !== null && ownerId === viewer.enterpriseId,
      holder: viewer.organizer
        ? state === 'sold'
          ? exhibitorName
          : state === 'free'
            ? null
            : holderName
        : null,
    };
  });
  const counts: Record<string, number> = {};
  for (const b of booths) counts[b.state] = (counts[b.state] ?? 0) + 1;
  return {
    halls: halls.map((h) => ({ hall: h.hall, width: h.width, height: h.height })),
    hall: hall?.hall ?? null,
    width: hall?.width ?? 0,
    height: hall?.height ?? 0,
    booths,
    counts: countsFor(BOOTH_STATES, counts),
  };
}

/** The caller's booth requests at the fair, newest first. */
export async function myBoothRequests(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  now = new Date(),
) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  return requestsView(db, await repo.requestsOf(db, exhibitionId, membership.enterpriseId), now);
}

export async function requestsView(
  db: Db,
  rows: { request: repo.BoothRequestRow; booth: Booth }[],
  now: Date,
): Promise<BoothRequest[]> {
  const fromIds = rows.flatMap((r) => (r.request.fromBoothId ? [r.request.fromBoothId] : []));
  const from = new Map((await repo.boothsByIds(db, fromIds)).map((b) => [b.id, b]));
  return rows.map((r) =>
    toBoothRequest(
      r.request,
      r.booth,
      r.request.fromBoothId ? from.get(r.request.fromBoothId) : undefined,
      now,
    ),
  );
}

const holdEnd = (now: Date) => new Date(now.getTime() + BOOTH_RULES.holdMinutes * 60_000);

/**
 * Takes a booth for the enterprise in the caller's transaction: the conditional hold, then any
 * older expired hold of another enterprise on it is marked expired (its row is free again).
 */
async function takeHold(
  tx: Db,
  booth: Booth,
  enterpriseId: number,
  until: Date | null,
  now: Date,
): Promise<void> {
  const held = await repo.holdBoothIfFree(tx, booth.id, enterpriseId, until, now);
  if (!held) throw new AppError(booth.exhibitorId ? 'BOOTH_TAKEN' : 'BOOTH_HELD');
  const open = await repo.openRequestOfBooth(tx, booth.id);
  if (open && open.enterpriseId !== enterpriseId) {
    await repo.updateRequestIf(tx, open.id, BOOTH_REQUEST_TRANSITIONS.expire.from, { status: 'expired' });
  }
}

/** Inserts the enterprise's request; a twin of another enterprise that won the booth is refused. */
async function insertOwn(tx: Db, values: Parameters<typeof repo.insertRequest>[1]) {
  const row = await repo.insertRequest(tx, values);
  if (row.enterpriseId !== values.enterpriseId) throw new AppError('BOOTH_HELD');
  return row;
}

async function boothToChoose(db: Db, exhibitionId: number, boothNo: string) {
  const booth = await repo.findBoothByNo(db, exhibitionId, boothNo);
  if (!booth) throw new AppError('BOOTH_NOT_FOUND');
  return booth;
}

async function checkLimit(db: Db, exhibitionId: number, enterpriseId: number) {
  if ((await repo.countOpenRequests(db, exhibitionId, enterpriseId)) >= BOOTH_RULES.maxBoothsPerEnterprise) {
    throw new AppError('BOOTH_LIMIT', { max: BOOTH_RULES.maxBoothsPerEnterprise });
  }
}

/**
 * POST booths/request: the booth chosen on the plan for the application, held for
 * BOOTH_RULES.holdMinutes. The booth must be of the type of the application's booth wish; the
 * application must still be editable. Choosing one's own held booth again renews the hold.
 */
export async function requestBooth(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  boothNo: string,
  now = new Date(),
): Promise<BoothRequest> {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  const application = await repo.findApplicationOf(db, exhibitionId, enterpriseId);
  const wish = application?.booth as { type: BoothType } | null | undefined;
  if (!application || !wish) throw new AppError('BOOTH_WISH_REQUIRED');
  if (!['draft', 'changes_requested'].includes(application.status)) throw new AppError('APPLICATION_STATE');
  const booth = await boothToChoose(db, exhibitionId, boothNo);
  if (booth.boothType !== wish.type) throw new AppError('BOOTH_TYPE_MISMATCH');
  const request = await db.transaction(async (tx) => {
    const price = await quoteLocked(tx, exhibitionId, booth);
    const mine = await repo.openRequestOfBooth(tx, booth.id);
    if (mine && mine.enterpriseId === enterpriseId) {
      if (mine.status !== 'held') return mine;
      await takeHold(tx, booth, enterpriseId, holdEnd(now), now);
      return (await repo.updateRequestIf(tx, mine.id, ['held'], { heldUntil: holdEnd(now) }))!;
    }
    await checkLimit(tx, exhibitionId, enterpriseId);
    await takeHold(tx, booth, enterpriseId, holdEnd(now), now);
    return insertOwn(tx, {
      exhibitionId,
      enterpriseId,
      applicationId: application.id,
      boothId: booth.id,
      kind: 'request',
      status: 'held',
      price,
      heldUntil: holdEnd(now),
    });
  });
  return toBoothRequest(request, booth, undefined, now);
}

/** Gives up a held or requested booth before the organizer decided (PUT booths/release). */
export async function releaseChoice(db: Db, caller: SignedInCaller, exhibitionId: number, boothNo: string) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const booth = await boothToChoose(db, exhibitionId, boothNo);
  const open = await repo.openRequestOfBooth(db, booth.id);
  if (!open || open.enterpriseId !== membership.enterpriseId) throw new AppError('BOOTH_NOT_YOURS');
  if (open.applicationId) {
    const application = await repo.findApplication(db, open.applicationId);
    if (
      application &&
      !['draft', 'changes_requested'].includes(application.status) &&
      open.kind === 'request'
    ) {
      throw new AppError('APPLICATION_STATE');
    }
  }
  await db.transaction(async (tx) => {
    const released = await repo.updateRequestIf(tx, open.id, BOOTH_REQUEST_TRANSITIONS.release.from, {
      status: 'released',
    });
    if (!released) throw new AppError('BOOTH_REQUEST_STATE');
    await repo.releaseHold(tx, booth.id, membership.enterpriseId);
  });
  return { ok: true as const };
}

/** The enterprise's exhibitor row, or a refusal when its application is not approved. */
async function approvedExhibitor(db: Db, exhibitionId: number, enterpriseId: number) {
  const exhibitor = await exRepo.findExhibitorRow(db, exhibitionId, enterpriseId);
  if (!exhibitor) throw new AppError('NOT_EXHIBITOR');
  return exhibitor;
}

/**
 * PUT booths/append: an exhibitor asks for one more booth; it is held (requested) at once and
 * the organizer decides. PUT booths/alter: exchanges a booth. A booth still being chosen
 * (held/requested in an editable application) moves at once; a sold booth is exchanged when
 * the organizer approves the request (the new booth is held for it meanwhile).
 */
export async function appendBooth(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  boothNo: string,
  now = new Date(),
): Promise<BoothRequest> {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  await approvedExhibitor(db, exhibitionId, enterpriseId);
  const booth = await boothToChoose(db, exhibitionId, boothNo);
  const request = await db.transaction(async (tx) => {
    const price = await quoteLocked(tx, exhibitionId, booth);
    await checkLimit(tx, exhibitionId, enterpriseId);
    await takeHold(tx, booth, enterpriseId, null, now);
    return insertOwn(tx, {
      exhibitionId,
      enterpriseId,
      boothId: booth.id,
      kind: 'append',
      status: 'requested',
      price,
    });
  });
  return toBoothRequest(request, booth, undefined, now);
}

export async function alterBooth(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  body: { fromBoothNo: string; boothNo: string },
  now = new Date(),
): Promise<BoothRequest> {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  const [from, to] = await Promise.all([
    boothToChoose(db, exhibitionId, body.fromBoothNo),
    boothToChoose(db, exhibitionId, body.boothNo),
  ]);
  if (from.id === to.id) throw new AppError('BOOTH_REQUEST_STATE');
  if (from.boothType !== to.boothType) throw new AppError('BOOTH_TYPE_MISMATCH');
  const open = await repo.openRequestOfBooth(db, from.id);
  const exhibitor = await exRepo.findExhibitorRow(db, exhibitionId, enterpriseId);
  const soldToMe = exhibitor !== undefined && from.exhibitorId === exhibitor.id;
  if (!soldToMe && open?.enterpriseId !== enterpriseId) throw new AppError('BOOTH_NOT_YOURS');

  const request = await db.transaction(async (tx) => {
    const price = await quoteLocked(tx, exhibitionId, to);
    if (soldToMe) {
      await takeHold(tx, to, enterpriseId, null, now);
      return insertOwn(tx, {
        exhibitionId,
        enterpriseId,
        boothId: to.id,
        fromBoothId: from.id,
        kind: 'alter',
        status: 'requested',
        price,
      });
    }
    // Still being chosen: the new booth takes the old one's place (same state, same application).
    const old = open!;
    if (old.applicationId) {
      const application = await repo.findApplication(tx, old.applicationId);
      if (application && !['draft', 'changes_requested'].includes(application.status)) {
        throw new AppError('APPLICATION_STATE');
      }
    }
    const until = old.status === 'held' ? holdEnd(now) : null;
    const released = await repo.updateRequestIf(tx, old.id, BOOTH_REQUEST_TRANSITIONS.release.from, {
      status: 'released',
    });
    if (!released) throw new AppError('BOOTH_REQUEST_STATE');
    await repo.releaseHold(tx, from.id, enterpriseId);
    await takeHold(tx, to, enterpriseId, until, now);
    return insertOwn(tx, {
      exhibitionId,
      enterpriseId,
      applicationId: old.applicationId,
      boothId: to.id,
      fromBoothId: from.id,
      kind: 'alter',
      status: old.status,
      price,
      heldUntil: until,
    });
  });
  return toBoothRequest(request, to, from, now);
}

/**
 * Gives the requested booths of a request set to the enterprise (approval): it enters the
 * directory when it was not there, each booth becomes sold (the directory and plan show it)
 * and its hold is cleared. Answers the booths as sold, for the contract.
 */
export async function sellRequested(
  tx: Db,
  exhibitionId: number,
  enterpriseId: number,
  requests: repo.BoothRequestRow[],
  organizerId: number,
) {
  const enterprise = await findEnterprise(tx, enterpriseId);
  if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND');
  const exhibitor = await joinFair(tx, exhibitionId, enterprise);
  if (!exhibitor) throw new AppError('EXHIBITOR_NOT_FOUND');
  const sold: { booth: Booth; price: number }[] = [];
  for (const r of requests) {
    const [booth] = await repo.boothsByIds(tx, [r.boothId]);
    if (!booth) throw new AppError('BOOTH_NOT_FOUND');
    if (booth.heldByEnterpriseId !== enterpriseId && booth.exhibitorId !== exhibitor.id) {
      throw new AppError('BOOTH_HELD');
    }
    if (r.kind === 'alter' && r.fromBoothId) {
      const [from] = await repo.boothsByIds(tx, [r.fromBoothId]);
      if (from?.exhibitorId === exhibitor.id)
        await releaseBooth(tx, exhibitionId, from.boothNo, exhibitor.id);
    }
    await assignBooth(tx, exhibitionId, booth.boothNo, exhibitor.id);
    await repo.releaseHold(tx, booth.id);
    const done = await repo.updateRequestIf(tx, r.id, BOOTH_REQUEST_TRANSITIONS.approve.from, {
      status: 'approved',
      decidedBy: organizerId,
    });
    if (!done) throw new AppError('BOOTH_REQUEST_STATE');
    sold.push({ booth, price: r.price });
  }
  return sold;
}

/** Rejects open requests and frees their booths (an application rejected, an append refused). */
export async function refuseRequests(
  tx: Db,
  requests: repo.BoothRequestRow[],
  organizerId: number,
  reason: string,
) {
  for (const r of requests) {
    const done = await repo.updateRequestIf(tx, r.id, ['held', 'requested'], {
      status: 'rejected',
      reason,
      decidedBy: organizerId,
    });
    if (done) await repo.releaseHold(tx, r.boothId, r.enterpriseId);
  }
}

/**
 * Organizer: gives a booth to an enterprise by hand (it joins the fair's directory when it was
 * not there), or frees it (enterpriseId null). Another enterprise's hold on it is ended.
 */
export async function organizerAssign(
  db: Db,
  organizerId: number,
  exhibitionId: number,
  body: { boothNo: string; enterpriseId: number | null },
) {
  const booth = await boothToChoose(db, exhibitionId, body.boothNo);
  const holder = booth.exhibitorId ? await exRepo.findExhibitorById(db, booth.exhibitorId) : undefined;
  await db.transaction(async (tx) => {
    const open = await repo.openRequestOfBooth(tx, booth.id);
    if (body.enterpriseId === null) {
      if (booth.exhibitorId) await releaseBooth(tx, exhibitionId, booth.boothNo, booth.exhibitorId);
      if (open) await refuseRequests(tx, [open], organizerId, 'organizer');
      await repo.releaseHold(tx, booth.id);
      return;
    }
    const enterprise = await findEnterprise(tx, body.enterpriseId);
    if (enterprise?.status !== 'certified') throw new AppError('ENTERPRISE_NOT_FOUND');
    const exhibitor = await joinFair(tx, exhibitionId, enterprise);
    if (open && open.enterpriseId === body.enterpriseId && open.status === 'requested') {
      await sellRequested(tx, exhibitionId, body.enterpriseId, [open], organizerId);
      return;
    }
    if (open) await refuseRequests(tx, [open], organizerId, 'organizer');
    await assignBooth(tx, exhibitionId, booth.boothNo, exhibitor!.id);
    await repo.releaseHold(tx, booth.id);
  });
  // The enterprises whose directory entry changed: the booth's former holder and its new one.
  const changed = [holder?.enterpriseId, body.enterpriseId].filter((id): id is number => id != null);
  return { ok: true as const, changed: [...new Set(changed)] };
}

/** Organizer: moves an exhibitor from one booth to a free one (by hand). */
export async function organizerMove(
  db: Db,
  exhibitionId: number,
  body: { fromBoothNo: string; boothNo: string },
) {
  const [from, to] = await Promise.all([
    boothToChoose(db, exhibitionId, body.fromBoothNo),
    boothToChoose(db, exhibitionId, body.boothNo),
  ]);
  if (!from.exhibitorId) throw new AppError('BOOTH_NOT_FOUND');
  if (to.exhibitorId || (to.heldByEnterpriseId && boothState(to, new Date()) !== 'free')) {
    throw new AppError('BOOTH_HELD');
  }
  const exhibitorId = from.exhibitorId;
  await db.transaction(async (tx) => {
    await releaseBooth(tx, exhibitionId, from.boothNo, exhibitorId);
    await assignBooth(tx, exhibitionId, to.boothNo, exhibitorId);
    await repo.releaseHold(tx, to.id);
  });
  const exhibitor = await exRepo.findExhibitorById(db, exhibitorId);
  return { ok: true as const, changed: exhibitor ? [exhibitor.enterpriseId] : [] };
}

/** Organizer: the append/alter requests waiting for a decision. */
export async function waitingChanges(db: Db, exhibitionId: number, now = new Date()) {
  const rows = await repo.waitingChangeRequests(db, exhibitionId);
  const views = await requestsView(db, rows, now);
  const names = await enterpriseNames(
    db,
    rows.map((r) => r.request.enterpriseId),
  );
  return views.map((v, i) => ({ ...v, enterpriseName: names.get(rows[i]!.request.enterpriseId) ?? '' }));
}

/**
 * Organizer: approves an append (the booth is sold, a contract is issued for it) or an alter
 * (the new booth replaces the old one; an unpaid contract is not rewritten: a new contract is
 * issued for the new booth), or rejects it (the booth it held is free again).
 */
export async function decideChange(
  db: Db,
  organizerId: number,
  requestId: number,
  decision: { action: 'approve' | 'reject'; reason?: string },
) {
  const request = await repo.findRequest(db, requestId);
  if (!request || request.kind === 'request') throw new AppError('BOOTH_REQUEST_NOT_FOUND');
  if (request.status !== 'requested') throw new AppError('BOOTH_REQUEST_STATE');
  await db.transaction(async (tx) => {
    if (decision.action === 'reject') {
      await refuseRequests(tx, [request], organizerId, decision.reason ?? '');
      return;
    }
    const sold = await sellRequested(tx, request.exhibitionId, request.enterpriseId, [request], organizerId);
    await createContract(tx, request.exhibitionId, request.enterpriseId, null, sold);
  });
  return { ok: true as const, changed: [request.enterpriseId] };
}

/** Names of enterprises by id, for the organizer's lists. */
export async function enterpriseNames(db: Db, ids: number[]) {
  return new Map((await enterprisesByIds(db, [...new Set(ids)])).map((e) => [e.id, e.name]));
}
