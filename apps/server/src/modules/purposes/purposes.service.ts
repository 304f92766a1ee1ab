import {
  isCoverShape,
  type Locale,
  nextPurposeState,
  ORGANIZER_PURPOSE_ACTIONS,
  PURPOSE_CATEGORIES,
  PURPOSE_LIMITS,
  PURPOSE_STATES,
  PURPOSE_TRANSITIONS,
  PURPOSE_TYPES,
  type Purpose,
  type PurposeAction,
  type PurposeInput,
  type PurposeMinePage,
  type PurposePage,
  type PurposePageQuery,
  type PurposeState,
  type PurposeSystem,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { countsFor } from '../../db/state-rows';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { getMembership } from '../enterprises';
import { assertApprovedVisitor } from '../visitors';
import { type CardJson, cardOf, pageJson, type ReaderMarks } from './board-cards';
import type { BoardIndex } from './board-index';
import { boardReadsOf } from './board-reads';
import { enterpriseNamesByIds, userNames } from './names';
import { boothNosOf } from './publisher-booths';
import * as repo from './purposes.repository';
import { findBannedWord, foldText, searchTextOf } from './purposes.text';

/** How long a board request waits for the index being built at start before answering from SQL. */
const BOARD_INDEX_WAIT_MS = 2000;

/** Who calls: the signed-in user, whether they are the organizer, and the answer's language. */
export interface Viewer {
  userId?: number;
  organizer?: boolean;
  locale: Locale;
}

/** Upload kinds a post's cover or image may be. */
const PICTURE_KINDS: readonly string[] = ['postImage', 'picture', 'enterpriseImage'];

/* ---------------------------------------------------------------- answers */

export async function toPurposes(db: Db, rows: repo.PostOnly[], viewer: Viewer): Promise<Purpose[]> {
  return personal(db, await cardsOf(db, rows, viewer.locale), viewer);
}

/**
 * Posts as anyone reading this language sees them (the reader's own marks left unset): pictures
 * from this domain, names from accounts and enterprises (their indexes), booths from the directory.
 */
export async function cardsOf(db: Db, rows: repo.PostOnly[], locale: Locale): Promise<Purpose[]> {
  const ids = rows.map((r) => r.post.id);
  const coverIds = rows.flatMap((r) => (r.post.coverAttachmentId === null ? [] : [r.post.coverAttachmentId]));
  const enterpriseIds = rows.flatMap((r) => (r.post.enterpriseId === null ? [] : [r.post.enterpriseId]));
  const [covers, images, booths, people, companies] = await Promise.all([
    repo.findAttachments(db, coverIds),
    repo.imagesOf(db, ids),
    boothNosOf(db, locale, enterpriseIds),
    userNames(
      db,
      rows.map((r) => r.post.publisherId),
    ),
    enterpriseNamesByIds(db, enterpriseIds),
  ]);
  const coverById = new Map(covers.map((f) => [f.id, f]));
  return rows.map(({ post: p }) => {
    const company = p.enterpriseId === null ? undefined : companies.get(p.enterpriseId);
    return cardOf(
      p,
      {
        cover: (p.coverAttachmentId === null ? undefined : coverById.get(p.coverAttachmentId)) ?? null,
        images: images.filter((i) => i.purposeId === p.id).map((i) => i.file),
        publisherName: people.get(p.publisherId) ?? '',
        enterpriseName: company?.name ?? null,
        enterpriseNameEn: company?.nameEn ?? null,
        boothNos: p.enterpriseId === null ? [] : (booths.get(p.enterpriseId) ?? []),
      },
      locale,
    );
  });
}

/** The reader's own marks on posts: collected, their chat application, their own post. */
async function personal(db: Db, cards: Purpose[], viewer: Viewer): Promise<Purpose[]> {
  const userId = viewer.userId;
  if (userId === undefined || cards.length === 0) return cards;
  const ids = cards.map((c) => c.id);
  const [collected, applied] = await Promise.all([
    repo.collectedAmong(db, userId, ids),
    repo.applyChatStatesOf(db, userId, ids),
  ]);
  return cards.map((c) => ({
    ...c,
    collected: collected.has(c.id),
    myApplyChat: applied.get(c.id) ?? null,
    mine: c.publisher.userId === userId,
  }));
}

async function answer(db: Db, id: number, viewer: Viewer): Promise<Purpose> {
  const row = await repo.findPost(db, id);
  if (!row) throw new AppError('PURPOSE_NOT_FOUND');
  const [post] = await toPurposes(db, [row], viewer);
  return post!;
}

/* ------------------------------------------------------------------ rules */

/** The state after the action by the one table (contracts PURPOSE_TRANSITIONS), or the refusal. */
export function assertPurposeAction(state: PurposeState, action: PurposeAction): PurposeState {
  const next = nextPurposeState(state, action);
  if (next === null) throw new AppError('PURPOSE_STATE');
  return next;
}

/** A post anyone may read: published. Its publisher and the organizer read it in any state. */
export function visibleTo(post: repo.PurposeRow, viewer: Viewer): boolean {
  return post.status === 'Passed' || post.publisherId === viewer.userId || viewer.organizer === true;
}

async function ownPost(db: Db, userId: number, purposeId: number, forUpdate = false) {
  const row = await repo.findPostRow(db, purposeId, forUpdate);
  if (!row) throw new AppError('PURPOSE_NOT_FOUND');
  // Another's post that is not published is not there for this caller at all.
  if (row.publisherId !== userId) {
    throw new AppError(row.status === 'Passed' ? 'PURPOSE_NOT_OWNER' : 'PURPOSE_NOT_FOUND');
  }
  return row;
}

export async function assertNoBannedWord(db: Db, texts: readonly string[]) {
  const word = findBannedWord(texts, await repo.bannedWords(db));
  if (word !== null) throw new AppError('PURPOSE_BANNED_WORD', { word });
}

/**
 * The cover and images must be pictures the caller uploaded that belong to nothing else
 * (or already to this post), the cover shaped 215×140, and all of them together no more
 * than 10M (spec §5, §9) — checked here whatever the browser checked.
 */
async function assertPictures(db: Db, userId: number, input: PurposeInput, purposeId?: number) {
  const coverId = input.coverAttachmentId ?? null;
  const ids = [...new Set([...(coverId === null ? [] : [coverId]), ...input.imageIds])];
  if (ids.length !== (coverId === null ? 0 : 1) + input.imageIds.length) {
    throw new AppError('PURPOSE_PICTURE_NOT_USABLE');
  }
  const files = await repo.findAttachments(db, ids);
  const usable = (f: repo.AttachmentRow) =>
    PICTURE_KINDS.includes(f.kind) &&
    ((purposeId !== undefined && f.refType === repo.PURPOSE_REF && f.refId === String(purposeId)) ||
      (f.ownerUserId === userId && f.refType === null));
  if (files.length !== ids.length || !files.every(usable)) throw new AppError('PURPOSE_PICTURE_NOT_USABLE');
  const cover = files.find((f) => f.id === coverId);
  if (cover && !isCoverShape(cover.width, cover.height)) throw new AppError('PURPOSE_COVER_SIZE');
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > PURPOSE_LIMITS.imagesTotalBytes) throw new AppError('PURPOSE_IMAGES_TOO_LARGE');
}

