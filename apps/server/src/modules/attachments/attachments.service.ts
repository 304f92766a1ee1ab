import { type Attachment, attachmentUrl, type OcrResult, type UploadKind } from '@cidpex/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { AttachmentRow } from './attachments.repository';
import * as repo from './attachments.repository';
import { signFileUrl } from './file-pass';
import { cleanFileName, inspectUpload, isPictureMime, newStorageKey } from './inspect';
import { type OcrEngine, parseCardText } from './ocr';
import { isPublicFile, mayRead, privateFileGate } from './read-policies';

export function toAttachment(row: AttachmentRow): Attachment {
  const url = attachmentUrl(row.key);
  return {
    id: row.id,
    key: row.key,
    // A private file's address carries a pass: only a caller allowed to read the details gets one.
    url: privateFileGate(row) ? signFileUrl(url) : url,
    kind: row.kind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    refType: row.refType,
    refId: row.refId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who is asking: the signed-in user (if any) and whether they are the organizer. */
export interface Caller {
  userId: number | null;
  isOrganizer: boolean;
}

export interface UploadInput {
  kind: UploadKind;
  bytes: Buffer;
  fileName: string | undefined;
  ownerUserId: number | null;
  refType?: string;
  refId?: string;
}

/** Checks the file against its kind, stores it under a new random key and records it. */
export async function storeUpload(deps: AppDeps, input: UploadInput): Promise<Attachment> {
  if (input.bytes.length === 0) throw new AppError('FILE_MISSING');
  const file = await inspectUpload(input.kind, input.bytes, input.fileName ?? '');
  const key = newStorageKey(input.kind, file.ext);
  await deps.storage.put(key, file.bytes);
  try {
    const row = await repo.insertAttachment(deps.db, {
      key,
      kind: input.kind,
      fileName: cleanFileName(input.fileName, `${input.kind}.${file.ext}`),
      mimeType: file.mimeType,
      size: file.bytes.length,
      width: file.width,
      height: file.height,
      ownerUserId: input.ownerUserId,
      refType: input.refType ?? null,
      refId: input.refId ?? null,
    });
    return toAttachment(row);
  } catch (err) {
    await deps.storage.remove(key).catch(() => undefined);
    throw err;
  }
}

async function activeOrNotFound(deps: AppDeps, id: number): Promise<AttachmentRow> {
  const row = await repo.findActiveById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The attachment if the caller uploaded it; another user is refused. */
async function ownedBy(deps: AppDeps, id: number, caller: Caller): Promise<AttachmentRow> {
  const row = await activeOrNotFound(deps, id);
  if (caller.userId === null) throw new AppError('LOGIN_EXPIRED');
  if (row.ownerUserId !== caller.userId) throw new AppError('FORBIDDEN');
  return row;
}

/**
 * Details of one attachment, for those who may read the file: anyone signed in when it is public,
 * else its uploader, the organizer and the attaching domain's readers.
 */
export async function getAttachment(deps: AppDeps, id: number, caller: Caller): Promise<Attachment> {
  if (caller.userId === null) throw new AppError('LOGIN_EXPIRED');
  const row = await activeOrNotFound(deps, id);
  // Another's private file is not there for this caller at all: ids counted up tell nothing. A
  // public file's details are no secret: the same right as the file itself (files.routes.ts).
  if (!(await mayRead(deps.db, row, caller)) && !(await isPublicFile(deps.db, row))) {
    throw new AppError('NOT_FOUND');
  }
  return toAttachment(row);
}

export async function renameAttachment(deps: AppDeps, id: number, fileName: string, caller: Caller) {
  await ownedBy(deps, id, caller);
  const row = await repo.updateAttachment(deps.db, id, { fileName: cleanFileName(fileName, fileName) });
  if (!row) throw new AppError('NOT_FOUND');
  return toAttachment(row);
}

export async function attachTo(
  deps: AppDeps,
  id: number,
  ref: { refType: string; refId: string },
  caller: Caller,
) {
  await ownedBy(deps, id, caller);
  const row = await repo.updateAttachment(deps.db, id, ref);
  if (!row) throw new AppError('NOT_FOUND');
  return toAttachment(row);
}

/**
 * Deletes an attachment (its uploader or the organizer): the row is kept, marked deleted,
 * so references to it read as gone; the file and every resized copy are removed.
 */
export async function deleteAttachment(deps: AppDeps, id: number, caller: Caller, log: FastifyBaseLogger) {
  const row = await activeOrNotFound(deps, id);
  if (!caller.isOrganizer) {
    if (caller.userId === null) throw new AppError('LOGIN_EXPIRED');
    if (row.ownerUserId !== caller.userId) throw new AppError('FORBIDDEN');
  }
  const deleted = await repo.softDelete(deps.db, id);
  if (!deleted) throw new AppError('NOT_FOUND');
  const keys = [row.key, ...(await repo.takeVariants(deps.db, id))];
  for (const key of keys) {
    // The row already reads as deleted, so a file left behind is never served; say so in the log.
    await deps.storage.remove(key).catch((err) => log.warn({ err, key }, 'attachment file not removed'));
  }
  return { ok: true as const };
}

/** Reads a business card picture the caller uploaded. */
export async function readCard(
  deps: AppDeps,
  ocr: OcrEngine,
  id: number,
  caller: Caller,
  log: FastifyBaseLogger,
): Promise<OcrResult> {
  const row = await ownedBy(deps, id, caller);
  if (!isPictureMime(row.mimeType)) throw new AppError('FILE_TYPE_PICTURE');
  const bytes = await deps.storage.get(row.key);
  if (!bytes) throw new AppError('NOT_FOUND');
  try {
    return parseCardText(await ocr.recognize(bytes));
  } catch (err) {
    log.error({ err, attachmentId: id }, 'business card OCR failed');
    throw new AppError('OCR_FAILED');
  }
}

/** The attachment behind a served key, if it exists and was not deleted. */
export function findServable(deps: AppDeps, key: string) {
  return repo.findActiveByKey(deps.db, key);
}

export function countAttachments(deps: AppDeps) {
  return repo.countActive(deps.db);
}
