import {
  APPLICANT_CHAT_ACTIONS,
  APPLY_CHAT_STATES,
  APPLY_CHAT_TRANSITIONS,
  type ApplyChat,
  type ApplyChatAction,
  type ApplyChatPage,
  type ApplyChatState,
  applyChatActionAllowed,
  attachmentUrl,
  type Comment,
  type CommentKind,
  type CommentPage,
  type FavoritePage,
  type FavoriteState,
  type PurposeState,
  type PurposeType,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { countsFor } from '../../db/state-rows';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { getMembership } from '../enterprises';
import { assertApprovedVisitor } from '../visitors';
import { enterpriseNamesByIds, userNames } from './names';
import * as repo from './purposes.repository';
import { assertNoBannedWord, type Viewer, visibleTo } from './purposes.service';

type Paging = { page: number; pageSize: number };

/** A post on the board (Passed); anything else is not there for interactions. */
async function publishedPost(db: Db, purposeId: number) {
  const row = await repo.findPostRow(db, purposeId);
  if (row?.status !== 'Passed') throw new AppError('PURPOSE_NOT_FOUND');
  return row;
}

/* ---------------------------------------------------------------- comments */

/** Comments with their writers' names (accounts' lookup). */
async function toComments(db: Db, rows: repo.CommentJoined[], viewerId?: number): Promise<Comment[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.comment.userId),
  );
  return rows.map((r) => toComment(r, names.get(r.comment.userId) ?? '', viewerId));
}

function toComment(row: repo.CommentJoined, userName: string, viewerId?: number): Comment {
  return {
    id: row.comment.id,
    purposeId: row.comment.purposeId,
    purposeTitle: row.purposeTitle,
    userId: row.comment.userId,
    userName,
    enterpriseName: row.enterpriseName,
    enterpriseNameEn: row.enterpriseNameEn,
    content: row.comment.content,
    hidden: row.comment.hiddenAt !== null,
    mine: row.comment.userId === viewerId,
    createdAt: row.comment.createdAt.toISOString(),
  };
}

/** GET /exhibitor/rest/comments/purposes/{purposeId}: visible comments of a post the caller may read, newest first. */
export async function commentsOf(db: Db, viewer: Viewer, purposeId: number, q: Paging): Promise<CommentPage> {
  const post = await repo.findPostRow(db, purposeId);
  if (!post || !visibleTo(post, viewer)) throw new AppError('PURPOSE_NOT_FOUND');
  const page = await repo.pageComments(db, { purposeId, hidden: viewer.organizer ? undefined : false }, q);
  return { rows: await toComments(db, page.rows, viewer.userId), total: page.total, ...q };
}

/** POST /exhibitor/rest/comments: needs an approved pre-registration (spec §6) and no banned word. */
/** Told the post whose comment or favourite count changed (the board's index and cards, board-index.ts). */
export type Counted = (purposeId: number) => Promise<void>;

export async function addComment(
  db: Db,
  userId: number,
  body: { purposeId: number; content: string },
  counted?: Counted,
) {
  await assertApprovedVisitor(db, userId);
  await publishedPost(db, body.purposeId);
  await assertNoBannedWord(db, [body.content]);
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertComment(tx, { purposeId: body.purposeId, userId, content: body.content });
    await repo.bumpCount(tx, body.purposeId, 'commentCount', 1);
    return row.id;
  });
  await counted?.(body.purposeId);
  const row = await repo.findComment(db, id);
  return (await toComments(db, [row!], userId))[0]!;
}

/** DELETE /exhibitor/rest/comments/{commentId}: the author's own (a repeat finds it gone). */
export async function deleteComment(db: Db, userId: number, commentId: number, counted?: Counted) {
  const row = await repo.findComment(db, commentId);
  if (!row) throw new AppError('COMMENT_NOT_FOUND');
  if (row.comment.userId !== userId) throw new AppError('COMMENT_NOT_OWNER');
  await db.transaction(async (tx) => {
    const wasVisible = row.comment.hiddenAt === null;
    const done = wasVisible
      ? await repo.retireComment(tx, commentId, { deletedAt: new Date() })
      : await repo.deleteHiddenComment(tx, commentId);
    if (!done) throw new AppError('COMMENT_NOT_FOUND');
    if (wasVisible) await repo.bumpCount(tx, row.comment.purposeId, 'commentCount', -1);
  });
  await counted?.(row.comment.purposeId);
  return { ok: true as const };
}