function contentValues(input: PurposeInput, locale: Locale) {
  return {
    type: input.type,
    category: input.category,
    title: input.title,
    content: input.content,
    lang: input.lang ?? locale,
    searchText: searchTextOf(input),
    coverAttachmentId: input.coverAttachmentId ?? null,
  };
}

/* ------------------------------------------------------------------ board */

/**
 * POST /exhibitor/rest/purposes/page: published posts, filtered, newest or most discussed first
 * (for an English reader, those written in English before the others).
 * From the board index (board-index.ts) the answer is the reply's bytes, assembled from the kept
 * cards (board-cards.ts); while the index is not built, the page object from SQL.
 */
export async function board(
  db: Db,
  viewer: Viewer,
  q: PurposePageQuery,
  index?: BoardIndex,
): Promise<PurposePage | Buffer> {
  const keyword = q.keyword ? foldText(q.keyword) : undefined;
  // An English reader sees the posts written in English first (issue 24).
  const englishFirst = viewer.locale === 'en';
  const hit = await index?.answer(
    {
      keyword: keyword || undefined,
      type: q.type,
      category: q.category,
      sort: q.sort,
      page: q.page,
      pageSize: q.pageSize,
      englishFirst,
    },
    BOARD_INDEX_WAIT_MS,
  );
  if (hit && index) {
    const cards = await index.cards.get(hit.ids, viewer.locale, (missing) =>
      boardReadsOf(db).cards(missing, viewer.locale),
    );
    return pageJson(cards, hit.total, q.page, q.pageSize, await readerMarks(db, cards, viewer));
  }
  const page = await repo.pagePosts(
    db,
    { states: ['Passed'], type: q.type, category: q.category, keyword: keyword || undefined },
    { page: q.page, pageSize: q.pageSize, order: q.sort, englishFirst },
  );
  return {
    rows: await toPurposes(db, page.rows, viewer),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A signed-in reader's marks on a page's posts (read on every request, never kept). */
async function readerMarks(
  db: Db,
  cards: readonly CardJson[],
  viewer: Viewer,
): Promise<ReaderMarks | undefined> {
  const userId = viewer.userId;
  if (userId === undefined) return undefined;
  if (cards.length === 0) return { userId, collected: new Set(), applied: new Map() };
  const ids = cards.map((c) => c.id);
  const [collected, applied] = await Promise.all([
    repo.collectedAmong(db, userId, ids),
    repo.applyChatStatesOf(db, userId, ids),
  ]);
  return { userId, collected, applied };
}

/** GET /exhibitor/rest/purposes/{purposeId} */
export async function getPurpose(db: Db, viewer: Viewer, purposeId: number): Promise<Purpose> {
  const row = await repo.findPost(db, purposeId);
  if (!row || !visibleTo(row.post, viewer)) throw new AppError('PURPOSE_NOT_FOUND');
  const [post] = await toPurposes(db, [row], viewer);
  return post!;
}

/** GET /exhibitor/rest/purposes/system */
export function system(): PurposeSystem {
  return {
    types: [...PURPOSE_TYPES],
    categories: [...PURPOSE_CATEGORIES],
    contentMax: PURPOSE_LIMITS.contentMax,
    titleMax: PURPOSE_LIMITS.titleMax,
    commentMax: PURPOSE_LIMITS.commentMax,
    imagesMax: PURPOSE_LIMITS.imagesMax,
    imagesTotalBytes: PURPOSE_LIMITS.imagesTotalBytes,
    cover: { ...PURPOSE_LIMITS.cover },
  };
}

/* -------------------------------------------------------------- publisher */

/** POST /exhibitor/rest/purposes/mine: the caller's posts in every state (or one), with counts. */
export async function mine(
  db: Db,
  viewer: Viewer & { userId: number },
  q: { publishStatus?: PurposeState; page: number; pageSize: number },
): Promise<PurposeMinePage> {
  const [page, byState] = await Promise.all([
    repo.pagePosts(
      db,
      { publisherId: viewer.userId, states: q.publishStatus ? [q.publishStatus] : undefined },
      { page: q.page, pageSize: q.pageSize, order: 'updated' },
    ),
    repo.countPostsByState(db, viewer.userId),
  ]);
  return {
    rows: await toPurposes(db, page.rows, viewer),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
    counts: countsFor(PURPOSE_STATES, byState),
  };
}

/**
 * POST /exhibitor/rest/purposes: published for the organizer's review (Pending). Needs an
 * approved pre-registration (spec §6). A repeated submit with the same requestKey answers the
 * post already stored.
 */
export async function publish(
  db: Db,
  viewer: Viewer & { userId: number },
  input: PurposeInput,
): Promise<Purpose> {
  if (input.requestKey) {
    const done = await repo.findByRequestKey(db, viewer.userId, input.requestKey);
    if (done) return answer(db, done.id, viewer);
  }
  await assertApprovedVisitor(db, viewer.userId);
  await assertNoBannedWord(db, [input.title, input.content]);
  const membership = await getMembership(db, viewer.userId);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await assertPictures(tx, viewer.userId, input);
      const row = await repo.insertPost(tx, {
        ...contentValues(input, viewer.locale),
        publisherId: viewer.userId,
        enterpriseId: membership?.certified ? membership.enterpriseId : null,
        status: 'Pending',
        requestKey: input.requestKey ?? null,
      });
      await repo.replacePictures(tx, row.id, row.coverAttachmentId, input.imageIds);
      return row.id;
    });
  } catch (err) {
    // Two submits of the same form raced: the other one stored it.
    if (input.requestKey && isUniqueViolation(err)) {
      const done = await repo.findByRequestKey(db, viewer.userId, input.requestKey);
      if (done) return answer(db, done.id, viewer);
    }
    throw err;
  }
  return answer(db, id, viewer);
}

