import {
  FAIR_REQUEST_STATES,
  FAIR_REQUEST_TRANSITIONS,
  type FairRequest,
  type FairRequestPage,
  type FairRequestState,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { countsFor } from '../../db/state-rows';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertAdmin, enterprisesByIds, findEnterprise } from '../enterprises';
import * as repo from './exhibitors.repository';
import { joinFair } from './exhibitors.service';

type EnterpriseRow = NonNullable<Awaited<ReturnType<typeof findEnterprise>>>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toFairRequest(row: repo.FairRequestRow, enterprise: EnterpriseRow): FairRequest {
  return {
    id: row.id,
    enterpriseId: row.enterpriseId,
    exhibitionId: row.exhibitionId,
    status: row.status as FairRequestState,
    note: row.note,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    name: enterprise.name,
    nameEn: enterprise.nameEn,
  };
}

/** The enterprise's request to take part in a fair, if it made one. */
export async function fairRequestOf(db: Db, enterpriseId: number, exhibitionId: number) {
  const [row, enterprise] = await Promise.all([
    repo.findFairRequestOf(db, enterpriseId, exhibitionId),
    findEnterprise(db, enterpriseId),
  ]);
  return row && enterprise ? toFairRequest(row, enterprise) : null;
}

/**
 * POST exhibitor/rest/enterprise/request: the administrator of a certified enterprise asks to
 * take part in the fair (again after a rejection); refused when it already exhibits or waits.
 */
export async function requestFair(
  db: Db,
  caller: SignedInCaller,
  body: { exhibitionId?: number; note: string | null },
  defaultExhibitionId: number,
): Promise<FairRequest> {
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  const exhibitionId = body.exhibitionId ?? defaultExhibitionId;
  const enterpriseId = membership.enterpriseId;
  if (await repo.findExhibitorRow(db, exhibitionId, enterpriseId)) throw new AppError('FAIR_REQUEST_STATE');
  const row = await repo.upsertFairRequest(db, {
    enterpriseId,
    exhibitionId,
    note: body.note,
    requestedBy: caller.userId,
  });
  if (!row) throw new AppError('FAIR_REQUEST_STATE');
  const enterprise = await findEnterprise(db, enterpriseId);
  return toFairRequest(row, enterprise!);
}

/** Organizer: approve (the enterprise enters the fair's directory) or reject with a reason. */
export async function reviewFairRequest(
  db: Db,
  organizerId: number,
  requestId: number,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
): Promise<FairRequest> {
  const row = await repo.findFairRequest(db, requestId);
  if (!row) throw new AppError('FAIR_REQUEST_NOT_FOUND');
  const rule = FAIR_REQUEST_TRANSITIONS[decision.action];
  const enterprise = await findEnterprise(db, row.enterpriseId);
  if (enterprise?.status !== 'certified') throw new AppError('ENTERPRISE_NOT_FOUND');
  const updated = await db.transaction(async (tx) => {
    const next = await repo.decideFairRequestIf(tx, row.id, rule.from, {
      status: rule.to,
      rejectReason: decision.action === 'reject' ? decision.reason : null,
      reviewedBy: organizerId,
    });
    if (!next) throw new AppError('FAIR_REQUEST_STATE');
    if (decision.action === 'approve') await joinFair(tx, next.exhibitionId, enterprise);
    return next;
  });
  return toFairRequest(updated, enterprise);
}

export async function fairRequestQueue(
  db: Db,
  query: { status?: FairRequestState; page: number; pageSize: number },
): Promise<FairRequestPage> {
  const { rows, total, counts } = await repo.pageFairRequests(
    db,
    query.status,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const byId = new Map(
    (await enterprisesByIds(db, [...new Set(rows.map((r) => r.enterpriseId))])).map((e) => [e.id, e]),
  );
  return {
    rows: rows.flatMap((r) => {
      const e = byId.get(r.enterpriseId);
      return e ? [toFairRequest(r, e)] : [];
    }),
    total,
    counts: countsFor(FAIR_REQUEST_STATES, counts),
    page: query.page,
    pageSize: query.pageSize,
  };
}
