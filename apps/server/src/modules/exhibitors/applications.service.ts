import {
  APPLICATION_STATES,
  type Application,
  type ApplicationPage,
  type ApplicationState,
  applicationStepList,
  type BoothStep,
  type BusinessStep,
  type CompanyStep,
  type HpiaExtras,
  nextApplicationState,
  type SaveStepBody,
  type SphereBody,
  type SphereRequest,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { countsFor } from '../../db/state-rows';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertContentRole, assertMember, findEnterprise } from '../enterprises';
import { refuseRequests, requestsView, sellRequested } from './booths.service';
import { createContract } from './contracts.service';
import { currentPlan, offeredType } from './price-plan.service';
import * as repo from './services.repository';

/*
 * The application to exhibit (issue 19, spec §1): a wizard whose every step is stored at once
 * (so it resumes on another device), the final confirmation that turns the held booths into
 * requests and locks it, and the organizer's decision (APPLICATION_TRANSITIONS).
 */

type EnterpriseRow = NonNullable<Awaited<ReturnType<typeof findEnterprise>>>;

function prefillOf(e: EnterpriseRow | undefined): Partial<CompanyStep> {
  if (!e) return {};
  return {
    name: e.name,
    nameEn: e.nameEn ?? '',
    creditCode: e.creditCode ?? '',
    address: e.address,
    website: e.website ?? '',
    landline: e.landline ?? '',
  };
}

function toSphere(row: Awaited<ReturnType<typeof repo.findSphere>>): SphereRequest | null {
  if (!row) return null;
  return {
    ...(row.content as SphereBody),
    id: row.id,
    enterpriseId: row.enterpriseId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function view(
  db: Db,
  exhibitionId: number,
  enterpriseId: number,
  row: repo.ApplicationRow | undefined,
  now: Date,
): Promise<Application> {
  const [enterprise, sphere, requests] = await Promise.all([
    findEnterprise(db, enterpriseId),
    repo.findSphereOf(db, exhibitionId, enterpriseId),
    row ? repo.requestsOfApplications(db, [row.id]) : Promise.resolve([]),
  ]);
  const boothRequests = await requestsView(db, requests, now);
  const counted = boothRequests.filter((r) => ['held', 'requested', 'approved'].includes(r.status));
  return {
    id: row?.id ?? null,
    exhibitionId,
    enterpriseId,
    status: (row?.status ?? 'draft') as ApplicationState,
    company: (row?.company as CompanyStep | null) ?? null,
    business: (row?.business as BusinessStep | null) ?? null,
    booth: (row?.booth as BoothStep | null) ?? null,
    hpia: (row?.hpia as HpiaExtras | null) ?? null,
    sphere: toSphere(sphere),
    reviewNote: row?.reviewNote ?? null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    updatedAt: (row?.updatedAt ?? now).toISOString(),
    boothRequests,
    total: counted.reduce((sum, r) => sum + r.price, 0),
    prefill: prefillOf(enterprise),
  };
}

/** GET enterpriseApplys: the caller's enterprise's application of the fair (a prefilled start when none). */
export async function myApplication(db: Db, caller: SignedInCaller, exhibitionId: number, now = new Date()) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const row = await repo.findApplicationOf(db, exhibitionId, membership.enterpriseId);
  return view(db, exhibitionId, membership.enterpriseId, row, now);
}

/** An application the caller's enterprise may still change: a rejected one starts again as a draft. */
async function editable(db: Db, caller: SignedInCaller, exhibitionId: number) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const row = await repo.ensureApplication(db, exhibitionId, membership.enterpriseId, caller.userId);
  const status = row.status as ApplicationState;
  if (status === 'rejected') {
    return {
      membership,
      row,
      from: ['rejected'] as ApplicationState[],
      to: nextApplicationState(status, 'restart')!,
    };
  }
  const to = nextApplicationState(status, 'save');
  if (!to) throw new AppError('APPLICATION_STATE');
  return { membership, row, from: [status], to };
}

/**
 * PUT enterpriseApplys/step: stores one step of the wizard. A new booth type gives up the
 * booths chosen of the other type (they no longer fit the wish).
 */
