import {
  type AuditPending,
  attachmentUrl,
  type BindDecisionBody,
  type EnterpriseLink,
  type FairRequest,
  INVERSE_RELATION,
  isValidCreditCode,
  LINK_TRANSITIONS,
  type LinkRelation,
  type LinkState,
  nextPreviewState,
  normalizeCreditCode,
  PREVIEW_STATES,
  PREVIEW_TRANSITIONS,
  PRODUCT_IMAGE_KINDS,
  PROFILE_IMAGES_TOTAL_BYTES,
  type Preview,
  type PreviewAction,
  type PreviewInput,
  type PreviewPage,
  type PreviewState,
  type Progress,
  type RelatedEnterprise,
  STATS_MAX_DAYS,
  type Statistics,
  type StatisticsDay,
} from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countsFor } from '../../db/state-rows';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { chatsPerDay } from '../chat';
import {
  assertAdmin,
  assertMember,
  type EnterpriseRow,
  enterprisesByIds,
  findCertifiedByCreditCode,
  findEnterprise,
  getMembership,
  ownWaitingJoinRequests,
  settlementOf,
  waitingJoinRequests,
} from '../enterprises';
import {
  exhibitingEnterprises,
  exhibitorOf,
  fairRequestOf,
  listing,
  publishExhibitorPage,
} from '../exhibitors';
import { followsPerDay } from '../follows';
import { productCountsOf, productIn } from '../products';
import * as repo from './enterprise-pages.repository';

/** Who calls: the signed-in user and the language of the answer. */
export type Caller = SignedInCaller;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Follows of the enterprise and favourites of its products still standing, per fair day. */
async function followsBetween(db: Db, enterpriseId: number, fromUtc: Date, toUtc: Date) {
  const [enterpriseRows, productRows] = await Promise.all([
    followsPerDay(db, 'enterprise', (targetId) => eq(targetId, enterpriseId), fromUtc, toUtc),
    followsPerDay(db, 'product', (targetId) => productIn(targetId, { enterpriseId }), fromUtc, toUtc),
  ]);
  return { enterpriseRows, productRows };
}

/* ------------------------------------------------------------------ preview */

function toPreview(
  row: repo.PreviewRow,
  enterprise: EnterpriseRow,
  exhibitor: boolean,
  fairRequest: FairRequest | null,
  media: { sizes: Map<number, number> },
): Preview {
  return {
    id: row.id,
    enterpriseId: row.enterpriseId,
    exhibitionId: row.exhibitionId,
    status: row.status as PreviewState,
    profileZhHans: row.profileZhHans,
    profileZhHant: row.profileZhHant,
    profileEn: row.profileEn,
    coverAttachmentId: row.coverAttachmentId,
    coverUrl: row.coverKey ? attachmentUrl(row.coverKey) : null,
    coverSize: media.sizes.get(row.coverAttachmentId ?? 0) ?? null,
    videoAttachmentId: row.videoAttachmentId,
    videoUrl: row.videoKey ? attachmentUrl(row.videoKey) : null,
    siteImages: row.siteImageIds.map((id, i) => ({
      id,
      url: attachmentUrl(row.siteImageKeys[i] ?? ''),
      size: media.sizes.get(id) ?? 0,
    })),
    rejectReason: row.rejectReason,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    updatedAt: row.updatedAt.toISOString(),
    exhibitor,
    fairRequest,
    name: enterprise.name,
    nameEn: enterprise.nameEn,
    logoUrl: enterprise.logoKey ? attachmentUrl(enterprise.logoKey) : null,
  };
}

async function previewAnswer(db: Db, row: repo.PreviewRow): Promise<Preview> {
  const pictureIds = [...(row.coverAttachmentId ? [row.coverAttachmentId] : []), ...row.siteImageIds];
  const [enterprise, exhibitor, fairRequest, files] = await Promise.all([
    findEnterprise(db, row.enterpriseId),
    exhibitorOf(db, row.exhibitionId, row.enterpriseId),
    fairRequestOf(db, row.enterpriseId, row.exhibitionId),
    repo.attachmentsByIds(db, pictureIds),
  ]);
  if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND');
  const sizes = new Map(files.map((f) => [f.id, f.size]));
  return toPreview(row, enterprise, Boolean(exhibitor), fairRequest, { sizes });
}