/** PUT /exhibitor/rest/purposes: the publisher edits a post that is not on the board (it keeps its state). */
export async function edit(
  db: Db,
  viewer: Viewer & { userId: number },
  purposeId: number,
  input: PurposeInput,
): Promise<Purpose> {
  await assertNoBannedWord(db, [input.title, input.content]);
  await db.transaction(async (tx) => {
    const row = await ownPost(tx, viewer.userId, purposeId, true);
    assertPurposeAction(row.status as PurposeState, 'edit');
    await assertPictures(tx, viewer.userId, input, purposeId);
    const updated = await repo.updatePost(tx, purposeId, PURPOSE_TRANSITIONS.edit.from, {
      ...contentValues(input, viewer.locale),
    });
    if (!updated) throw new AppError('PURPOSE_STATE');
    await repo.replacePictures(tx, purposeId, updated.coverAttachmentId, input.imageIds);
  });
  return answer(db, purposeId, viewer);
}

/**
 * PUT /exhibitor/rest/purposes/checkStatus/{purposeId}: one move of the state table. cancel
 * and republish are the publisher's (republishing needs the approved pre-registration again);
 * approve, reject and hide the organizer's. Conditional on the state read, so two clicks or
 * two reviewers cannot both move it.
 */
export async function check(
  db: Db,
  viewer: Viewer & { userId: number },
  purposeId: number,
  move: { action: Exclude<PurposeAction, 'edit' | 'delete'>; reason?: string },
): Promise<Purpose> {
  const organizerMove = ORGANIZER_PURPOSE_ACTIONS.includes(move.action);
  let row: repo.PurposeRow | undefined;
  if (organizerMove) {
    if (!viewer.organizer) throw new AppError('NOT_ORGANIZER');
    row = await repo.findPostRow(db, purposeId);
    if (!row) throw new AppError('PURPOSE_NOT_FOUND');
  } else {
    row = await ownPost(db, viewer.userId, purposeId);
  }
  const state = row.status as PurposeState;
  const next = assertPurposeAction(state, move.action);
  if (move.action === 'republish') {
    await assertApprovedVisitor(db, viewer.userId);
    await assertNoBannedWord(db, [row.title, row.content]);
  }
  const now = new Date();
  const changes: Partial<repo.NewPurpose> = { status: next };
  if (organizerMove) Object.assign(changes, { reviewedBy: viewer.userId, reviewedAt: now });
  if (move.action === 'approve') Object.assign(changes, { publishTime: now, rejectReason: null });
  if (move.action === 'reject' || move.action === 'hide') changes.rejectReason = move.reason ?? null;
  if (move.action === 'republish') Object.assign(changes, { submittedAt: now, rejectReason: null });
  const updated = await repo.updatePost(db, purposeId, [state], changes);
  if (!updated) throw new AppError('PURPOSE_STATE');
  return answer(db, purposeId, viewer);
}

