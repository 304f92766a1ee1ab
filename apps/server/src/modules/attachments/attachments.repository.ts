import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, attachmentVariants } from '../../db/schema/platform';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

export async function insertAttachment(db: Db, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  if (!row) throw new Error('attachment not inserted');
  return row;
}

/** An attachment that was not deleted. */
export async function findActiveById(db: Db, id: number): Promise<AttachmentRow | undefined> {
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), isNull(attachments.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function findActiveByKey(db: Db, key: string): Promise<AttachmentRow | undefined> {
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.key, key), isNull(attachments.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function updateAttachment(
  db: Db,
  id: number,
  values: Partial<Pick<AttachmentRow, 'fileName' | 'refType' | 'refId'>>,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .update(attachments)
    .set(values)
    .where(and(eq(attachments.id, id), isNull(attachments.deletedAt)))
    .returning();
  return row;
}

/** Marks the attachment deleted; answers it only if this call deleted it. */
export async function softDelete(db: Db, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .update(attachments)
    .set({ deletedAt: new Date() })
    .where(and(eq(attachments.id, id), isNull(attachments.deletedAt)))
    .returning();
  return row;
}

export async function countActive(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(attachments).where(isNull(attachments.deletedAt));
  return row?.n ?? 0;
}

export async function insertVariant(db: Db, attachmentId: number, key: string): Promise<void> {
  await db.insert(attachmentVariants).values({ attachmentId, key }).onConflictDoNothing();
}

/** Resized copies made before a moment, oldest first. */
export async function oldVariants(db: Db, before: Date, limit: number) {
  return db
    .select({ id: attachmentVariants.id, key: attachmentVariants.key })
    .from(attachmentVariants)
    .where(lt(attachmentVariants.createdAt, before))
    .orderBy(attachmentVariants.createdAt)
    .limit(limit);
}

export async function deleteVariants(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(attachmentVariants).where(inArray(attachmentVariants.id, ids));
}

export async function takeVariants(db: Db, attachmentId: number): Promise<string[]> {
  const rows = await db
    .delete(attachmentVariants)
    .where(eq(attachmentVariants.attachmentId, attachmentId))
    .returning({ key: attachmentVariants.key });
  return rows.map((r) => r.key);
}
