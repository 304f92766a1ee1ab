import {
  type Propaganda,
  type PropagandaKind,
  type PropagandaMove,
  type PropagandaPage,
  type PropagandaState,
  type propagandaBody,
  type propagandaEditBody,
  propagandaMove,
  type propagandaQuery,
  type propagandaReviewBody,
} from '@cidpex/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertContentRole, assertMember, enterprisesByIds, getMembership } from '../enterprises';
import * as repo from './propaganda.repository';

/*
 * Publicity material (issue 19, /exhibitor/propaganda and propagandaAudit; the organizer's
 * queue). Every move goes through PROPAGANDA_TRANSITIONS (contracts) and one conditional
 * update, so a repeated click or two reviewers at once change a row once.
 */

type Body = z.output<typeof propagandaBody>;
type EditBody = z.output<typeof propagandaEditBody>;
type Query = z.output<typeof propagandaQuery>;
type Review = z.output<typeof propagandaReviewBody>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function toItems(
  db: Db,
  rows: repo.PropagandaRow[],
  locale: SignedInCaller['locale'],
): Promise<Propaganda[]> {
  const fileIds = [...new Set(rows.flatMap((r) => r.attachmentIds))];
  const entIds = [...new Set(rows.map((r) => r.enterpriseId))];
  const [files, ents] = await Promise.all([repo.filesByIds(db, fileIds), enterprisesByIds(db, entIds)]);
  const fileById = new Map(files.filter((f) => !f.deletedAt).map((f) => [f.id, f]));
  const entById = new Map(ents.map((e) => [e.id, e]));
  return rows.map((r) => {
    const ent = entById.get(r.enterpriseId);
    return {
      id: r.id,
      enterpriseId: r.enterpriseId,
      enterpriseName: (locale === 'en' && ent?.nameEn) || ent?.name || '',
      kind: r.kind as PropagandaKind,
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      bodyZh: r.bodyZh,
      bodyEn: r.bodyEn,
      files: r.attachmentIds.flatMap((id) => {
        const f = fileById.get(id);
        return f ? [{ id: f.id, name: f.fileName, mimeType: f.mimeType, url: `/attachment/${f.key}` }] : [];
      }),
      status: r.status as PropagandaState,
      reason: r.reason,
      submittedAt: iso(r.submittedAt),
      decidedAt: iso(r.decidedAt),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function toItem(db: Db, row: repo.PropagandaRow, locale: SignedInCaller['locale']) {
  const [item] = await toItems(db, [row], locale);
  return item as Propaganda;
}

/** Attachments must be the caller's own pictures or PDFs (the upload route already held the 10M limit). */
async function checkFiles(db: Db, caller: SignedInCaller, ids: number[], itemId?: number) {
  const unique = [...new Set(ids)];
  const files = await repo.filesByIds(db, unique);
  const usable = files.filter(
    (f) =>
      !f.deletedAt &&
      (f.mimeType === 'application/pdf' || f.mimeType.startsWith('image/')) &&
      (f.ownerUserId === caller.userId || (f.refType === 'propaganda' && f.refId === String(itemId))),
  );
  if (usable.length !== unique.length) throw new AppError('PROPAGANDA_FILE_NOT_USABLE');
  return unique;
}

function contentOf(body: EditBody, files: number[]) {
  return {
    kind: body.kind,
    titleZh: body.titleZh,
    titleEn: body.titleEn,
    bodyZh: body.bodyZh,
    bodyEn: body.bodyEn,
    attachmentIds: files,
  };
}

/** POST propaganda: a new item (draft, or submitted at once); the same request key answers the first item. */
export async function createItem(db: Db, caller: SignedInCaller, exhibitionId: number, body: Body) {
  const { enterpriseId } = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const same = await repo.findByRequestKey(db, enterpriseId, body.requestKey);
  if (same) return toItem(db, same, caller.locale);
  const files = await checkFiles(db, caller, body.attachmentIds);
  const now = new Date();
  const row =
    (await repo.insertItem(db, {
      ...contentOf(body, files),
      exhibitionId,
      enterpriseId,
      requestKey: body.requestKey,
      status: body.submit ? 'submitted' : 'draft',
      submittedAt: body.submit ? now : null,
      createdBy: caller.userId,
    })) ?? (await repo.findByRequestKey(db, enterpriseId, body.requestKey));
  if (!row) throw new AppError('PROPAGANDA_NOT_FOUND');
  await repo.linkFiles(db, files, row.id);
  return toItem(db, row, caller.locale);
}

/** The caller's enterprise's item, or not found (another enterprise's items do not exist for it). */
async function ownItem(db: Db, caller: SignedInCaller, id: number, write: boolean) {
  const membership = write
    ? await assertContentRole(db, caller.userId, undefined, caller.locale)
    : await assertMember(db, caller.userId, undefined, caller.locale);
  const row = await repo.findItem(db, id);
  if (!row || row.enterpriseId !== membership.enterpriseId) throw new AppError('PROPAGANDA_NOT_FOUND');
  return row;
}

/** Moves a row by the state table; a repeated move answers the row unchanged. */
async function move(
  db: Db,
  row: repo.PropagandaRow,
  m: PropagandaMove,
  changes: Partial<repo.PropagandaRow>,
) {
  const to = propagandaMove(row.status as PropagandaState, m);
  if (to === null) throw new AppError('PROPAGANDA_STATE');
  if (to === row.status && m !== 'edit') return row;
  const from = [row.status as PropagandaState];
  const updated = await repo.propagandaStates.update(db, row.id, from, { ...changes, status: to });
  if (!updated) throw new AppError('PROPAGANDA_STATE');
  return updated;
}

/** PUT propaganda/{id}: changes the content while not reviewed (or after rejection / a change request); `submit` submits it. */
export async function editItem(db: Db, caller: SignedInCaller, id: number, body: EditBody) {
  const row = await ownItem(db, caller, id, true);
  const files = await checkFiles(db, caller, body.attachmentIds, row.id);
  let saved = await move(db, row, 'edit', contentOf(body, files));
  await repo.linkFiles(db, files, row.id);
  if (body.submit && saved.status !== 'submitted') {
    saved = await move(db, saved, 'submit', { submittedAt: new Date(), reason: null });
  }
  return toItem(db, saved, caller.locale);
}

/** PUT propaganda/{id}/submit. */
export async function submitItem(db: Db, caller: SignedInCaller, id: number) {
  const row = await ownItem(db, caller, id, true);
  const saved = await move(db, row, 'submit', { submittedAt: new Date(), reason: null });
  return toItem(db, saved, caller.locale);
}

/** PUT propaganda/{id}/revoke: withdrawn before the organizer reviews it. */
export async function revokeItem(db: Db, caller: SignedInCaller, id: number) {
  const row = await ownItem(db, caller, id, true);
  return toItem(db, await move(db, row, 'revoke', {}), caller.locale);
}

export async function getItem(db: Db, caller: SignedInCaller, id: number) {
  return toItem(db, await ownItem(db, caller, id, false), caller.locale);
}

/** GET propaganda: the caller's enterprise's items at the fair, newest change first (propagandaAudit). */
export async function myItems(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  q: Query,
): Promise<PropagandaPage> {
  const { enterpriseId } = await assertMember(db, caller.userId, undefined, caller.locale);
  const { rows, total } = await repo.pageItems(
    db,
    { exhibitionId, enterpriseId, status: q.status },
    q.page,
    q.pageSize,
  );
  return { rows: await toItems(db, rows, caller.locale), total, page: q.page, pageSize: q.pageSize };
}

/** The organizer's queue: submitted first by default filter, any state on request (drafts never). */
export async function queue(
  db: Db,
  caller: SignedInCaller,
  exhibitionId: number,
  q: Query,
): Promise<PropagandaPage> {
  if (q.status === 'draft') return { rows: [], total: 0, page: q.page, pageSize: q.pageSize };
  const { rows, total } = await repo.pageItems(
    db,
    { exhibitionId, status: q.status, excludeDrafts: true },
    q.page,
    q.pageSize,
  );
  return { rows: await toItems(db, rows, caller.locale), total, page: q.page, pageSize: q.pageSize };
}

/** PUT propaganda/{id}/review (organizer): approve, reject or request changes (the last two with a reason). */
export async function review(db: Db, caller: SignedInCaller, id: number, body: Review) {
  const row = await repo.findItem(db, id);
  if (!row || row.status === 'draft') throw new AppError('PROPAGANDA_NOT_FOUND');
  const m: PropagandaMove = body.decision;
  const saved = await move(db, row, m, {
    reason: m === 'approve' ? null : body.reason,
    decidedBy: caller.userId,
    decidedAt: new Date(),
  });
  return toItem(db, saved, caller.locale);
}

/** Approved items of one enterprise at the fair (its public page). */
export async function approvedOf(
  db: Db,
  exhibitionId: number,
  enterpriseId: number,
  locale: SignedInCaller['locale'],
) {
  const { rows } = await repo.pageItems(db, { exhibitionId, enterpriseId, status: 'approved' }, 1, 20);
  return toItems(db, rows, locale);
}

/** The stored item a file is attached to (refType 'propaganda', refId the item's id). */
async function itemOfFile(db: Db, refId: string | null) {
  const id = Number(refId);
  return Number.isSafeInteger(id) && id > 0 ? repo.findItem(db, id) : undefined;
}

/** A file of an approved item is public: it is shown on the exhibitor's page (issue 16 item 2). */
export async function isApprovedPropagandaFile(db: Db, file: { id: number; refId: string | null }) {
  const item = await itemOfFile(db, file.refId);
  return item?.status === 'approved' && item.attachmentIds.includes(file.id);
}

/** The members of the item's enterprise read its files in every state (a draft's too). */
export async function isPropagandaMember(db: Db, refId: string, userId: number) {
  const item = await itemOfFile(db, refId);
  return item !== undefined && (await getMembership(db, userId))?.enterpriseId === item.enterpriseId;
}