/** DELETE /exhibitor/rest/purposes/{purposeId} and PUT /exhibitor/rest/purposes/{purposeId}: gone for good (kept as deleted). */
export async function remove(db: Db, userId: number, purposeId: number) {
  const row = await ownPost(db, userId, purposeId);
  assertPurposeAction(row.status as PurposeState, 'delete');
  const gone = await repo.updatePost(db, purposeId, PURPOSE_TRANSITIONS.delete.from, {
    deletedAt: new Date(),
  });
  if (!gone) throw new AppError('PURPOSE_STATE');
  return { ok: true as const };
}

/* -------------------------------------------------------------- organizer */

/** GET /portal/rest/organizer/purposes: the queue; waiting posts oldest submission first. */
export async function queue(
  db: Db,
  viewer: Viewer,
  q: { status?: PurposeState; keyword?: string; page: number; pageSize: number },
): Promise<PurposeMinePage> {
  const keyword = q.keyword ? foldText(q.keyword) : undefined;
  const [page, byState] = await Promise.all([
    repo.pagePosts(
      db,
      { states: q.status ? [q.status] : undefined, keyword: keyword || undefined },
      { page: q.page, pageSize: q.pageSize, order: q.status === 'Pending' ? 'submitted' : 'updated' },
    ),
    repo.countPostsByState(db),
  ]);
  return {
    rows: await toPurposes(db, page.rows, viewer),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
    counts: countsFor(PURPOSE_STATES, byState),
  };
}

/** GET and PUT /portal/rest/organizer/purposes/bannedWords */
export async function getBannedWords(db: Db) {
  return { words: (await repo.bannedWords(db)).map((w) => w.word) };
}

export async function setBannedWords(db: Db, words: readonly string[]) {
  const seen = new Set<string>();
  const rows: { word: string; folded: string }[] = [];
  for (const word of words) {
    const folded = foldText(word);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    rows.push({ word, folded });
  }
  await db.transaction((tx) => repo.replaceBannedWords(tx, rows));
  return getBannedWords(db);
}

/**
 * A post's pictures are public while the post is on the board and shows them (attachments' read
 * rule): a picture replaced in an edit stays linked to the post but is shown nowhere.
 */
export async function isListedPostFile(db: Db, file: { id: number; refId: string | null }): Promise<boolean> {
  const id = Number(file.refId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const [listed] = await repo.findListedPosts(db, [id]);
  if (!listed) return false;
  if (listed.post.coverAttachmentId === file.id) return true;
  return (await repo.imagesOf(db, [id])).some((image) => image.file.id === file.id);
}
