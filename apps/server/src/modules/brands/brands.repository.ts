import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { attachments } from '../../db/schema/platform';

export type BrandRow = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
export type AttachmentRow = typeof attachments.$inferSelect;

/** Attachments linked to a brand carry this refType and the brand id as refId. */
export const BRAND_REF = 'brand';

export async function listBrands(db: Db, enterpriseId: number): Promise<BrandRow[]> {
  return db
    .select()
    .from(brands)
    .where(eq(brands.enterpriseId, enterpriseId))
    .orderBy(asc(brands.createdAt), asc(brands.id));
}

export async function countBrands(db: Db, enterpriseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(brands).where(eq(brands.enterpriseId, enterpriseId));
  return row?.n ?? 0;
}

export async function findBrand(db: Db, id: number): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

export async function insertBrand(db: Db, values: NewBrand): Promise<BrandRow> {
  const [row] = await db.insert(brands).values(values).returning();
  if (!row) throw new Error('brand not inserted');
  return row;
}

export async function updateBrand(
  db: Db,
  id: number,
  changes: Partial<NewBrand>,
): Promise<BrandRow | undefined> {
  const [row] = await db
    .update(brands)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(brands.id, id))
    .returning();
  return row;
}

export async function deleteBrand(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id });
  return rows.length > 0;
}

export async function findAttachments(db: Db, ids: readonly number[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.id, [...ids]), isNull(attachments.deletedAt)));
}

export async function linkLogo(db: Db, attachmentId: number, brandId: number) {
  await db
    .update(attachments)
    .set({ refType: BRAND_REF, refId: String(brandId) })
    .where(eq(attachments.id, attachmentId));
}
