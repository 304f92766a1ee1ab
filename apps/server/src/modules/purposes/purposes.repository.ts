import type { ApplyChatState, PurposeSort, PurposeState } from '@cidpex/contracts';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { attachments } from '../../db/schema/platform';
import {
  applyChats,
  purposeBannedWords,
  purposeComments,
  purposeFavorites,
  purposeImages,
  purposeReports,
  purposes,
} from '../../db/schema/purposes';
import { containsPattern } from './purposes.text';

export type PurposeRow = typeof purposes.$inferSelect;
export type NewPurpose = typeof purposes.$inferInsert;
export type AttachmentRow = typeof attachments.$inferSelect;
export type ApplyChatRow = typeof applyChats.$inferSelect;

/** Attachments of a post carry this refType and the post id as refId. */
export const PURPOSE_REF = 'purpose';

/* ------------------------------------------------------------------- posts */

/**
 * A post as the lists read it. The names shown beside it (publisher, enterprise) belong to the
 * accounts and enterprises domains and are added by the service from their indexes
 * (`peopleByIds`, `enterpriseNamesByIds`), not joined here.
 */
export type PostOnly = { post: PurposeRow };

function postQuery(db: Db) {
  return db.select({ post: purposes }).from(purposes);
}

const alive = isNull(purposes.deletedAt);

export async function findPost(db: Db, id: number): Promise<PostOnly | undefined> {
  const [row] = await postQuery(db)
    .where(and(eq(purposes.id, id), alive))
    .limit(1);
  return row;
}