export async function saveStep(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  body: SaveStepBody,
  now = new Date(),
): Promise<Application> {
  const { membership, row, from, to } = await editable(db, caller, exhibitionId);
  if (body.step === 'booth') {
    // The booth wish follows the organizer's price plan: a type on offer, from its minimum area.
    const type = offeredType(await currentPlan(db, exhibitionId), body.data.type);
    if (body.data.area < type.minArea) throw new AppError('BOOTH_AREA_BELOW_MIN', { min: type.minArea });
  }
  await db.transaction(async (tx) => {
    const saved = await repo.applicationStates.update(tx, row.id, from, {
      [body.step]: body.data,
      status: to,
      updatedBy: caller.userId,
    });
    if (!saved) throw new AppError('APPLICATION_STATE');
    const oldType = (row.booth as BoothStep | null)?.type;
    if (body.step === 'booth' && oldType && oldType !== body.data.type) {
      const open = (await repo.requestsOfApplications(tx, [row.id]))
        .filter(
          (r) => ['held', 'requested'].includes(r.request.status) && r.booth.boothType !== body.data.type,
        )
        .map((r) => r.request);
      for (const r of open) {
        await repo.updateRequestIf(tx, r.id, ['held', 'requested'], { status: 'released' });
        await repo.releaseHold(tx, r.boothId, membership.enterpriseId);
      }
    }
  });
  return myApplication(db, caller, exhibitionId, now);
}

/** POST/PUT hpiaExtras: the HPIA extras wished with the application (a step of the wizard). */
export async function saveHpia(db: Db, caller: SignedInCaller, exhibitionId: number, body: HpiaExtras) {
  const { row, from, to } = await editable(db, caller, exhibitionId);
  const saved = await repo.applicationStates.update(db, row.id, from, {
    hpia: body,
    status: to,
    updatedBy: caller.userId,
  });
  if (!saved) throw new AppError('APPLICATION_STATE');
  return body;
}

/** GET hpiaExtras/{enterpriseId}: a member of that enterprise (or the organizer) reads them. */
export async function hpiaOf(
  db: Db,
  caller: SignedInCaller & { organizer: boolean },
  exhibitionId: number,
  enterpriseId: number,
): Promise<HpiaExtras | null> {
  if (!caller.organizer) await assertMember(db, caller.userId, enterpriseId, caller.locale);
  const row = await repo.findApplicationOf(db, exhibitionId, enterpriseId);
  return (row?.hpia as HpiaExtras | null) ?? null;
}

/** POST / PUT sphereRequest: meeting room wishes (one per enterprise and fair). */
export async function saveSphere(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  body: SphereBody & { id?: number },
): Promise<SphereRequest> {
  const { membership } = await editable(db, caller, exhibitionId);
  if (body.id !== undefined) {
    const existing = await repo.findSphere(db, body.id);
    if (!existing || existing.enterpriseId !== membership.enterpriseId)
      throw new AppError('SPHERE_NOT_FOUND');
  }
  const { id: _id, ...content } = body;
  return toSphere(await repo.upsertSphere(db, exhibitionId, membership.enterpriseId, content))!;
}

export async function sphereById(
  db: Db,
  caller: SignedInCaller & { organizer: boolean },
  id: number,
): Promise<SphereRequest> {
  const row = await repo.findSphere(db, id);
  if (!row) throw new AppError('SPHERE_NOT_FOUND');
  if (!caller.organizer) {
    const membership = await assertMember(db, caller.userId, undefined, caller.locale);
    if (membership.enterpriseId !== row.enterpriseId) throw new AppError('SPHERE_NOT_FOUND');
  }
  return toSphere(row)!;
}

/**
 * PUT enterpriseApplys/confirm: the final confirmation. Every step must be filled and at least
 * one booth chosen; each held booth becomes requested (held until the organizer decides) —
 * a hold that expired is taken again when nobody else took it meanwhile.
 */
export async function submit(db: Db, caller: SignedInCaller, exhibitionId: number, now = new Date()) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const row = await repo.findApplicationOf(db, exhibitionId, membership.enterpriseId);
  const steps = (names: ('company' | 'business' | 'booth')[]) => ({
    steps: applicationStepList(caller.locale, names),
  });
  if (!row) throw new AppError('APPLICATION_INCOMPLETE', steps(['company', 'business', 'booth']));
  const to = nextApplicationState(row.status as ApplicationState, 'submit');
  if (!to) throw new AppError('APPLICATION_STATE');
  const missing = (['company', 'business', 'booth'] as const).filter((s) => !row[s]);
  if (missing.length > 0) throw new AppError('APPLICATION_INCOMPLETE', steps(missing));
  await db.transaction(async (tx) => {
    const all = await repo.requestsOfApplications(tx, [row.id]);
    const requests = all.filter((r) => ['held', 'requested'].includes(r.request.status));
    if (requests.length === 0) {
      // Its hold ran out and another enterprise took the booth: say which one.
      const lost = all.findLast((r) => r.request.status === 'expired');
      if (lost) throw new AppError('BOOTH_HOLD_EXPIRED', { boothNo: lost.booth.boothNo });
      throw new AppError('APPLICATION_NO_BOOTH');
    }
    for (const { request, booth } of requests) {
      if (request.status !== 'held') continue;
      const held = await repo.holdBoothIfFree(tx, booth.id, membership.enterpriseId, null, now);
      if (!held) throw new AppError('BOOTH_HOLD_EXPIRED', { boothNo: booth.boothNo });
      await repo.updateRequestIf(tx, request.id, ['held'], { status: 'requested', heldUntil: null });
    }
    const saved = await repo.applicationStates.update(tx, row.id, [row.status as ApplicationState], {
      status: to,
      submittedAt: now,
      reviewNote: null,
      updatedBy: caller.userId,
    });
    if (!saved) throw new AppError('APPLICATION_STATE');
  });
  return myApplication(db, caller, exhibitionId, now);
}

