import {
  type AgentApplyBody,
  type SampleApplyBody,
  TRADE_APPLY_EXPORT_MAX,
  TRADE_APPLY_STATES,
  TRADE_APPLY_TRANSITIONS,
  type TradeApply,
  type TradeApplyExport,
  type TradeApplyFilter,
  type TradeApplyKind,
  type TradeApplyPage,
  type TradeApplyState,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { countsFor } from '../../db/state-rows';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertMember, getMembership } from '../enterprises';
import { findListedProduct } from '../products';
import { enterpriseNames } from './booths.service';
import * as exRepo from './exhibitors.repository';
import * as repo from './trade-applies.repository';

/*
 * Sample and agency applications (spec §2 sampleAppl / agencyAppli, §7 sampleApplys and
 * agentApplys): buyers apply, the exhibitor's staff answer, page and export, the organizer
 * oversees. Every enterprise-scoped call works on the caller's own enterprise only.
 */

async function toViews(db: Db, rows: repo.TradeApplyRow[]): Promise<TradeApply[]> {
  const names = await enterpriseNames(
    db,
    rows.map((r) => r.enterpriseId),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as TradeApplyKind,
    status: r.status as TradeApplyState,
    enterpriseId: r.enterpriseId,
    enterpriseName: names.get(r.enterpriseId) ?? '',
    productId: r.productId,
    productName: r.productName,
    name: r.name,
    company: r.company,
    mobile: r.mobile,
    email: r.email,
    address: r.address,
    quantity: r.quantity,
    region: r.region,
    channel: r.channel,
    message: r.message,
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
  }));
}

async function refuseOwnEnterprise(db: Db, userId: number, enterpriseId: number) {
  const membership = await getMembership(db, userId);
  if (membership?.enterpriseId === enterpriseId) throw new AppError('TRADE_APPLY_OWN_ENTERPRISE');
}

/** POST sampleApplys: a buyer asks for a sample of a listed product (a second submit answers the first). */
export async function applyForSample(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  body: SampleApplyBody,
): Promise<TradeApply> {
  const found = await findListedProduct(db, body.productId);
  if (!found) throw new AppError('TRADE_APPLY_TARGET_GONE');
  const enterpriseId = found.product.enterpriseId;
  await refuseOwnEnterprise(db, caller.userId, enterpriseId);
  const { productId, ...fields } = body;
  const { row } = await repo.insertOnce(db, {
    ...fields,
    exhibitionId,
    kind: 'sample',
    enterpriseId,
    productId,
    productName:
      (caller.locale === 'en' ? found.product.nameEn : found.product.name) ??
      found.product.name ??
      found.product.nameEn ??
      '',
    subject: `product:${productId}`,
    applicantUserId: caller.userId,
  });
  return (await toViews(db, [row]))[0]!;
}

/** POST agentApplys: a buyer asks to become an exhibitor's agent in a region. */
export async function applyForAgency(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  body: AgentApplyBody,
): Promise<TradeApply> {
  const exhibitor = await exRepo.findExhibitorRow(db, exhibitionId, body.enterpriseId);
  if (!exhibitor) throw new AppError('TRADE_APPLY_TARGET_GONE');
  await refuseOwnEnterprise(db, caller.userId, body.enterpriseId);
  const { enterpriseId, ...fields } = body;
  const { row } = await repo.insertOnce(db, {
    ...fields,
    exhibitionId,
    kind: 'agency',
    enterpriseId,
    subject: `enterprise:${enterpriseId}`,
    applicantUserId: caller.userId,
  });
  return (await toViews(db, [row]))[0]!;
}

/** The caller's own application for a product or an exhibitor (null when none), for the buyer's button. */
export async function myTradeApply(
  db: Db,
  caller: SignedInCaller,
  kind: TradeApplyKind,
  targetId: number,
): Promise<TradeApply | null> {
  const subject = kind === 'sample' ? `product:${targetId}` : `enterprise:${targetId}`;
  const row = await repo.tradeAppliesOfApplicant(db, caller.userId, kind, subject);
  return row ? (await toViews(db, [row]))[0]! : null;
}

async function page(
  db: Db,
  where: repo.TradeApplyWhere,
  pageNo: number,
  pageSize: number,
): Promise<TradeApplyPage> {
  const { rows, total, counts } = await repo.pageTradeApplies(db, where, pageSize, (pageNo - 1) * pageSize);
  return {
    rows: await toViews(db, rows),
    total,
    page: pageNo,
    pageSize,
    counts: countsFor(TRADE_APPLY_STATES, counts),
  };
}

/** POST sampleApplys/page, agentApplys/page: the applications to the caller's enterprise. */
export async function enterprisePage(
  db: Db,
  caller: SignedInCaller,
  kind: TradeApplyKind,
  body: TradeApplyFilter & { page: number; pageSize: number },
): Promise<TradeApplyPage> {
  const { enterpriseId } = await assertMember(db, caller.userId, undefined, caller.locale);
  return page(
    db,
    { kind, enterpriseId, status: body.status, keyword: body.keyword },
    body.page,
    body.pageSize,
  );
}

/** POST …/export: every application of the filter (up to TRADE_APPLY_EXPORT_MAX) for the spreadsheet. */
export async function enterpriseExport(
  db: Db,
  caller: SignedInCaller,
  kind: TradeApplyKind,
  filter: TradeApplyFilter,
): Promise<TradeApplyExport> {
  const { enterpriseId } = await assertMember(db, caller.userId, undefined, caller.locale);
  const { rows, total } = await repo.pageTradeApplies(
    db,
    { kind, enterpriseId, status: filter.status, keyword: filter.keyword },
    TRADE_APPLY_EXPORT_MAX,
    0,
  );
  return { rows: await toViews(db, rows), truncated: total > rows.length };
}

/** PUT …/update: the exhibitor accepts or declines (with a reply) one pending application of its own. */
export async function answer(
  db: Db,
  caller: SignedInCaller,
  kind: TradeApplyKind,
  body: { id: number; action: 'accept' | 'decline'; reply: string },
): Promise<TradeApply> {
  const { enterpriseId } = await assertMember(db, caller.userId, undefined, caller.locale);
  const current = await repo.findTradeApply(db, body.id);
  if (!current || current.kind !== kind) throw new AppError('TRADE_APPLY_NOT_FOUND');
  if (current.enterpriseId !== enterpriseId) throw new AppError('NOT_ENTERPRISE_STAFF');
  const rule = TRADE_APPLY_TRANSITIONS[body.action];
  if (!(rule.from as readonly string[]).includes(current.status)) throw new AppError('TRADE_APPLY_STATE');
  const row = await repo.answerIfPending(db, body.id, enterpriseId, {
    status: rule.to,
    reply: body.reply,
    handledBy: caller.userId,
  });
  if (!row) throw new AppError('TRADE_APPLY_STATE');
  return (await toViews(db, [row]))[0]!;
}

/** The organizer's overview of every enterprise's applications of one kind. */
export async function organizerPage(
  db: Db,
  query: { kind: TradeApplyKind; status?: TradeApplyState; keyword?: string; page: number; pageSize: number },
): Promise<TradeApplyPage> {
  return page(db, query, query.page, query.pageSize);
}
