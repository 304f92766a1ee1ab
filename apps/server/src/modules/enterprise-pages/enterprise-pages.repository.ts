import { and, asc, count, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  enterpriseDailyViews,
  enterpriseLinks,
  enterprisePagePreviews,
} from '../../db/schema/enterprise-pages';
import { attachments } from '../../db/schema/platform';
import { countByStatus } from '../../db/state-rows';

export type PreviewRow = typeof enterprisePagePreviews.$inferSelect;
export type LinkRow = typeof enterpriseLinks.$inferSelect;
export const PREVIEW_COVER_REF = 'enterprisePreview';

/* ------------------------------------------------------------------ preview */

export async function findPreview(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(enterprisePagePreviews)
    .where(eq(enterprisePagePreviews.id, id))
    .limit(1);
  return row;
}

export async function findPreviewOf(db: Db, enterpriseId: number, exhibitionId: number) {
  const [row] = await db
    .select()
    .from(enterprisePagePreviews)
    .where(
      and(
        eq(enterprisePagePreviews.enterpriseId, enterpriseId),
        eq(enterprisePagePreviews.exhibitionId, exhibitionId),
      ),
    )
    .limit(1);
  return row;
}

/** Creates the draft from the public page's current texts once; a parallel call finds the first one. */
export async function createPreview(
  db: Db,
  values: Pick<
    typeof enterprisePagePreviews.$inferInsert,
    | 'enterpriseId'
    | 'exhibitionId'
    | 'profileZhHans'
    | 'profileZhHant'
    | 'profileEn'
    | 'coverKey'
    | 'videoKey'
    | 'status'
  >,
) {
  await db.insert(enterprisePagePreviews).values(values).onConflictDoNothing();
  return findPreviewOf(db, values.enterpriseId, values.exhibitionId);
}

export async function updatePreviewIf(
  db: Db,
  id: number,
  fromStates: readonly string[],
  values: Partial<typeof enterprisePagePreviews.$inferInsert>,
) {
  const [row] = await db
    .update(enterprisePagePreviews)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(enterprisePagePreviews.id, id), inArray(enterprisePagePreviews.status, [...fromStates])))
    .returning();
  return row;
}

export async function pagePreviews(db: Db, status: string | undefined, limit: number, offset: number) {
  const where = status ? eq(enterprisePagePreviews.status, status) : undefined;
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(enterprisePagePreviews)
      .where(where)
      // Waiting ones oldest first, then the latest changes.
      .orderBy(asc(enterprisePagePreviews.submittedAt), desc(enterprisePagePreviews.updatedAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(enterprisePagePreviews).where(where),
    countByStatus(db, enterprisePagePreviews),
  ]);
  return { rows, total: total?.n ?? 0, counts };
}

export async function findAttachment(db: Db, id: number) {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return row;
}

export async function attachmentsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(attachments).where(inArray(attachments.id, ids));
}

export async function linkAttachment(db: Db, id: number, previewId: number) {
  await db
    .update(attachments)
    .set({ refType: PREVIEW_COVER_REF, refId: String(previewId) })
    .where(eq(attachments.id, id));
}

/* -------------------------------------------------------------------- views */

/** One upsert: the enterprise's counter for the day goes up by one. */
export async function bumpView(db: Db, enterpriseId: number, day: string, kind: 'page' | 'product') {
  const page = kind === 'page' ? 1 : 0;
  const product = kind === 'product' ? 1 : 0;
  await db
    .insert(enterpriseDailyViews)
    .values({ enterpriseId, day, pageViews: page, productViews: product })
    .onConflictDoUpdate({
      target: [enterpriseDailyViews.enterpriseId, enterpriseDailyViews.day],
      set: {
        pageViews: sql`${enterpriseDailyViews.pageViews} + ${page}`,
        productViews: sql`${enterpriseDailyViews.productViews} + ${product}`,
      },
    });
}

export async function viewsBetween(db: Db, enterpriseId: number, from: string, to: string) {
  return db
    .select()
    .from(enterpriseDailyViews)
    .where(
      and(
        eq(enterpriseDailyViews.enterpriseId, enterpriseId),
        gte(enterpriseDailyViews.day, from),
        lte(enterpriseDailyViews.day, to),
      ),
    );
}

/* -------------------------------------------------------------------- links */

export async function findLink(db: Db, id: number) {
  const [row] = await db.select().from(enterpriseLinks).where(eq(enterpriseLinks.id, id)).limit(1);
  return row;
}

/** The link between two enterprises in either direction. */
export async function findPair(db: Db, a: number, b: number) {
  return db
    .select()
    .from(enterpriseLinks)
    .where(
      or(
        and(eq(enterpriseLinks.enterpriseId, a), eq(enterpriseLinks.relatedEnterpriseId, b)),
        and(eq(enterpriseLinks.enterpriseId, b), eq(enterpriseLinks.relatedEnterpriseId, a)),
      ),
    );
}

export async function upsertLinkRequest(
  db: Db,
  values: { enterpriseId: number; relatedEnterpriseId: number; relation: string; requestedBy: number },
) {
  const [row] = await db
    .insert(enterpriseLinks)
    .values({ ...values, status: 'pending' })
    .onConflictDoUpdate({
      target: [enterpriseLinks.enterpriseId, enterpriseLinks.relatedEnterpriseId],
      set: {
        relation: values.relation,
        requestedBy: values.requestedBy,
        status: 'pending',
        reason: null,
        decidedBy: null,
        decidedAt: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      // Only a closed link is asked again; a live one is left as it is.
      setWhere: inArray(enterpriseLinks.status, ['rejected', 'cancelled', 'removed']),
    })
    .returning();
  return row;
}

export async function decideLinkIf(
  db: Db,
  id: number,
  fromStates: readonly string[],
  values: { status: string; reason: string | null; decidedBy: number },
) {
  const [row] = await db
    .update(enterpriseLinks)
    .set({ ...values, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(enterpriseLinks.id, id), inArray(enterpriseLinks.status, [...fromStates])))
    .returning();
  return row;
}

export async function linksOf(db: Db, enterpriseId: number, status?: string) {
  const involved = or(
    eq(enterpriseLinks.enterpriseId, enterpriseId),
    eq(enterpriseLinks.relatedEnterpriseId, enterpriseId),
  );
  return db
    .select()
    .from(enterpriseLinks)
    .where(status ? and(involved, eq(enterpriseLinks.status, status)) : involved)
    .orderBy(desc(enterpriseLinks.updatedAt), desc(enterpriseLinks.id));
}

export async function waitingIncomingLinks(db: Db, enterpriseId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(enterpriseLinks)
    .where(and(eq(enterpriseLinks.relatedEnterpriseId, enterpriseId), eq(enterpriseLinks.status, 'pending')));
  return row?.n ?? 0;
}