/**
 * Organizer: approve (the booths are sold to the enterprise, which enters the directory, and the
 * booth contract is issued), reject with a reason (the booths are free again) or send back for
 * changes with a note (the booths stay requested).
 */
export async function review(
  db: Db,
  organizerId: number,
  applicationId: number,
  decision: { action: 'approve' } | { action: 'reject' | 'requestChanges'; reason: string },
  now = new Date(),
) {
  const row = await repo.findApplication(db, applicationId);
  if (!row) throw new AppError('APPLICATION_NOT_FOUND');
  const to = nextApplicationState(row.status as ApplicationState, decision.action);
  if (!to) throw new AppError('APPLICATION_STATE');
  await db.transaction(async (tx) => {
    const saved = await repo.applicationStates.update(tx, row.id, [row.status as ApplicationState], {
      status: to,
      reviewNote: decision.action === 'approve' ? null : decision.reason,
      reviewedAt: now,
      reviewedBy: organizerId,
    });
    if (!saved) throw new AppError('APPLICATION_STATE');
    const open = (await repo.requestsOfApplications(tx, [row.id]))
      .map((r) => r.request)
      .filter((r) => ['held', 'requested'].includes(r.status));
    if (decision.action === 'approve') {
      const requested = open.filter((r) => r.status === 'requested');
      const sold = await sellRequested(tx, row.exhibitionId, row.enterpriseId, requested, organizerId);
      if (sold.length > 0) await createContract(tx, row.exhibitionId, row.enterpriseId, row.id, sold);
    } else if (decision.action === 'reject') {
      await refuseRequests(tx, open, organizerId, decision.reason);
    }
  });
  const after = await repo.findApplication(db, applicationId);
  return view(db, row.exhibitionId, row.enterpriseId, after, now);
}

/** The organizer's queue of applications (submitted first, oldest first). */
export async function applicationQueue(
  db: Db,
  query: { status?: ApplicationState; page: number; pageSize: number },
  now = new Date(),
): Promise<ApplicationPage> {
  const { rows, total, counts } = await repo.pageApplications(
    db,
    query.status,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const [requests, spheres] = await Promise.all([
    repo.requestsOfApplications(
      db,
      rows.map((r) => r.id),
    ),
    repo.spheresOf(db, rows),
  ]);
  const sphereOf = (r: repo.ApplicationRow) =>
    toSphere(spheres.find((s) => s.exhibitionId === r.exhibitionId && s.enterpriseId === r.enterpriseId));
  const views = await requestsView(db, requests, now);
  const byApp = new Map<number, typeof views>();
  requests.forEach((r, i) => {
    const list = byApp.get(r.request.applicationId!) ?? [];
    list.push(views[i]!);
    byApp.set(r.request.applicationId!, list);
  });
  return {
    rows: rows.map((r) => {
      const boothRequests = byApp.get(r.id) ?? [];
      return {
        id: r.id,
        enterpriseId: r.enterpriseId,
        status: r.status as ApplicationState,
        company: (r.company as CompanyStep | null) ?? null,
        booth: (r.booth as BoothStep | null) ?? null,
        hpia: (r.hpia as HpiaExtras | null) ?? null,
        sphere: sphereOf(r),
        reviewNote: r.reviewNote,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        total: boothRequests
          .filter((b) => ['held', 'requested', 'approved'].includes(b.status))
          .reduce((s, b) => s + b.price, 0),
        boothRequests,
      };
    }),
    total,
    counts: countsFor(APPLICATION_STATES, counts),
    page: query.page,
    pageSize: query.pageSize,
  };
}