/** PUT /portal/rest/organizer/comments/{commentId}/hide: gone from the post for everyone but the organizer. */
export async function hideComment(
  db: Db,
  organizerId: number,
  commentId: number,
  counted?: Counted,
): Promise<Comment> {
  const row = await repo.findComment(db, commentId);
  if (!row) throw new AppError('COMMENT_NOT_FOUND');
  await db.transaction(async (tx) => {
    if (!(await repo.retireComment(tx, commentId, { hiddenAt: new Date(), hiddenBy: organizerId }))) {
      throw new AppError('COMMENT_NOT_FOUND');
    }
    await repo.bumpCount(tx, row.comment.purposeId, 'commentCount', -1);
  });
  await counted?.(row.comment.purposeId);
  return (await toComments(db, [(await repo.findComment(db, commentId))!], organizerId))[0]!;
}

/** POST /exhibitor/rest/comments/me/{from|to}: the caller's comments, or comments on the caller's posts. */
export async function myComments(db: Db, userId: number, kind: CommentKind, q: Paging): Promise<CommentPage> {
  const page = await repo.pageComments(
    db,
    kind === 'from' ? { userId, hidden: false } : { publisherId: userId, hidden: false },
    q,
  );
  return { rows: await toComments(db, page.rows, userId), total: page.total, ...q };
}

