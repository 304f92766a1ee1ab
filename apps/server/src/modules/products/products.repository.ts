import type { ProductState } from '@cidpex/contracts';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema/platform';
import { products } from '../../db/schema/products';
import { stateRows } from '../../db/state-rows';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type AttachmentRow = typeof attachments.$inferSelect;

/** Attachments linked to a product carry this refType and the product id as refId. */
export const PRODUCT_REF = 'product';

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A product row (its enterprise's names and its favourite count are read from their domains by the service). */
export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return rows[0];
}

export async function findProductRow(db: Db, id: number, forUpdate = false): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export interface ProductFilter {
  enterpriseId?: number;
  states?: readonly ProductState[];
  keyword?: string;
  /**
   * The keyword also finds products of enterprises whose name matches: the enterprises domain's
   * condition on the enterprise id column for the LIKE pattern.
   */
  enterpriseNamed: (enterpriseId: SQLWrapper, pattern: string) => SQL;
}

function filterWhere(filter: ProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.enterpriseId !== undefined) parts.push(eq(products.enterpriseId, filter.enterpriseId));
  if (filter.states) parts.push(inArray(products.status, [...filter.states]));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    parts.push(
      or(
        ilike(products.name, pattern),
        ilike(products.nameEn, pattern),
        filter.enterpriseNamed(products.enterpriseId, pattern),
      ),
    );
  }
  return and(...parts);
}

/** Products by filter, newest change first (the organizer's queue: oldest submission first). */
export async function pageProducts(
  db: Db,
  filter: ProductFilter,
  args: { page: number; pageSize: number; order: 'updated' | 'submitted' },
) {
  const where = filterWhere(filter);
  const order =
    args.order === 'submitted'
      ? [sql`${products.submittedAt} asc nulls last`, products.id]
      : [desc(products.updatedAt), desc(products.id)];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function insertProduct(db: Db, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

/* -------------------------------------------------------------- attachments */

export async function findAttachments(db: Db, ids: readonly number[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.id, [...ids]), isNull(attachments.deletedAt)));
}

export async function linkAttachments(db: Db, ids: readonly number[], productId: number) {
  if (ids.length === 0) return;
  await db
    .update(attachments)
    .set({ refType: PRODUCT_REF, refId: String(productId) })
    .where(inArray(attachments.id, [...ids]));
}

const guarded = stateRows<typeof products, ProductState>(products);
/** How many products are in each state (of one enterprise, or all). */
export const countByState = guarded.countByState;
/** Changes a product only while it is in one of the `from` states; undefined when it moved meanwhile. */
export const updateProduct = guarded.update;
export const deleteProduct = guarded.remove;
