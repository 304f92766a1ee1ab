import { attachmentUrl } from '@cidpex/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contents, downloads, livePhotos, liveRounds, webcasts } from '../../db/schema/content';
import { getMembership } from '../enterprises';
import { visible } from './content.repository';

/**
 * Which stored files the content domain shows to anyone (attachments' read rule, issue 16 item 2):
 * asked when a file is read, so publishing or withdrawing needs no bookkeeping.
 */
type File = { id: number; key: string; refId: string | null };

/** Whether some text contains the file's address (an `<img>` in a body, a URL with `?width=`). */
const mentions = (column: unknown, url: string) => sql`strpos(${column}, ${url}) > 0`;

async function any(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** A picture on the photo-live wall while it is shown there (published; posting publishes it). */
export function isLivePhotoFile(db: Db, file: File) {
  const url = attachmentUrl(file.key);
  return any(
    db
      .select({ id: livePhotos.id })
      .from(livePhotos)
      .where(and(eq(livePhotos.published, true), mentions(livePhotos.url, url)))
      .limit(1),
  );
}

/** A document of the downloads list. */
export function isDownloadFile(db: Db, file: File) {
  const url = attachmentUrl(file.key);
  return any(
    db
      .select({ id: downloads.id })
      .from(downloads)
      .where(or(eq(downloads.attachmentId, file.id), mentions(downloads.url, url)))
      .limit(1),
  );
}

function webcastOf(refId: string | null) {
  const id = Number(refId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A webcast's poster or video while the webcast is approved (on the public list) and still uses
 * it: a poster or video replaced in an edit stays linked to the webcast but is shown nowhere.
 */
export async function isApprovedWebcastFile(db: Db, file: File) {
  const id = webcastOf(file.refId);
  if (id === undefined) return false;
  const [row] = await db
    .select({ posterAttachmentId: webcasts.posterAttachmentId, videos: webcasts.videos })
    .from(webcasts)
    .where(and(eq(webcasts.id, id), eq(webcasts.status, 'approved')))
    .limit(1);
  return (
    row !== undefined &&
    (row.posterAttachmentId === file.id || row.videos.some((v) => v.attachmentId === file.id))
  );
}

/** The members of the webcast's enterprise read its files while it is a draft or in review. */
export async function isWebcastMember(db: Db, refId: string, userId: number) {
  const id = webcastOf(refId);
  if (id === undefined) return false;
  const [row] = await db
    .select({ enterpriseId: webcasts.enterpriseId })
    .from(webcasts)
    .where(eq(webcasts.id, id))
    .limit(1);
  return row !== undefined && (await getMembership(db, userId))?.enterpriseId === row.enterpriseId;
}

/**
 * A file used by address without being attached: a picture in a published article's body or its
 * cover, a live round's poster. A draft's pictures stay the organizer's.
 */
export async function isPublishedContentFile(db: Db, file: File) {
  const url = attachmentUrl(file.key);
  const inArticle = any(
    db
      .select({ id: contents.id })
      .from(contents)
      .where(
        and(
          visible(new Date()),
          or(
            mentions(contents.coverUrl, url),
            mentions(contents.bodyZhHans, url),
            mentions(contents.bodyZhHant, url),
            mentions(contents.bodyEn, url),
          ),
        ),
      )
      .limit(1),
  );
  if (await inArticle) return true;
  return any(
    db
      .select({ id: liveRounds.id })
      .from(liveRounds)
      .where(or(mentions(liveRounds.posterUrl, url), mentions(liveRounds.replayUrl, url)))
      .limit(1),
  );
}
