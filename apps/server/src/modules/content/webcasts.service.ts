import {
  attachmentUrl,
  type Locale,
  type MyQuestion,
  type OrganizerQuestion,
  type OwnWebcast,
  PICTURE_TYPES,
  type QuestionState,
  type VideoRow,
  videoFormatOf,
  WEBCAST_EDITABLE,
  WEBCAST_SUBMITTABLE,
  type WebcastBody,
  type WebcastDetail,
  type WebcastState,
  type WebcastSummary,
  webcastBody,
} from '@cidpex/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type StoredWebcastVideo, webcastQuestions, webcasts } from '../../db/schema/content';
import { attachments } from '../../db/schema/platform';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { peopleByIds } from '../accounts';
import { assertMember } from '../enterprises';
import { sanitizePlain, sanitizeRich } from './content.html';

type Row = typeof webcasts.$inferSelect;
type QuestionRow = typeof webcastQuestions.$inferSelect;
type Input = z.output<typeof webcastBody>;

const PICTURE_KINDS = ['picture', 'enterpriseImage', 'postImage', 'logo'];

const enterpriseNameOf = (r: Row, locale: Locale) =>
  locale === 'en' ? r.enterpriseNameEn || r.enterpriseName : r.enterpriseName;
const titleOf = (r: Row, locale: Locale) => (locale === 'en' ? r.titleEn || r.title : r.title);

function videosOf(r: Row) {
  return r.videos.map((v) => ({
    title: v.title,
    url: v.url,
    format: videoFormatOf(v.url),
    attachmentId: v.attachmentId,
  }));
}

function summaryOf(r: Row, locale: Locale): WebcastSummary {
  return {
    id: r.id,
    enterpriseId: r.enterpriseId,
    enterpriseName: enterpriseNameOf(r, locale),
    title: titleOf(r, locale),
    summary: r.summary,
    posterUrl: r.posterUrl,
    videoCount: r.videos.length,
    hasReport: r.report.trim().length > 0,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    views: r.views,
  };
}

/** A name shown beside a public question: the account's name with its middle hidden. */
function maskedName(name: string | null | undefined, mobile: string | null | undefined): string {
  const n = (name ?? '').trim();
  if (n) return n.length <= 1 ? `${n}*` : `${n[0]}${'*'.repeat(Math.min(n.length - 1, 3))}`;
  if (mobile && mobile.length >= 7) return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  return '***';
}

const questionOf = (q: QuestionRow) => ({
  id: q.id,
  body: q.body,
  answer: q.answer,
  answeredBy: q.answer ? ((q.answeredBy ?? 'organizer') as 'enterprise' | 'organizer') : null,
  askedBy: q.askedBy,
  createdAt: q.createdAt.toISOString(),
});

