import type { Db } from '../../db/client';
import type { AttachmentRow } from './attachments.repository';
import { checkFilePass } from './file-pass';

/**
 * Who else may read an attached file's details besides its uploader and the organizer: the
 * domain that attaches files under a refType answers for its rows (e.g. members of the
 * enterprise a licence or settlement paper belongs to). Registered by the owning domain when
 * its routes register, so this module imports no domain (no cycles).
 */
export type AttachmentReader = (db: Db, refId: string, userId: number) => Promise<boolean>;

const readers = new Map<string, AttachmentReader>();

export function registerAttachmentReader(refType: string, reader: AttachmentReader): void {
  readers.set(refType, reader);
}

/** Whether the caller may read this attachment's details (issue 16 item 2). */
export async function mayRead(
  db: Db,
  row: Pick<AttachmentRow, 'ownerUserId' | 'refType' | 'refId'>,
  caller: { userId: number | null; isOrganizer: boolean },
): Promise<boolean> {
  if (caller.isOrganizer) return true;
  if (caller.userId === null) return false;
  if (row.ownerUserId === caller.userId) return true;
  const reader = row.refType ? readers.get(row.refType) : undefined;
  return reader ? reader(db, row.refId ?? '', caller.userId) : false;
}

/**
 * Files that are served only with a pass (file-pass.ts: a signed, short-lived link handed only to
 * those allowed — chat participants, the enterprise's members, the organizer). Registered by the
 * domain that attaches them; a domain may bring its own check.
 */
export type PrivateFileGate = (key: string, pass: { exp?: string; sig?: string }) => boolean;

const gates = new Map<string, PrivateFileGate>();

export function registerPrivateFiles(refType: string, gate: PrivateFileGate = checkFilePass): void {
  gates.set(refType, gate);
}

/**
 * The gate of a file whose links carry a pass (chat, licences, papers, registration pictures):
 * `toAttachment` signs its URL for those who may read the details. Every file that is not public
 * opens with a valid pass (checkFilePass) when no domain brings its own check.
 */
export function privateFileGate(row: Pick<AttachmentRow, 'refType'>): PrivateFileGate | undefined {
  return row.refType ? gates.get(row.refType) : undefined;
}

/**
 * Whether a file is in use by something anyone may see (issue 16 item 2): a listed product's
 * pictures, a certified enterprise's logo, an approved post's pictures, published content…
 * Asked when the file is read, so publishing or withdrawing needs no bookkeeping here. The domain
 * that attaches files under a refType answers for them; `null` collects the checks for files used
 * by address without being attached (an avatar, a picture in a news body). A file no check calls
 * public is private: only its uploader, the organizer, the domain's readers or a pass open it.
 */
export type PublicFileCheck = (db: Db, row: Pick<AttachmentRow, 'id' | 'key' | 'refId'>) => Promise<boolean>;

/** The checks by refType, one per domain (`owner`): a second app in the same process replaces, never adds. */
const publicChecks = new Map<string | null, Map<string, PublicFileCheck>>();

export function registerPublicFiles(
  refType: string | null,
  check: PublicFileCheck,
  owner: string = refType ?? 'unattached',
): void {
  const byOwner = publicChecks.get(refType) ?? new Map<string, PublicFileCheck>();
  byOwner.set(owner, check);
  publicChecks.set(refType, byOwner);
}

export async function isPublicFile(
  db: Db,
  row: Pick<AttachmentRow, 'id' | 'key' | 'refType' | 'refId'>,
): Promise<boolean> {
  for (const check of publicChecks.get(row.refType)?.values() ?? []) if (await check(db, row)) return true;
  return false;
}