/**
 * GET portal/rest/enterprise/preview/exhibition/{exhibitionId}/enterprise/{enterpriseId}:
 * members of THAT enterprise read its page under review; the first call opens the draft
 * from what the public page shows now (approved: nothing to review yet).
 */
export async function getPreview(db: Db, caller: Caller, exhibitionId: number, enterpriseId: number) {
  await assertMember(db, caller.userId, enterpriseId, caller.locale);
  let row = await repo.findPreviewOf(db, enterpriseId, exhibitionId);
  if (!row) {
    const site = await exhibitorOf(db, exhibitionId, enterpriseId);
    row = await repo.createPreview(db, {
      enterpriseId,
      exhibitionId,
      profileZhHans: site?.profileZhHans ?? null,
      profileZhHant: site?.profileZhHant ?? null,
      profileEn: site?.profileEn ?? null,
      coverKey: site?.coverKey ?? null,
      videoKey: site?.videoKey ?? null,
      status: site?.profileZhHans ? 'approved' : 'draft',
    });
  }
  if (!row) throw new AppError('PREVIEW_NOT_FOUND');
  return previewAnswer(db, row);
}

async function memberPreview(db: Db, caller: Caller, previewId: number) {
  const row = await repo.findPreview(db, previewId);
  if (!row) throw new AppError('PREVIEW_NOT_FOUND');
  await assertMember(db, caller.userId, row.enterpriseId, caller.locale);
  return row;
}

function allowed(action: PreviewAction, row: repo.PreviewRow) {
  if (!nextPreviewState(row.status as PreviewState, action)) throw new AppError('PREVIEW_STATE');
  return PREVIEW_TRANSITIONS[action];
}

/**
 * A file the caller may put on this page: their own upload not yet used elsewhere, or one
 * this page already holds; of the right kind and not deleted.
 */
function usableFile(
  file: Awaited<ReturnType<typeof repo.findAttachment>>,
  kinds: readonly string[],
  caller: Caller,
  previewId: number,
): file is NonNullable<typeof file> {
  return Boolean(
    file &&
      !file.deletedAt &&
      kinds.includes(file.kind) &&
      ((file.ownerUserId === caller.userId && file.refType === null) ||
        (file.refType === repo.PREVIEW_COVER_REF && file.refId === String(previewId))),
  );
}

/** The video and site pictures asked for (unchanged when omitted), checked; `link`: new files to mark as this page's. */
async function previewMedia(db: Db, caller: Caller, row: repo.PreviewRow, input: PreviewInput) {
  let videoAttachmentId = row.videoAttachmentId;
  let videoKey = row.videoKey;
  const link: number[] = [];
  if (input.videoAttachmentId === null) {
    videoAttachmentId = null;
    videoKey = null;
  } else if (input.videoAttachmentId !== undefined && input.videoAttachmentId !== row.videoAttachmentId) {
    const file = await repo.findAttachment(db, input.videoAttachmentId);
    if (!usableFile(file, ['enterpriseVideo'], caller, row.id))
      throw new AppError('PREVIEW_MEDIA_NOT_USABLE');
    videoAttachmentId = file.id;
    videoKey = file.key;
    link.push(file.id);
  }
  let siteImageIds = row.siteImageIds;
  let siteImageKeys = row.siteImageKeys;
  if (input.siteImageIds !== undefined) {
    const ids = [...new Set(input.siteImageIds)];
    const files = await repo.attachmentsByIds(db, ids);
    const byId = new Map(files.map((f) => [f.id, f]));
    siteImageKeys = ids.map((id) => {
      const file = byId.get(id);
      if (!usableFile(file, PRODUCT_IMAGE_KINDS, caller, row.id))
        throw new AppError('PREVIEW_MEDIA_NOT_USABLE');
      if (file.refType === null) link.push(file.id);
      return file.key;
    });
    siteImageIds = ids;
  }
  return { videoAttachmentId, videoKey, siteImageIds, siteImageKeys, link };
}