async function questionCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: webcastQuestions.webcastId, n: count() })
    .from(webcastQuestions)
    .where(inArray(webcastQuestions.webcastId, ids))
    .groupBy(webcastQuestions.webcastId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function ownOf(r: Row, questions: number): OwnWebcast {
  return {
    id: r.id,
    enterpriseId: r.enterpriseId,
    enterpriseName: r.enterpriseName,
    title: r.title,
    titleEn: r.titleEn,
    summary: r.summary,
    report: r.report,
    poster: r.posterUrl ? { id: r.posterAttachmentId, url: r.posterUrl } : null,
    videos: videosOf(r),
    status: r.status as WebcastState,
    reviewNote: r.reviewNote,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    questionCount: questions,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function ownList(db: Db, rows: Row[]): Promise<OwnWebcast[]> {
  const counts = await questionCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ownOf(r, counts.get(r.id) ?? 0));
}

// ---- public ----

const approved = eq(webcasts.status, 'approved');

export async function publicList(
  db: Db,
  q: { keyword?: string; withReport?: boolean; page: number; pageSize: number },
  locale: Locale,
) {
  const parts: SQL[] = [approved];
  if (q.withReport) parts.push(sql`length(trim(${webcasts.report})) > 0`);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(webcasts.title, like),
        ilike(webcasts.titleEn, like),
        ilike(webcasts.summary, like),
        ilike(webcasts.enterpriseName, like),
      )!,
    );
  }
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webcasts)
      .where(where)
      .orderBy(desc(webcasts.publishedAt), desc(webcasts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(webcasts).where(where),
  ]);
  return {
    rows: rows.map((r) => summaryOf(r, locale)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Every video of the approved webcasts, newest webcast first (/video/list). */
export async function publicVideos(db: Db, q: { page: number; pageSize: number }, locale: Locale) {
  const rows = await db
    .select()
    .from(webcasts)
    .where(approved)
    .orderBy(desc(webcasts.publishedAt), desc(webcasts.id));
  const all: VideoRow[] = rows.flatMap((r) =>
    r.videos.map((v, index) => ({
      webcastId: r.id,
      index,
      title: v.title || titleOf(r, locale),
      webcastTitle: titleOf(r, locale),
      enterpriseName: enterpriseNameOf(r, locale),
      posterUrl: r.posterUrl,
      publishedAt: r.publishedAt?.toISOString() ?? null,
    })),
  );
  const start = (q.page - 1) * q.pageSize;
  return {
    rows: all.slice(start, start + q.pageSize),
    total: all.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function publicDetail(db: Db, id: number, locale: Locale): Promise<WebcastDetail> {
  const [row] = await db
    .update(webcasts)
    .set({ views: sql`${webcasts.views} + 1` })
    .where(and(eq(webcasts.id, id), approved))
    .returning();
  if (!row) throw new AppError('WEBCAST_NOT_FOUND');
  const questions = await db
    .select()
    .from(webcastQuestions)
    .where(and(eq(webcastQuestions.webcastId, id), eq(webcastQuestions.status, 'approved')))
    .orderBy(desc(webcastQuestions.id));
  return {
    ...summaryOf(row, locale),
    report: row.report,
    videos: videosOf(row),
    questions: questions.map(questionOf),
  };
}

/** A signed-in visitor asks; the same question asked again is the same row. */
export async function ask(db: Db, userId: number, webcastId: number, body: string): Promise<MyQuestion> {
  const [cast] = await db
    .select({ id: webcasts.id })
    .from(webcasts)
    .where(and(eq(webcasts.id, webcastId), approved));
  if (!cast) throw new AppError('WEBCAST_NOT_FOUND');
  const text = sanitizePlain(body).trim();
  if (!text) throw new AppError('WEBCAST_QUESTION_REQUIRED');
  const person = (await peopleByIds(db, [userId])).get(userId);
  await db
    .insert(webcastQuestions)
    .values({ webcastId, userId, body: text, askedBy: maskedName(person?.name, person?.mobile) })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(webcastQuestions)
    .where(
      and(
        eq(webcastQuestions.webcastId, webcastId),
        eq(webcastQuestions.userId, userId),
        eq(webcastQuestions.body, text),
      ),
    );
  return { ...questionOf(row!), status: row!.status as QuestionState };
}

/** The caller's own questions on a webcast, whatever their state. */
export async function myQuestions(db: Db, userId: number, webcastId: number): Promise<MyQuestion[]> {
  const rows = await db
    .select()
    .from(webcastQuestions)
    .where(and(eq(webcastQuestions.webcastId, webcastId), eq(webcastQuestions.userId, userId)))
    .orderBy(desc(webcastQuestions.id));
  return rows.map((q) => ({ ...questionOf(q), status: q.status as QuestionState }));
}

// ---- the enterprise's staff ----

async function own(db: Db, caller: SignedInCaller, id: number) {
  const m = await assertMember(db, caller.userId, undefined, caller.locale);
  const [row] = await db.select().from(webcasts).where(eq(webcasts.id, id));
  if (!row) throw new AppError('WEBCAST_NOT_FOUND');
  if (row.enterpriseId !== m.enterpriseId) throw new AppError('NOT_ENTERPRISE_STAFF');
  return { m, row };
}

export async function listOwn(db: Db, caller: SignedInCaller): Promise<OwnWebcast[]> {
  const m = await assertMember(db, caller.userId, undefined, caller.locale);
  const rows = await db
    .select()
    .from(webcasts)
    .where(eq(webcasts.enterpriseId, m.enterpriseId))
    .orderBy(desc(webcasts.updatedAt), desc(webcasts.id));
  return ownList(db, rows);
}

export async function getOwn(db: Db, caller: SignedInCaller, id: number): Promise<OwnWebcast> {
  const { row } = await own(db, caller, id);
  return (await ownList(db, [row]))[0]!;
}

/**
 * The videos and the poster must be files the caller uploaded (or already linked to this
 * webcast by a colleague): MP4 videos, JPG/PNG pictures, belonging to nothing else.
 */
async function checkFiles(db: Db, userId: number, input: Input, webcastId?: number) {
  const ids = [...input.videos.map((v) => v.attachmentId), input.posterAttachmentId ?? 0].filter(Boolean);
  const rows = await db.select().from(attachments).where(inArray(attachments.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const usable = (a: (typeof rows)[number] | undefined) =>
    a &&
    ((a.refType === null && a.ownerUserId === userId) ||
      (webcastId !== undefined && a.refType === 'webcast' && a.refId === String(webcastId)));
  const videos: StoredWebcastVideo[] = input.videos.map((v) => {
    const a = byId.get(v.attachmentId);
    if (!usable(a) || a!.kind !== 'video' || a!.mimeType !== 'video/mp4') {
      throw new AppError('WEBCAST_VIDEO_INVALID');
    }
    return { title: sanitizePlain(v.title), url: attachmentUrl(a!.key), attachmentId: a!.id };
  });
  let poster: { id: number; url: string } | null = null;
  if (input.posterAttachmentId) {
    const a = byId.get(input.posterAttachmentId);
    const types: readonly string[] = PICTURE_TYPES;
    if (!usable(a) || !PICTURE_KINDS.includes(a!.kind) || !types.includes(a!.mimeType)) {
      throw new AppError('WEBCAST_POSTER_INVALID');
    }
    poster = { id: a!.id, url: attachmentUrl(a!.key) };
  }
  return { videos, poster, ids };
}

async function link(db: Db, ids: number[], webcastId: number) {
  if (!ids.length) return;
  await db
    .update(attachments)
    .set({ refType: 'webcast', refId: String(webcastId) })
    .where(
      and(inArray(attachments.id, ids), or(isNull(attachments.refType), eq(attachments.refType, 'webcast'))),
    );
}

function fieldsOf(input: Input) {
  return {
    title: sanitizePlain(input.title),
    titleEn: sanitizePlain(input.titleEn),
    summary: sanitizePlain(input.summary),
    report: sanitizeRich(input.report),
  };
}

export async function createOwn(db: Db, caller: SignedInCaller, body: WebcastBody): Promise<OwnWebcast> {
  const input = webcastBody.parse(body);
  const m = await assertMember(db, caller.userId, undefined, caller.locale);
  const files = await checkFiles(db, caller.userId, input);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webcasts)
      .values({
        enterpriseId: m.enterpriseId,
        enterpriseName: m.name,
        enterpriseNameEn: m.nameEn,
        ...fieldsOf(input),
        posterAttachmentId: files.poster?.id ?? null,
        posterUrl: files.poster?.url ?? null,
        videos: files.videos,
        createdBy: caller.userId,
      })
      .returning();
    await link(tx as unknown as Db, files.ids, created!.id);
    return created!;
  });
  return ownOf(row, 0);
}

/** Saves; an approved webcast edited goes back to the organizer (pending). */
export async function updateOwn(
  db: Db,
  caller: SignedInCaller,
  id: number,
  body: WebcastBody,
): Promise<OwnWebcast> {
  const input = webcastBody.parse(body);
  const { m, row } = await own(db, caller, id);
  if (!WEBCAST_EDITABLE.includes(row.status as WebcastState)) throw new AppError('WEBCAST_STATE');
  const files = await checkFiles(db, caller.userId, input, id);
  const wasApproved = row.status === 'approved';
  const [saved] = await db
    .update(webcasts)
    .set({
      ...fieldsOf(input),
      enterpriseName: m.name,
      enterpriseNameEn: m.nameEn,
      posterAttachmentId: files.poster?.id ?? null,
      posterUrl: files.poster?.url ?? null,
      videos: files.videos,
      ...(wasApproved ? { status: 'pending', submittedAt: new Date(), publishedAt: null } : {}),
      version: sql`${webcasts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(webcasts.id, id),
        eq(webcasts.status, row.status),
        input.version === undefined ? undefined : eq(webcasts.version, input.version),
      ),
    )
    .returning();
  if (!saved) throw new AppError('WEBCAST_VERSION_CONFLICT');
  await link(db, files.ids, id);
  return getOwn(db, caller, id);
}

async function move(db: Db, id: number, from: readonly string[], set: Partial<typeof webcasts.$inferInsert>) {
  const [row] = await db
    .update(webcasts)
    .set({ ...set, version: sql`${webcasts.version} + 1`, updatedAt: new Date() })
    .where(and(eq(webcasts.id, id), inArray(webcasts.status, [...from])))
    .returning();
  if (!row) throw new AppError('WEBCAST_STATE');
  return row;
}

export async function submitOwn(db: Db, caller: SignedInCaller, id: number): Promise<OwnWebcast> {
  await own(db, caller, id);
  await move(db, id, WEBCAST_SUBMITTABLE, { status: 'pending', submittedAt: new Date(), reviewNote: null });
  return getOwn(db, caller, id);
}

/** Back to draft from pending (withdrawn before the review). */
export async function withdrawOwn(db: Db, caller: SignedInCaller, id: number): Promise<OwnWebcast> {
  await own(db, caller, id);
  await move(db, id, ['pending'], { status: 'draft', submittedAt: null });
  return getOwn(db, caller, id);
}

export async function deleteOwn(db: Db, caller: SignedInCaller, id: number) {
  const { row } = await own(db, caller, id);
  if (row.status === 'approved' || row.status === 'pending') throw new AppError('WEBCAST_STATE');
  await db.transaction(async (tx) => {
    await tx
      .update(attachments)
      .set({ refType: null, refId: null })
      .where(and(eq(attachments.refType, 'webcast'), eq(attachments.refId, String(id))));
    await tx.delete(webcasts).where(and(eq(webcasts.id, id), ne(webcasts.status, 'approved')));
  });
  return { ok: true as const };
}

// ---- the organizer ----

export async function organizerList(db: Db, q: { status?: WebcastState; page: number; pageSize: number }) {
  const where = q.status ? eq(webcasts.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webcasts)
      .where(where)
      .orderBy(
        sql`case when ${webcasts.status} = 'pending' then 0 else 1 end`,
        desc(webcasts.submittedAt),
        desc(webcasts.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(webcasts).where(where),
  ]);
  return { rows: await ownList(db, rows), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function review(db: Db, id: number, decision: 'approve' | 'reject', note: string) {
  const [exists] = await db.select({ id: webcasts.id }).from(webcasts).where(eq(webcasts.id, id));
  if (!exists) throw new AppError('WEBCAST_NOT_FOUND');
  const now = new Date();
  const row =
    decision === 'approve'
      ? await move(db, id, ['pending'], {
          status: 'approved',
          reviewedAt: now,
          publishedAt: now,
          reviewNote: null,
        })
      : await move(db, id, ['pending'], {
          status: 'rejected',
          reviewedAt: now,
          reviewNote: sanitizePlain(note),
        });
  return (await ownList(db, [row]))[0]!;
}

export async function organizerQuestions(db: Db, status?: QuestionState): Promise<OrganizerQuestion[]> {
  const rows = await db
    .select({ q: webcastQuestions, title: webcasts.title })
    .from(webcastQuestions)
    .innerJoin(webcasts, eq(webcasts.id, webcastQuestions.webcastId))
    .where(status ? eq(webcastQuestions.status, status) : undefined)
    .orderBy(asc(webcastQuestions.id))
    .limit(200);
  return rows.map(({ q, title }) => ({
    ...questionOf(q),
    status: q.status as QuestionState,
    webcastId: q.webcastId,
    webcastTitle: title,
  }));
}

export async function moderate(db: Db, id: number, decision: 'approve' | 'reject', answer: string) {
  const text = answer ? sanitizePlain(answer).trim() : '';
  const [row] = await db
    .update(webcastQuestions)
    .set({
      status: decision === 'approve' ? 'approved' : 'rejected',
      // An answer written with the approval is the organizer's; none keeps the one already there.
      ...(text ? { answer: text, answeredBy: 'organizer', answeredAt: new Date() } : {}),
      moderatedAt: new Date(),
    })
    .where(eq(webcastQuestions.id, id))
    .returning();
  if (!row) throw new AppError('WEBCAST_QUESTION_NOT_FOUND');
  return organizerQuestionOf(db, row);
}

async function organizerQuestionOf(db: Db, row: QuestionRow): Promise<OrganizerQuestion> {
  const [cast] = await db
    .select({ title: webcasts.title })
    .from(webcasts)
    .where(eq(webcasts.id, row.webcastId));
  return {
    ...questionOf(row),
    status: row.status as QuestionState,
    webcastId: row.webcastId,
    webcastTitle: cast?.title ?? '',
  };
}

/** Writes the answer of a question (a new one replaces the old); a rejected question has none. */
async function writeAnswer(
  db: Db,
  id: number,
  states: QuestionState[],
  answer: string,
  by: 'enterprise' | 'organizer',
  webcastId?: number,
): Promise<QuestionRow> {
  const text = sanitizePlain(answer).trim();
  if (!text) throw new AppError('WEBCAST_ANSWER_REQUIRED');
  const [row] = await db
    .update(webcastQuestions)
    .set({ answer: text, answeredBy: by, answeredAt: new Date() })
    .where(
      and(
        eq(webcastQuestions.id, id),
        inArray(webcastQuestions.status, states),
        webcastId === undefined ? undefined : eq(webcastQuestions.webcastId, webcastId),
      ),
    )
    .returning();
  if (row) return row;
  const [exists] = await db
    .select({ id: webcastQuestions.id, webcastId: webcastQuestions.webcastId })
    .from(webcastQuestions)
    .where(eq(webcastQuestions.id, id));
  if (!exists || (webcastId !== undefined && exists.webcastId !== webcastId))
    throw new AppError('WEBCAST_QUESTION_NOT_FOUND');
  throw new AppError('WEBCAST_QUESTION_STATE');
}

/** The organizer answers a question waiting or approved. */
export async function answerAsOrganizer(db: Db, id: number, answer: string): Promise<OrganizerQuestion> {
  return organizerQuestionOf(db, await writeAnswer(db, id, ['pending', 'approved'], answer, 'organizer'));
}

/**
 * The approved questions on a webcast of the caller's enterprise, for its staff to answer
 * (what waits for the organizer or was rejected is not theirs to see).
 */
export async function ownQuestions(db: Db, caller: SignedInCaller, webcastId: number): Promise<MyQuestion[]> {
  await own(db, caller, webcastId);
  const rows = await db
    .select()
    .from(webcastQuestions)
    .where(and(eq(webcastQuestions.webcastId, webcastId), eq(webcastQuestions.status, 'approved')))
    .orderBy(desc(webcastQuestions.id));
  return rows.map((q) => ({ ...questionOf(q), status: q.status as QuestionState }));
}

/** The webcast's own enterprise answers an approved question on it; any other is refused. */
export async function answerAsEnterprise(
  db: Db,
  caller: SignedInCaller,
  webcastId: number,
  questionId: number,
  answer: string,
): Promise<MyQuestion> {
  await own(db, caller, webcastId);
  const row = await writeAnswer(db, questionId, ['approved'], answer, 'enterprise', webcastId);
  return { ...questionOf(row), status: row.status as QuestionState };
}
