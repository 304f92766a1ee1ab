import {
  nextSettlementState,
  SETTLEMENT_STATES,
  type Settlement,
  type SettlementAction,
  type SettlementInput,
  type SettlementPage,
  type SettlementState,
  type SettlementStateList,
} from '@cidpex/contracts';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseSettlements, enterprises } from '../../db/schema/enterprises';
import { attachments } from '../../db/schema/platform';
import { countByStatus, countsFor } from '../../db/state-rows';
import type { AppDeps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { notifyUser } from './enterprises.messages';
import { containsPattern, lockEnterprise } from './enterprises.repository';
import type { Caller } from './enterprises.service';
import { assertAdmin, assertMember } from './membership';

type SettlementRow = typeof enterpriseSettlements.$inferSelect;
export const PAPER_REF = 'enterpriseSettlement';

function toSettlement(row: SettlementRow): Settlement {
  return {
    id: row.id,
    enterpriseId: row.enterpriseId,
    status: row.status as SettlementState,
    interests: row.interests as Settlement['interests'],
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    note: row.note,
    paperAttachmentIds: row.paperAttachmentIds,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

function transition(from: SettlementState | 'none', action: SettlementAction): SettlementState {
  const to = nextSettlementState(from, action);
  if (!to) throw new AppError('SETTLEMENT_STATE');
  return to;
}

async function findOfEnterprise(db: Db, enterpriseId: number) {
  const rows = await db
    .select()
    .from(enterpriseSettlements)
    .where(eq(enterpriseSettlements.enterpriseId, enterpriseId))
    .limit(1);
  return rows[0];
}

/** Papers must be settlement uploads (kind 'settled') of the caller, not used elsewhere. */
async function assertPapers(db: Db, userId: number, ids: number[], enterpriseId: number) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db.select().from(attachments).where(inArray(attachments.id, unique));
  const usable = (row: (typeof rows)[number]) =>
    !row.deletedAt &&
    row.kind === 'settled' &&
    row.ownerUserId === userId &&
    (row.refType === null || (row.refType === PAPER_REF && row.refId === String(enterpriseId)));
  if (rows.length !== unique.length || !rows.every(usable)) throw new AppError('SETTLEMENT_PAPER_NOT_USABLE');
  return unique;
}

async function linkPapers(db: Db, ids: number[], enterpriseId: number) {
  if (ids.length === 0) return;
  await db
    .update(attachments)
    .set({ refType: PAPER_REF, refId: String(enterpriseId) })
    .where(inArray(attachments.id, ids));
}

/**
 * POST /exhibitor/rest/enterprise/settlement/settled (apply) and PUT …/settlement/modify:
 * the administrator of a certified enterprise applies to settle on the enterprise service
 * platform, or changes a waiting or rejected application (which goes back to waiting).
 */
export async function saveSettlement(
  deps: AppDeps,
  caller: Caller,
  input: SettlementInput,
  action: 'submit' | 'modify',
): Promise<Settlement> {
  const { db } = deps;
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  try {
    return await db.transaction(async (tx) => {
      await lockEnterprise(tx, enterpriseId);
      const current = await findOfEnterprise(tx, enterpriseId);
      const to = transition(current ? (current.status as SettlementState) : 'none', action);
      const papers = await assertPapers(tx, caller.userId, input.paperAttachmentIds, enterpriseId);
      const values = {
        status: to,
        interests: [...new Set(input.interests)],
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        note: input.note,
        paperAttachmentIds: papers,
        rejectReason: null,
        submittedBy: caller.userId,
        submittedAt: new Date(),
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: new Date(),
      };
      const [row] = current
        ? await tx
            .update(enterpriseSettlements)
            .set(values)
            .where(eq(enterpriseSettlements.id, current.id))
            .returning()
        : await tx
            .insert(enterpriseSettlements)
            .values({ ...values, enterpriseId })
            .returning();
      if (!row) throw new AppError('SETTLEMENT_NOT_FOUND');
      await linkPapers(tx, papers, enterpriseId);
      return toSettlement(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SETTLEMENT_STATE');
    throw err;
  }
}

/** GET /exhibitor/rest/enterprise/settlement/stateList: every member reads their enterprise's settlement. */
export async function settlementState(db: Db, caller: Caller): Promise<SettlementStateList> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const row = await findOfEnterprise(db, membership.enterpriseId);
  return {
    states: [...SETTLEMENT_STATES],
    state: row ? (row.status as SettlementState) : 'none',
    settlement: row ? toSettlement(row) : null,
  };
}

/* ------------------------------------------------------- organizer queue */

export async function listSettlementQueue(
  db: Db,
  query: { status?: SettlementState; keyword?: string; page: number; pageSize: number },
): Promise<SettlementPage> {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    query.status ? eq(enterpriseSettlements.status, query.status) : undefined,
    pattern ? or(ilike(enterprises.name, pattern), ilike(enterprises.nameEn, pattern)) : undefined,
  );
  const [rows, total, counts] = await Promise.all([
    db
      .select({ settlement: enterpriseSettlements, name: enterprises.name, nameEn: enterprises.nameEn })
      .from(enterpriseSettlements)
      .innerJoin(enterprises, eq(enterprises.id, enterpriseSettlements.enterpriseId))
      .where(where)
      .orderBy(desc(enterpriseSettlements.submittedAt), desc(enterpriseSettlements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(enterpriseSettlements)
      .innerJoin(enterprises, eq(enterprises.id, enterpriseSettlements.enterpriseId))
      .where(where),
    countByStatus(db, enterpriseSettlements),
  ]);
  return {
    rows: rows.map((r) => ({
      ...toSettlement(r.settlement),
      enterpriseName: r.name,
      enterpriseNameEn: r.nameEn,
    })),
    total: total[0]?.n ?? 0,
    counts: countsFor(SETTLEMENT_STATES, counts),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The organizer settles (approve) or rejects with a reason; the applicant is told. */
export async function reviewSettlement(
  deps: AppDeps,
  organizerId: number,
  settlementId: number,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
): Promise<Settlement> {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(enterpriseSettlements)
      .where(eq(enterpriseSettlements.id, settlementId))
      .for('update');
    const current = rows[0];
    if (!current) throw new AppError('SETTLEMENT_NOT_FOUND');
    const to = transition(current.status as SettlementState, decision.action);
    const [updated] = await tx
      .update(enterpriseSettlements)
      .set({
        status: to,
        rejectReason: decision.action === 'reject' ? decision.reason : null,
        reviewedBy: organizerId,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(enterpriseSettlements.id, current.id))
      .returning();
    return updated;
  });
  if (!row) throw new AppError('SETTLEMENT_NOT_FOUND');
  if (row.submittedBy) {
    const [enterprise] = await db
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, row.enterpriseId));
    await notifyUser(
      deps,
      row.submittedBy,
      decision.action === 'approve' ? 'settleApproved' : 'settleRejected',
      {
        name: enterprise?.name ?? '',
        reason: row.rejectReason,
      },
    );
  }
  return toSettlement(row);
}