export async function findPostRow(db: Db, id: number, forUpdate = false): Promise<PurposeRow | undefined> {
  const q = db
    .select()
    .from(purposes)
    .where(and(eq(purposes.id, id), alive))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function findByRequestKey(db: Db, publisherId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(purposes)
    .where(and(eq(purposes.publisherId, publisherId), eq(purposes.requestKey, requestKey)))
    .limit(1);
  return row;
}

export interface PostFilter {
  states?: readonly PurposeState[];
  publisherId?: number;
  type?: string;
  category?: string;
  /** Any of these categories (an exhibitor's matching demand posts). */
  categories?: readonly string[];
  /** Posts of other enterprises than this one (and of publishers without one). */
  notEnterpriseId?: number;
  /** Folded keyword (purposes.text foldText). */
  keyword?: string;
}

function postWhere(f: PostFilter): SQL | undefined {
  return and(
    alive,
    f.states ? inArray(purposes.status, [...f.states]) : undefined,
    f.publisherId === undefined ? undefined : eq(purposes.publisherId, f.publisherId),
    f.type ? eq(purposes.type, f.type) : undefined,
    f.category ? eq(purposes.category, f.category) : undefined,
    f.categories ? inArray(purposes.category, [...f.categories]) : undefined,
    f.notEnterpriseId === undefined
      ? undefined
      : sql`${purposes.enterpriseId} is distinct from ${f.notEnterpriseId}`,
    f.keyword ? sql`${purposes.searchText} like ${containsPattern(f.keyword)}` : undefined,
  );
}

export type PostOrder = PurposeSort | 'updated' | 'submitted';

export async function pagePosts(
  db: Db,
  filter: PostFilter,
  args: { page: number; pageSize: number; order: PostOrder; englishFirst?: boolean },
) {
  const where = postWhere(filter);
  const first = args.englishFirst ? [sql`(${purposes.lang} = 'en') desc`] : [];
  const order =
    args.order === 'discussed'
      ? [desc(purposes.commentCount), sql`${purposes.publishTime} desc nulls last`, desc(purposes.id)]
      : args.order === 'newest'
        ? [sql`${purposes.publishTime} desc nulls last`, desc(purposes.id)]
        : args.order === 'submitted'
          ? [asc(purposes.submittedAt), asc(purposes.id)]
          : [desc(purposes.updatedAt), desc(purposes.id)];
  const [rows, total] = await Promise.all([
    postQuery(db)
      .where(where)
      .orderBy(...first, ...order)
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ n: count() }).from(purposes).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** These posts in this order, those still on the board (approved, not deleted) only. */
export async function findListedPosts(db: Db, ids: readonly number[]): Promise<PostOnly[]> {
  if (ids.length === 0) return [];
  const rows = await postQuery(db).where(
    and(alive, eq(purposes.status, 'Passed'), inArray(purposes.id, [...ids])),
  );
  const byId = new Map(rows.map((r) => [r.post.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** A picture as the board's card statement reads it. */
export interface PictureRow {
  id: number;
  key: string;
  size: number;
  width: number | null;
  height: number | null;
}

/**
 * The board's cards' own parts in one prepared statement (board-reads.ts): these posts if still
 * on the board, each with its cover (not deleted) and its images in order. `ids` is a JSON array.
 */
export const listedCardRows = preparedPerDb((db) =>
  db
    .select({
      post: purposes,
      cover: {
        id: attachments.id,
        key: attachments.key,
        size: attachments.size,
        width: attachments.width,
        height: attachments.height,
      },
      images: sql<PictureRow[] | null>`(select json_agg(json_build_object('id', a.id, 'key', a.key,
        'size', a.size, 'width', a.width, 'height', a.height) order by i.position)
        from purpose_images i join attachments a on a.id = i.attachment_id where i.purpose_id = ${purposes.id})`,
    })
    .from(purposes)
    .leftJoin(attachments, and(eq(attachments.id, purposes.coverAttachmentId), isNull(attachments.deletedAt)))
    .where(
      and(
        sql`${purposes.id} = any(array(select json_array_elements_text(${sql.placeholder('ids')}::json)::int))`,
        alive,
        eq(purposes.status, 'Passed'),
      ),
    )
    .prepare('purposes_listed_cards'),
);

/** How many posts are in each state (of one publisher, or all). */
export async function countPostsByState(db: Db, publisherId?: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: purposes.status, n: count() })
    .from(purposes)
    .where(and(alive, publisherId === undefined ? undefined : eq(purposes.publisherId, publisherId)))
    .groupBy(purposes.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function insertPost(db: Db, values: NewPurpose): Promise<PurposeRow> {
  const [row] = await db.insert(purposes).values(values).returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

/** Changes a post only while it is in one of the `from` states; undefined when it moved meanwhile. */
export async function updatePost(
  db: Db,
  id: number,
  from: readonly PurposeState[],
  changes: Partial<NewPurpose>,
): Promise<PurposeRow | undefined> {
  const [row] = await db
    .update(purposes)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(purposes.id, id), alive, inArray(purposes.status, [...from])))
    .returning();
  return row;
}

export async function bumpCount(db: Db, id: number, column: 'commentCount' | 'favoriteCount', by: 1 | -1) {
  const col = purposes[column];
  await db
    .update(purposes)
    .set({ [column]: sql`greatest(${col} + ${by}, 0)` })
    .where(eq(purposes.id, id));
}

/* ---------------------------------------------------------------- pictures */

export async function findAttachments(db: Db, ids: readonly number[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.id, [...ids]), isNull(attachments.deletedAt)));
}

export async function imagesOf(db: Db, purposeIds: readonly number[]) {
  if (purposeIds.length === 0) return [];
  return db
    .select({ purposeId: purposeImages.purposeId, file: attachments })
    .from(purposeImages)
    .innerJoin(attachments, eq(attachments.id, purposeImages.attachmentId))
    .where(inArray(purposeImages.purposeId, [...purposeIds]))
    .orderBy(asc(purposeImages.purposeId), asc(purposeImages.position));
}

/** The post's pictures become exactly these (in order), all linked to it. */
export async function replacePictures(
  db: Db,
  purposeId: number,
  coverId: number | null,
  imageIds: readonly number[],
) {
  await db.delete(purposeImages).where(eq(purposeImages.purposeId, purposeId));
  if (imageIds.length > 0) {
    await db
      .insert(purposeImages)
      .values(imageIds.map((attachmentId, position) => ({ purposeId, attachmentId, position })));
  }
  const linked = coverId === null ? [...imageIds] : [coverId, ...imageIds];
  if (linked.length > 0) {
    await db
      .update(attachments)
      .set({ refType: PURPOSE_REF, refId: String(purposeId) })
      .where(inArray(attachments.id, linked));
  }
}

/* ---------------------------------------------------------------- comments */

const commentColumns = {
  comment: purposeComments,
  purposeTitle: purposes.title,
  publisherId: purposes.publisherId,
  userId: purposeComments.userId,
  enterpriseName: sql<
    string | null
  >`(select e.name from enterprise_staff s join enterprises e on e.id = s.enterprise_id
    where s.user_id = ${purposeComments.userId} and e.status = 'certified' limit 1)`,
  enterpriseNameEn: sql<
    string | null
  >`(select e.name_en from enterprise_staff s join enterprises e on e.id = s.enterprise_id
    where s.user_id = ${purposeComments.userId} and e.status = 'certified' limit 1)`,
};
export type CommentJoined = {
  comment: typeof purposeComments.$inferSelect;
  purposeTitle: string;
  publisherId: number;
  userId: number;
  enterpriseName: string | null;
  enterpriseNameEn: string | null;
};

function commentQuery(db: Db) {
  return db
    .select(commentColumns)
    .from(purposeComments)
    .innerJoin(purposes, eq(purposes.id, purposeComments.purposeId));
}

export async function findComment(db: Db, id: number): Promise<CommentJoined | undefined> {
  const [row] = await commentQuery(db)
    .where(and(eq(purposeComments.id, id), isNull(purposeComments.deletedAt)))
    .limit(1);
  return row;
}

export async function pageComments(
  db: Db,
  f: { purposeId?: number; userId?: number; publisherId?: number; hidden?: boolean },
  args: { page: number; pageSize: number },
) {
  const where = and(
    isNull(purposeComments.deletedAt),
    alive,
    f.purposeId === undefined ? undefined : eq(purposeComments.purposeId, f.purposeId),
    f.userId === undefined ? undefined : eq(purposeComments.userId, f.userId),
    f.publisherId === undefined ? undefined : eq(purposes.publisherId, f.publisherId),
    f.hidden === undefined
      ? undefined
      : f.hidden
        ? sql`${purposeComments.hiddenAt} is not null`
        : isNull(purposeComments.hiddenAt),
  );
  const [rows, total] = await Promise.all([
    commentQuery(db)
      .where(where)
      .orderBy(desc(purposeComments.createdAt), desc(purposeComments.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db
      .select({ n: count() })
      .from(purposeComments)
      .innerJoin(purposes, eq(purposes.id, purposeComments.purposeId))
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function insertComment(db: Db, values: typeof purposeComments.$inferInsert) {
  const [row] = await db.insert(purposeComments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

/** Marks a visible comment deleted or hidden; false when it was already gone or hidden. */
export async function retireComment(
  db: Db,
  id: number,
  changes: { deletedAt: Date } | { hiddenAt: Date; hiddenBy: number },
): Promise<boolean> {
  const rows = await db
    .update(purposeComments)
    .set(changes)
    .where(
      and(eq(purposeComments.id, id), isNull(purposeComments.deletedAt), isNull(purposeComments.hiddenAt)),
    )
    .returning({ id: purposeComments.id });
  return rows.length > 0;
}

export async function deleteHiddenComment(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(purposeComments)
    .set({ deletedAt: new Date() })
    .where(and(eq(purposeComments.id, id), isNull(purposeComments.deletedAt)))
    .returning({ id: purposeComments.id });
  return rows.length > 0;
}

/* --------------------------------------------------------------- favorites */

/** True when this call added it (a repeat finds it there already). */
export async function insertFavorite(db: Db, purposeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(purposeFavorites)
    .values({ purposeId, userId })
    .onConflictDoNothing()
    .returning({ id: purposeFavorites.id });
  return rows.length > 0;
}

export async function deleteFavorite(db: Db, purposeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(purposeFavorites)
    .where(and(eq(purposeFavorites.purposeId, purposeId), eq(purposeFavorites.userId, userId)))
    .returning({ id: purposeFavorites.id });
  return rows.length > 0;
}

export async function collectedAmong(db: Db, userId: number, purposeIds: readonly number[]) {
  if (purposeIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ purposeId: purposeFavorites.purposeId })
    .from(purposeFavorites)
    .where(and(eq(purposeFavorites.userId, userId), inArray(purposeFavorites.purposeId, [...purposeIds])));
  return new Set(rows.map((r) => r.purposeId));
}

export async function pageFavorites(
  db: Db,
  f: { userId?: number; publisherId?: number; purposeId?: number },
  args: { page: number; pageSize: number },
) {
  const where = and(
    alive,
    f.userId === undefined ? undefined : eq(purposeFavorites.userId, f.userId),
    f.publisherId === undefined ? undefined : eq(purposes.publisherId, f.publisherId),
    f.purposeId === undefined ? undefined : eq(purposeFavorites.purposeId, f.purposeId),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        favorite: purposeFavorites,
        purposeTitle: purposes.title,
        purposeType: purposes.type,
        publishStatus: purposes.status,
        coverKey: attachments.key,
      })
      .from(purposeFavorites)
      .innerJoin(purposes, eq(purposes.id, purposeFavorites.purposeId))
      .leftJoin(attachments, eq(attachments.id, purposes.coverAttachmentId))
      .where(where)
      .orderBy(desc(purposeFavorites.createdAt), desc(purposeFavorites.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db
      .select({ n: count() })
      .from(purposeFavorites)
      .innerJoin(purposes, eq(purposes.id, purposeFavorites.purposeId))
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/* -------------------------------------------------------------- applyChats */

const applicant = sql<string>`(select coalesce(u.name, '') from users u where u.id = ${applyChats.applicantId})`;
const applicantEnterprise = sql<
  string | null
>`(select e.name from enterprise_staff s join enterprises e on e.id = s.enterprise_id
  where s.user_id = ${applyChats.applicantId} and e.status = 'certified' limit 1)`;
const publisher = sql<string>`(select coalesce(u.name, '') from users u where u.id = ${applyChats.publisherId})`;

function applyChatQuery(db: Db) {
  return db
    .select({
      applyChat: applyChats,
      purposeTitle: purposes.title,
      purposeType: purposes.type,
      applicantName: applicant,
      applicantEnterpriseName: applicantEnterprise,
      publisherName: publisher,
    })
    .from(applyChats)
    .innerJoin(purposes, eq(purposes.id, applyChats.purposeId));
}
export type ApplyChatJoined = Awaited<ReturnType<ReturnType<typeof applyChatQuery>['execute']>>[number];

export async function findApplyChat(db: Db, id: number): Promise<ApplyChatJoined | undefined> {
  const [row] = await applyChatQuery(db).where(eq(applyChats.id, id)).limit(1);
  return row;
}

export async function findApplyChatOf(db: Db, purposeId: number, applicantId: number) {
  const [row] = await applyChatQuery(db)
    .where(and(eq(applyChats.purposeId, purposeId), eq(applyChats.applicantId, applicantId)))
    .limit(1);
  return row;
}

export async function applyChatStatesOf(db: Db, applicantId: number, purposeIds: readonly number[]) {
  if (purposeIds.length === 0) return new Map<number, ApplyChatState>();
  const rows = await db
    .select({ purposeId: applyChats.purposeId, status: applyChats.status })
    .from(applyChats)
    .where(and(eq(applyChats.applicantId, applicantId), inArray(applyChats.purposeId, [...purposeIds])));
  return new Map(rows.map((r) => [r.purposeId, r.status as ApplyChatState]));
}

export async function insertApplyChat(db: Db, values: typeof applyChats.$inferInsert): Promise<ApplyChatRow> {
  const [row] = await db.insert(applyChats).values(values).returning();
  if (!row) throw new Error('chat application not inserted');
  return row;
}

export async function updateApplyChat(
  db: Db,
  id: number,
  from: ApplyChatState,
  changes: Partial<typeof applyChats.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(applyChats)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(applyChats.id, id), eq(applyChats.status, from)))
    .returning({ id: applyChats.id });
  return rows.length > 0;
}

export async function deleteApplyChat(db: Db, id: number, from: ApplyChatState): Promise<boolean> {
  const rows = await db
    .delete(applyChats)
    .where(and(eq(applyChats.id, id), eq(applyChats.status, from)))
    .returning({ id: applyChats.id });
  return rows.length > 0;
}

/**
 * The newest chat applications an enterprise received on its members' posts (the exhibitor's
 * interaction inbox): who applied, on which post, in which state.
 */
export async function recentApplyChatsTo(db: Db, enterpriseId: number, limit: number) {
  return db
    .select({
      id: applyChats.id,
      applicantId: applyChats.applicantId,
      applicantName: applicant,
      purposeId: applyChats.purposeId,
      purposeTitle: purposes.title,
      status: applyChats.status,
      createdAt: applyChats.createdAt,
    })
    .from(applyChats)
    .innerJoin(purposes, eq(purposes.id, applyChats.purposeId))
    .where(eq(applyChats.enterpriseId, enterpriseId))
    .orderBy(desc(applyChats.createdAt), desc(applyChats.id))
    .limit(limit);
}

/** Applications sent by a user, or received by a publisher / an enterprise. */
export async function pageApplyChats(
  db: Db,
  f: {
    applicantId?: number;
    handler?: { userId: number; enterpriseId: number | null };
    status?: ApplyChatState;
  },
  args: { page: number; pageSize: number },
) {
  const who =
    f.applicantId !== undefined
      ? eq(applyChats.applicantId, f.applicantId)
      : f.handler
        ? f.handler.enterpriseId === null
          ? and(eq(applyChats.publisherId, f.handler.userId), isNull(applyChats.enterpriseId))
          : or(
              eq(applyChats.enterpriseId, f.handler.enterpriseId),
              and(eq(applyChats.publisherId, f.handler.userId), isNull(applyChats.enterpriseId)),
            )
        : undefined;
  const where = and(who, f.status ? eq(applyChats.status, f.status) : undefined);
  const [rows, total, byState] = await Promise.all([
    applyChatQuery(db)
      .where(where)
      .orderBy(desc(applyChats.updatedAt), desc(applyChats.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ n: count() }).from(applyChats).where(where),
    db
      .select({ status: applyChats.status, n: count() })
      .from(applyChats)
      .where(who)
      .groupBy(applyChats.status),
  ]);
  return {
    rows,
    total: total[0]?.n ?? 0,
    byState: Object.fromEntries(byState.map((r) => [r.status, r.n])) as Record<string, number>,
  };
}

export async function acceptedWithEnterprise(db: Db, applicantId: number, enterpriseId: number) {
  const [row] = await db
    .select({ id: applyChats.id })
    .from(applyChats)
    .where(
      and(
        eq(applyChats.applicantId, applicantId),
        eq(applyChats.enterpriseId, enterpriseId),
        eq(applyChats.status, 'Accepted'),
      ),
    )
    .limit(1);
  return row;
}

/* ------------------------------------------------------------ banned words */

export async function bannedWords(db: Db) {
  return db
    .select({ word: purposeBannedWords.word, folded: purposeBannedWords.folded })
    .from(purposeBannedWords)
    .orderBy(asc(purposeBannedWords.id));
}

export async function replaceBannedWords(db: Db, words: readonly { word: string; folded: string }[]) {
  await db.delete(purposeBannedWords);
  if (words.length > 0) await db.insert(purposeBannedWords).values([...words]);
}

/* ----------------------------------------------------------------- reports */

/** Records a reader's report, or updates their earlier one (reopened if it was settled). */
export async function upsertReport(
  db: Db,
  values: { purposeId: number; reporterId: number; reason: string; note: string | null },
) {
  await db
    .insert(purposeReports)
    .values(values)
    .onConflictDoUpdate({
      target: [purposeReports.purposeId, purposeReports.reporterId],
      set: {
        reason: values.reason,
        note: values.note,
        outcome: null,
        handledBy: null,
        handledAt: null,
        createdAt: sql`now()`,
      },
    });
}

export async function hasReported(db: Db, purposeId: number, reporterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purposeReports.id })
    .from(purposeReports)
    .where(
      and(
        eq(purposeReports.purposeId, purposeId),
        eq(purposeReports.reporterId, reporterId),
        isNull(purposeReports.handledAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Reported posts, one row each: open ones (any report not handled) first, most reported first;
 * `handled` true lists only settled posts, false only open ones.
 */
export async function pageReports(db: Db, args: { handled?: boolean; page: number; pageSize: number }) {
  const open = sql<number>`count(*) filter (where ${purposeReports.handledAt} is null)::int`;
  const having = args.handled === undefined ? undefined : args.handled ? sql`${open} = 0` : sql`${open} > 0`;
  const grouped = db
    .select({
      purposeId: purposeReports.purposeId,
      openCount: open.as('open_count'),
      totalCount: sql<number>`count(*)::int`.as('total_count'),
      reasons: sql<string[]>`array_agg(${purposeReports.reason} order by ${purposeReports.createdAt})`.as(
        'reasons',
      ),
      notes: sql<
        (string | null)[]
      >`array_agg(${purposeReports.note} order by ${purposeReports.createdAt})`.as('notes'),
      lastReportedAt: sql<Date>`max(${purposeReports.createdAt})`
        .mapWith(purposeReports.createdAt)
        .as('last_at'),
      outcome: sql<
        string | null
      >`(array_agg(${purposeReports.outcome} order by ${purposeReports.handledAt} desc nulls last))[1]`.as(
        'outcome',
      ),
    })
    .from(purposeReports)
    .groupBy(purposeReports.purposeId)
    .having(having)
    .as('r');
  const [rows, total] = await Promise.all([
    db
      .select({
        report: {
          purposeId: grouped.purposeId,
          openCount: grouped.openCount,
          totalCount: grouped.totalCount,
          reasons: grouped.reasons,
          notes: grouped.notes,
          lastReportedAt: grouped.lastReportedAt,
          outcome: grouped.outcome,
        },
        title: purposes.title,
        type: purposes.type,
        status: purposes.status,
        publisherId: purposes.publisherId,
      })
      .from(grouped)
      .innerJoin(purposes, eq(purposes.id, grouped.purposeId))
      .where(alive)
      .orderBy(desc(grouped.openCount), desc(grouped.totalCount), desc(grouped.lastReportedAt))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db
      .select({ n: count() })
      .from(grouped)
      .innerJoin(purposes, eq(purposes.id, grouped.purposeId))
      .where(alive),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Settles every open report of a post; how many were open. */
export async function settleReports(db: Db, purposeId: number, outcome: string, handledBy: number) {
  const rows = await db
    .update(purposeReports)
    .set({ outcome, handledBy, handledAt: sql`now()` })
    .where(and(eq(purposeReports.purposeId, purposeId), isNull(purposeReports.handledAt)))
    .returning({ id: purposeReports.id });
  return rows.length;
}