/** PUT portal/rest/enterprise/preview/{previewId} (ours): any member saves the draft. */
export async function savePreview(db: Db, caller: Caller, previewId: number, input: PreviewInput) {
  const row = await memberPreview(db, caller, previewId);
  const rule = allowed('edit', row);
  let cover: { coverAttachmentId: number | null; coverKey: string | null } = {
    coverAttachmentId: row.coverAttachmentId,
    coverKey: row.coverKey,
  };
  if (input.coverAttachmentId === null) cover = { coverAttachmentId: null, coverKey: null };
  else if (input.coverAttachmentId !== undefined && input.coverAttachmentId !== row.coverAttachmentId) {
    const file = await repo.findAttachment(db, input.coverAttachmentId);
    const usable =
      file &&
      !file.deletedAt &&
      (PRODUCT_IMAGE_KINDS as readonly string[]).includes(file.kind) &&
      ((file.ownerUserId === caller.userId && file.refType === null) ||
        (file.refType === repo.PREVIEW_COVER_REF && file.refId === String(row.id)));
    if (!usable) throw new AppError('PREVIEW_COVER_NOT_USABLE');
    cover = { coverAttachmentId: file.id, coverKey: file.key };
    await repo.linkAttachment(db, file.id, row.id);
  }
  const media = await previewMedia(db, caller, row, input);
  const totalBytes = (
    await repo.attachmentsByIds(db, [
      ...(cover.coverAttachmentId ? [cover.coverAttachmentId] : []),
      ...media.siteImageIds,
    ])
  ).reduce((sum, f) => sum + f.size, 0);
  if (totalBytes > PROFILE_IMAGES_TOTAL_BYTES) throw new AppError('PROFILE_IMAGES_TOO_LARGE');
  for (const id of media.link) await repo.linkAttachment(db, id, row.id);
  const updated = await repo.updatePreviewIf(db, row.id, rule.from, {
    status: rule.to,
    profileZhHans: input.profileZhHans,
    profileZhHant: input.profileZhHant,
    profileEn: input.profileEn,
    ...cover,
    videoAttachmentId: media.videoAttachmentId,
    videoKey: media.videoKey,
    siteImageIds: media.siteImageIds,
    siteImageKeys: media.siteImageKeys,
    rejectReason: row.status === 'rejected' ? row.rejectReason : null,
    editedBy: caller.userId,
  });
  if (!updated) throw new AppError('PREVIEW_STATE');
  return previewAnswer(db, updated);
}

/** PUT portal/rest/enterprise/preview/{previewId}/submit: any member sends the draft for review. */
export async function submitPreview(db: Db, caller: Caller, previewId: number) {
  const row = await memberPreview(db, caller, previewId);
  const rule = allowed('submit', row);
  if (!row.profileZhHans) throw new AppError('PREVIEW_PROFILE_REQUIRED');
  if (!(await exhibitorOf(db, row.exhibitionId, row.enterpriseId))) {
    throw new AppError('PREVIEW_NOT_EXHIBITOR');
  }
  const updated = await repo.updatePreviewIf(db, row.id, rule.from, {
    status: rule.to,
    submittedAt: new Date(),
    submittedBy: caller.userId,
    reviewedAt: null,
    reviewedBy: null,
  });
  if (!updated) throw new AppError('PREVIEW_STATE');
  return previewAnswer(db, updated);
}

/** Organizer: approve (the texts and cover become the public exhibitor page) or reject with a reason. */
export async function reviewPreview(
  db: Db,
  organizerId: number,
  previewId: number,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
) {
  const row = await repo.findPreview(db, previewId);
  if (!row) throw new AppError('PREVIEW_NOT_FOUND');
  const rule = allowed(decision.action, row);
  const updated = await db.transaction(async (tx) => {
    const next = await repo.updatePreviewIf(tx, row.id, rule.from, {
      status: rule.to,
      rejectReason: decision.action === 'reject' ? decision.reason : null,
      reviewedAt: new Date(),
      reviewedBy: organizerId,
    });
    if (!next) throw new AppError('PREVIEW_STATE');
    if (decision.action === 'approve') {
      const published = await publishExhibitorPage(tx, next.exhibitionId, next.enterpriseId, next);
      if (!published) throw new AppError('PREVIEW_NOT_EXHIBITOR');
    }
    return next;
  });
  return previewAnswer(db, updated);
}