/** GET /portal/rest/organizer/comments: every comment, newest first (hidden ones too, or only them). */
export async function commentQueue(db: Db, organizerId: number, q: Paging & { hidden?: boolean }) {
  const page = await repo.pageComments(db, { hidden: q.hidden }, q);
  return {
    rows: await toComments(db, page.rows, organizerId),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/* --------------------------------------------------------------- favorites */

async function favoriteState(db: Db, userId: number, purposeId: number): Promise<FavoriteState> {
  const [row, collected] = await Promise.all([
    repo.findPostRow(db, purposeId),
    repo.collectedAmong(db, userId, [purposeId]),
  ]);
  return { purposeId, collected: collected.has(purposeId), favoriteCount: row?.favoriteCount ?? 0 };
}

/** POST /exhibitor/rest/favorites: collect a published post; a repeat leaves one favourite. */
export async function collect(
  db: Db,
  userId: number,
  purposeId: number,
  counted?: Counted,
): Promise<FavoriteState> {
  const post = await repo.findPostRow(db, purposeId);
  if (post?.status !== 'Passed') throw new AppError('FAVORITE_FAILED');
  const added = await db.transaction(async (tx) => {
    const done = await repo.insertFavorite(tx, purposeId, userId);
    if (done) await repo.bumpCount(tx, purposeId, 'favoriteCount', 1);
    return done;
  });
  if (added) await counted?.(purposeId);
  return favoriteState(db, userId, purposeId);
}

/** PUT /exhibitor/rest/favorites and PUT …/favorites/cancel: a repeat finds nothing left to cancel and says so. */
export async function cancelCollect(
  db: Db,
  userId: number,
  purposeId: number,
  counted?: Counted,
): Promise<FavoriteState> {
  const removed = await db.transaction(async (tx) => {
    const done = await repo.deleteFavorite(tx, purposeId, userId);
    if (done) await repo.bumpCount(tx, purposeId, 'favoriteCount', -1);
    return done;
  });
  if (!removed) throw new AppError('FAVORITE_CANCEL_FAILED');
  await counted?.(purposeId);
  return favoriteState(db, userId, purposeId);
}

/** GET /exhibitor/rest/favorites/get/purpose/{purposeId} */
export async function favoriteOf(db: Db, viewer: Viewer & { userId: number }, purposeId: number) {
  const post = await repo.findPostRow(db, purposeId);
  if (!post || !visibleTo(post, viewer)) throw new AppError('PURPOSE_NOT_FOUND');
  return favoriteState(db, viewer.userId, purposeId);
}

/** POST /exhibitor/rest/favorites/purpose: which of these posts the caller collected. */
export async function collectedOf(db: Db, userId: number, purposeIds: readonly number[]) {
  return { collected: [...(await repo.collectedAmong(db, userId, purposeIds))].sort((a, b) => a - b) };
}

/**
 * POST /exhibitor/rest/favorites/my/page (the caller's collection) and /favorites/page
 * (who collected the caller's posts, optionally one of them).
 */
export async function favoritesPage(
  db: Db,
  userId: number,
  side: 'mine' | 'onMyPosts',
  q: Paging & { purposeId?: number },
): Promise<FavoritePage> {
  const page = await repo.pageFavorites(
    db,
    side === 'mine' ? { userId, purposeId: q.purposeId } : { publisherId: userId, purposeId: q.purposeId },
    q,
  );
  const names = await userNames(
    db,
    page.rows.map((r) => r.favorite.userId),
  );
  return {
    rows: page.rows.map((r) => ({
      id: r.favorite.id,
      purposeId: r.favorite.purposeId,
      purposeTitle: r.purposeTitle,
      purposeType: r.purposeType as PurposeType,
      publishStatus: r.publishStatus as PurposeState,
      coverUrl: r.coverKey ? attachmentUrl(r.coverKey) : null,
      userId: r.favorite.userId,
      userName: names.get(r.favorite.userId) ?? '',
      createdAt: r.favorite.createdAt.toISOString(),
    })),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/* -------------------------------------------------------------- applyChats */

/** Applications with the names of the enterprises they went to (enterprises' lookup). */
async function toApplyChats(db: Db, rows: repo.ApplyChatJoined[]): Promise<ApplyChat[]> {
  const names = await enterpriseNamesByIds(
    db,
    rows.flatMap((r) => (r.applyChat.enterpriseId === null ? [] : [r.applyChat.enterpriseId])),
  );
  return rows.map((r) =>
    toApplyChat(
      r,
      r.applyChat.enterpriseId === null ? null : (names.get(r.applyChat.enterpriseId)?.name ?? null),
    ),
  );
}

async function oneApplyChat(db: Db, row: repo.ApplyChatJoined): Promise<ApplyChat> {
  return (await toApplyChats(db, [row]))[0]!;
}

function toApplyChat(row: repo.ApplyChatJoined, enterpriseName: string | null): ApplyChat {
  const a = row.applyChat;
  return {
    id: a.id,
    purposeId: a.purposeId,
    purposeTitle: row.purposeTitle,
    purposeType: row.purposeType as PurposeType,
    applicantId: a.applicantId,
    applicantName: row.applicantName,
    applicantEnterpriseName: row.applicantEnterpriseName,
    publisherId: a.publisherId,
    publisherName: row.publisherName,
    enterpriseId: a.enterpriseId,
    enterpriseName,
    message: a.message,
    status: a.status as ApplyChatState,
    rejectReason: a.status === 'Applied Reject' ? a.rejectReason : null,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/** Who handles a post's applications: its enterprise's members, or the publisher when it has none. */
async function handlerScope(db: Db, userId: number) {
  const membership = await getMembership(db, userId);
  return { userId, enterpriseId: membership?.certified ? membership.enterpriseId : null };
}

function handles(scope: { userId: number; enterpriseId: number | null }, a: repo.ApplyChatRow): boolean {
  return a.enterpriseId === null ? a.publisherId === scope.userId : a.enterpriseId === scope.enterpriseId;
}

/** GET /exhibitor/rest/applyChats/exist/{purposeId} */
export async function existing(db: Db, userId: number, purposeId: number) {
  const row = await repo.findApplyChatOf(db, purposeId, userId);
  return { applyChat: row ? await oneApplyChat(db, row) : null };
}

/** POST /exhibitor/rest/applyChats: once per post; never to oneself or one's own enterprise. */
export async function apply(db: Db, userId: number, body: { purposeId: number; message?: string }) {
  const post = await publishedPost(db, body.purposeId);
  const scope = await handlerScope(db, userId);
  if (
    post.publisherId === userId ||
    (post.enterpriseId !== null && post.enterpriseId === scope.enterpriseId)
  ) {
    throw new AppError('APPLY_CHAT_OWN');
  }
  if (body.message) await assertNoBannedWord(db, [body.message]);
  if (await repo.findApplyChatOf(db, body.purposeId, userId)) throw new AppError('APPLY_CHAT_EXISTS');
  try {
    const row = await repo.insertApplyChat(db, {
      purposeId: post.id,
      applicantId: userId,
      publisherId: post.publisherId,
      enterpriseId: post.enterpriseId,
      message: body.message || null,
    });
    return oneApplyChat(db, (await repo.findApplyChat(db, row.id))!);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('APPLY_CHAT_EXISTS');
    throw err;
  }
}

/**
 * PUT /exhibitor/rest/applyChats/{applyChatId}: cancel (withdrawn: the row goes) and reapply
 * by the applicant; pass and reject (with a reason) by the publisher's enterprise only.
 */
export async function act(
  db: Db,
  userId: number,
  applyChatId: number,
  move: { action: ApplyChatAction; reason?: string },
): Promise<{ applyChat: ApplyChat | null }> {
  const row = await repo.findApplyChat(db, applyChatId);
  if (!row) throw new AppError('APPLY_CHAT_NOT_FOUND');
  const a = row.applyChat;
  if (APPLICANT_CHAT_ACTIONS.includes(move.action)) {
    if (a.applicantId !== userId) throw new AppError('APPLY_CHAT_NOT_APPLICANT');
  } else if (!handles(await handlerScope(db, userId), a)) {
    throw new AppError('APPLY_CHAT_NOT_HANDLER');
  }
  const state = a.status as ApplyChatState;
  if (!applyChatActionAllowed(state, move.action)) throw new AppError('APPLY_CHAT_STATE');
  const to = APPLY_CHAT_TRANSITIONS[move.action].to;
  if (to === null) {
    if (!(await repo.deleteApplyChat(db, applyChatId, state))) throw new AppError('APPLY_CHAT_STATE');
    return { applyChat: null };
  }
  if (move.action === 'reapply') await publishedPost(db, a.purposeId);
  const decided = move.action === 'pass' || move.action === 'reject';
  const done = await repo.updateApplyChat(db, applyChatId, state, {
    status: to,
    rejectReason: move.action === 'reject' ? (move.reason ?? null) : null,
    decidedBy: decided ? userId : null,
    decidedAt: decided ? new Date() : null,
  });
  if (!done) throw new AppError('APPLY_CHAT_STATE');
  return { applyChat: await oneApplyChat(db, (await repo.findApplyChat(db, applyChatId))!) };
}

/** POST /exhibitor/rest/applyChats/me/from (sent) and /me/to (received by the caller's enterprise or own posts). */
export async function myApplyChats(
  db: Db,
  userId: number,
  side: 'from' | 'to',
  q: Paging & { status?: ApplyChatState },
): Promise<ApplyChatPage> {
  const page = await repo.pageApplyChats(
    db,
    side === 'from'
      ? { applicantId: userId, status: q.status }
      : { handler: await handlerScope(db, userId), status: q.status },
    q,
  );
  return {
    rows: await toApplyChats(db, page.rows),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
    counts: countsFor(APPLY_CHAT_STATES, page.byState),
  };
}

/** GET /exhibitor/rest/applyChats/valid/byEnt/{enterpriseId}: an accepted application opens the conversation. */
export async function validWithEnterprise(db: Db, userId: number, enterpriseId: number) {
  const row = await repo.acceptedWithEnterprise(db, userId, enterpriseId);
  return { valid: Boolean(row), applyChatId: row?.id ?? null };
}