export async function previewQueue(
  db: Db,
  query: { status?: PreviewState; page: number; pageSize: number },
): Promise<PreviewPage> {
  const { rows, total, counts } = await repo.pagePreviews(
    db,
    query.status,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const ids = [...new Set(rows.map((r) => r.enterpriseId))];
  const [ents, exhibiting] = await Promise.all([
    enterprisesByIds(db, ids),
    exhibitingEnterprises(db, rows[0]?.exhibitionId ?? 0, ids),
  ]);
  const byId = new Map(ents.map((e) => [e.id, e]));
  return {
    rows: rows.flatMap((r) => {
      const e = byId.get(r.enterpriseId);
      return e ? [toPreview(r, e, exhibiting.has(r.enterpriseId), null, { sizes: new Map() })] : [];
    }),
    total,
    counts: countsFor(PREVIEW_STATES, counts),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/* -------------------------------------------------------------------- views */

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The fair day (Asia/Shanghai) of a moment, as YYYY-MM-DD. */
export function fairDay(at: Date = new Date()): string {
  return DAY_FORMAT.format(at);
}

/**
 * Counts a view of an enterprise's public page or of one of its products: one upsert on the
 * enterprise's row of the day. A failure is logged by the caller and never fails the page.
 */
export async function recordView(db: Db, enterpriseId: number, kind: 'page' | 'product') {
  await repo.bumpView(db, enterpriseId, fairDay(), kind);
}

/* --------------------------------------------------------------- statistics */

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** GET exhibitor/rest/enterprise/{enterpriseId}/business/statistics: any member of THAT enterprise. */
export async function statistics(
  db: Db,
  caller: Caller,
  enterpriseId: number,
  query: { from?: string; to?: string },
): Promise<Statistics> {
  await assertMember(db, caller.userId, enterpriseId, caller.locale);
  const to = query.to ?? fairDay();
  const from = query.from ?? addDays(to, -29);
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (Number.isNaN(span) || span < 0 || span >= STATS_MAX_DAYS) throw new AppError('STATS_RANGE');
  // Asia/Shanghai is UTC+8 all year.
  const fromUtc = new Date(Date.parse(`${from}T00:00:00+08:00`));
  const toUtc = new Date(Date.parse(`${addDays(to, 1)}T00:00:00+08:00`) - 1);
  const [views, favs, chats] = await Promise.all([
    repo.viewsBetween(db, enterpriseId, from, to),
    followsBetween(db, enterpriseId, fromUtc, toUtc),
    chatsPerDay(db, enterpriseId, fromUtc, toUtc),
  ]);
  const viewsByDay = new Map(views.map((v) => [v.day, v]));
  const followsByDay = new Map(favs.enterpriseRows.map((r) => [r.day, r.n]));
  const favouritesByDay = new Map(favs.productRows.map((r) => [r.day, r.n]));
  const days: StatisticsDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push({
      date: day,
      pageViews: viewsByDay.get(day)?.pageViews ?? 0,
      productViews: viewsByDay.get(day)?.productViews ?? 0,
      follows: followsByDay.get(day) ?? 0,
      favourites: favouritesByDay.get(day) ?? 0,
      chats: chats.get(day) ?? 0,
    });
  }
  const sum = (key: keyof Omit<StatisticsDay, 'date'>) => days.reduce((s, d) => s + d[key], 0);
  return {
    enterpriseId,
    from,
    to,
    days,
    totals: {
      pageViews: sum('pageViews'),
      productViews: sum('productViews'),
      follows: sum('follows'),
      favourites: sum('favourites'),
      chats: sum('chats'),
    },
    chatsRecorded: true,
  };
}

/* ------------------------------------------------------------------ progress */

/** The enterprise's steps at a glance (ours: GET exhibitor/rest/enterprise/{enterpriseId}/progress). */
export async function progress(
  db: Db,
  caller: Caller,
  enterpriseId: number,
  exhibitionId: number,
): Promise<Progress> {
  await assertMember(db, caller.userId, enterpriseId, caller.locale);
  const [enterprise, settlement, preview, counts] = await Promise.all([
    findEnterprise(db, enterpriseId),
    settlementOf(db, enterpriseId),
    repo.findPreviewOf(db, enterpriseId, exhibitionId),
    productCountsOf(db, enterpriseId),
  ]);
  if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND');
  const settlementState = settlement?.status ?? 'none';
  const pageState = preview?.status ?? 'none';
  const listed = counts.get('listed') ?? 0;
  const waitingProducts = counts.get('pending') ?? 0;
  const violations = counts.get('violation') ?? 0;
  const stateOf = (s: string) =>
    s === 'settled' || s === 'approved'
      ? 'done'
      : s === 'pending'
        ? 'waiting'
        : s === 'rejected'
          ? 'action'
          : 'todo';
  return {
    enterpriseId,
    steps: [
      {
        key: 'certification',
        state: 'done',
        detail: 'certified',
        reason: null,
        at: iso(enterprise.certifiedAt),
        count: null,
      },
      {
        key: 'settlement',
        state: stateOf(settlementState),
        detail: settlementState,
        reason: settlement?.status === 'rejected' ? settlement.rejectReason : null,
        at: iso(settlement?.reviewedAt ?? settlement?.submittedAt),
        count: null,
      },
      {
        key: 'page',
        state: stateOf(pageState),
        detail: pageState,
        reason: preview?.status === 'rejected' ? preview.rejectReason : null,
        at: iso(preview?.reviewedAt ?? preview?.submittedAt ?? preview?.updatedAt),
        count: null,
      },
      {
        key: 'products',
        state: listed > 0 ? 'done' : violations > 0 ? 'action' : waitingProducts > 0 ? 'waiting' : 'todo',
        detail:
          listed > 0 ? 'listed' : violations > 0 ? 'violation' : waitingProducts > 0 ? 'pending' : 'none',
        reason: null,
        at: null,
        count: listed,
      },
    ],
  };
}

/** POST exhibitor/rest/enterprise/auditPending: what waits for the caller, or for the organizer about them. */
export async function auditPending(db: Db, caller: Caller, exhibitionId: number): Promise<AuditPending> {
  const membership = await getMembership(db, caller.userId);
  const ownJoin = await ownWaitingJoinRequests(db, caller.userId);
  const waiting: AuditPending['waiting'] = [];
  const toDecide: AuditPending['toDecide'] = [];
  if (ownJoin > 0) waiting.push({ kind: 'ownJoinRequest', count: ownJoin });
  if (!membership) return { toDecide, waiting };
  if (membership.status === 'pending') waiting.push({ kind: 'certification', count: 1 });
  if (!membership.certified) return { toDecide, waiting };
  const id = membership.enterpriseId;
  const [settlement, preview, counts, fairRequest] = await Promise.all([
    settlementOf(db, id),
    repo.findPreviewOf(db, id, exhibitionId),
    productCountsOf(db, id),
    fairRequestOf(db, id, exhibitionId),
  ]);
  if (fairRequest?.status === 'pending') waiting.push({ kind: 'fairRequest', count: 1 });
  if (settlement?.status === 'pending') waiting.push({ kind: 'settlement', count: 1 });
  if (preview?.status === 'pending') waiting.push({ kind: 'page', count: 1 });
  const products = counts.get('pending') ?? 0;
  if (products > 0) waiting.push({ kind: 'products', count: products });
  if (membership.role === 'admin') {
    const [joins, links] = await Promise.all([
      waitingJoinRequests(db, id),
      repo.waitingIncomingLinks(db, id),
    ]);
    if (joins > 0) toDecide.push({ kind: 'joinRequests', count: joins });
    if (links > 0) toDecide.push({ kind: 'linkRequests', count: links });
  }
  return { toDecide, waiting };
}

/* -------------------------------------------------------------------- links */

function otherOf(row: EnterpriseRow) {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    logoUrl: row.logoKey ? attachmentUrl(row.logoKey) : null,
  };
}

async function toLinks(db: Db, enterpriseId: number, rows: repo.LinkRow[]): Promise<EnterpriseLink[]> {
  const otherIds = rows.map((r) =>
    r.enterpriseId === enterpriseId ? r.relatedEnterpriseId : r.enterpriseId,
  );
  const byId = new Map((await enterprisesByIds(db, [...new Set(otherIds)])).map((e) => [e.id, e]));
  return rows.flatMap((r) => {
    const outgoing = r.enterpriseId === enterpriseId;
    const other = byId.get(outgoing ? r.relatedEnterpriseId : r.enterpriseId);
    if (!other) return [];
    const relation = r.relation as LinkRelation;
    return [
      {
        id: r.id,
        direction: outgoing ? ('outgoing' as const) : ('incoming' as const),
        relation: outgoing ? relation : INVERSE_RELATION[relation],
        status: r.status as LinkState,
        reason: r.reason,
        other: otherOf(other),
        createdAt: r.createdAt.toISOString(),
        decidedAt: iso(r.decidedAt),
      },
    ];
  });
}

/** POST exhibitor/rest/enterprise/bind/{enterpriseId} and bindNew: the administrator asks for a link. */
export async function requestLink(
  db: Db,
  caller: Caller,
  target: { enterpriseId: number } | { creditCode: string },
  relation: LinkRelation,
): Promise<EnterpriseLink> {
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  let other: EnterpriseRow | undefined;
  if ('creditCode' in target) {
    const code = normalizeCreditCode(target.creditCode);
    if (!isValidCreditCode(code)) throw new AppError('CREDIT_CODE_INVALID');
    other = await findCertifiedByCreditCode(db, code);
  } else {
    other = await findEnterprise(db, target.enterpriseId);
  }
  if (other?.status !== 'certified') throw new AppError('ENTERPRISE_NOT_FOUND');
  if (other.id === membership.enterpriseId) throw new AppError('LINK_SELF');
  const pair = await repo.findPair(db, membership.enterpriseId, other.id);
  if (pair.some((p) => p.status === 'pending' || p.status === 'accepted')) throw new AppError('LINK_EXISTS');
  const row = await repo.upsertLinkRequest(db, {
    enterpriseId: membership.enterpriseId,
    relatedEnterpriseId: other.id,
    relation,
    requestedBy: caller.userId,
  });
  if (!row) throw new AppError('LINK_EXISTS');
  const [link] = await toLinks(db, membership.enterpriseId, [row]);
  return link!;
}

/** GET exhibitor/rest/enterprise/{enterpriseId}/bind/enterprise: every link of THAT enterprise (members). */
export async function listLinks(db: Db, caller: Caller, enterpriseId: number) {
  await assertMember(db, caller.userId, enterpriseId, caller.locale);
  return toLinks(db, enterpriseId, await repo.linksOf(db, enterpriseId));
}

/** POST exhibitor/rest/enterprise/{enterpriseId}/bind/enterprise: the administrator of THAT enterprise decides. */
export async function decideLink(db: Db, caller: Caller, enterpriseId: number, body: BindDecisionBody) {
  await assertAdmin(db, caller.userId, enterpriseId, caller.locale);
  const row = await repo.findLink(db, body.linkId);
  if (!row || (row.enterpriseId !== enterpriseId && row.relatedEnterpriseId !== enterpriseId)) {
    throw new AppError('LINK_NOT_FOUND');
  }
  const rule = LINK_TRANSITIONS[body.decision];
  const side = row.enterpriseId === enterpriseId ? 'asking' : 'asked';
  if (!rule.from.includes(row.status as LinkState) || (rule.by !== 'either' && rule.by !== side)) {
    throw new AppError('LINK_STATE');
  }
  const reason = body.reason?.trim() || null;
  if (body.decision === 'reject' && !reason) throw new AppError('REJECT_REASON_REQUIRED');
  const updated = await repo.decideLinkIf(db, row.id, rule.from, {
    status: rule.to,
    reason: body.decision === 'reject' ? reason : null,
    decidedBy: caller.userId,
  });
  if (!updated) throw new AppError('LINK_STATE');
  const [link] = await toLinks(db, enterpriseId, [updated]);
  return link!;
}

/** GET exhibitor/rest/enterprise/{enterpriseId}/enterprises: accepted links of a certified enterprise, for anyone. */
export async function relatedEnterprises(db: Db, enterpriseId: number): Promise<RelatedEnterprise[]> {
  const enterprise = await findEnterprise(db, enterpriseId);
  if (enterprise?.status !== 'certified') throw new AppError('ENTERPRISE_NOT_FOUND');
  const links = await toLinks(db, enterpriseId, await repo.linksOf(db, enterpriseId, 'accepted'));
  return links.map((l) => ({ ...l.other, relation: l.relation }));
}

/* ------------------------------------------------------------------ files */

/** A page's picture or video is public once an approved page shows it (attachments' read rule). */
export function isPublishedPageFile(db: Db, file: { key: string }) {
  return listing.keyOnPublicPage(db, file.key);
}

/** The members of the page's enterprise read its files while it is a draft or in review. */
export async function isPageMember(db: Db, refId: string, userId: number) {
  const id = Number(refId);
  const row = Number.isSafeInteger(id) && id > 0 ? await repo.findPreview(db, id) : undefined;
  return row !== undefined && (await getMembership(db, userId))?.enterpriseId === row.enterpriseId;
}
