import {
  attachmentUrl,
  canRelist,
  LIMITS,
  type Locale,
  nextProductState,
  PRODUCT_IMAGE_KINDS,
  PRODUCT_STATES,
  PRODUCT_TAB_STATES,
  PRODUCT_TABS,
  PRODUCT_TRANSITIONS,
  PRODUCT_VIDEO_KINDS,
  type Product,
  type ProductAction,
  type ProductInput,
  type ProductMedia,
  type ProductPage,
  type ProductQueuePage,
  type ProductState,
  type ProductTab,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { getDictionary } from '../dicts';
import { assertMember, enterpriseIn, enterpriseMap, getMembership } from '../enterprises';
import { deleteFollowsOf, followerCounts } from '../follows';
import * as repo from './products.repository';

/** Who calls: the signed-in user and the language of the answer. */
export type Caller = SignedInCaller;

const CATEGORY_DICT = 'industry';

/* ------------------------------------------------------------------ reads */

/** A product with its enterprise's names and certification and the number of users who favourited it. */
export type ProductJoined = {
  product: repo.ProductRow;
  enterpriseName: string;
  enterpriseNameEn: string | null;
  enterpriseStatus: string;
  favouriteCount: number;
};

/** The rows with their enterprises (read from that domain) and favourite counts (from follows). */
async function joinRows(db: Db, rows: repo.ProductRow[]): Promise<ProductJoined[]> {
  if (rows.length === 0) return [];
  const [enterprises, favourites] = await Promise.all([
    enterpriseMap(
      db,
      rows.map((r) => r.enterpriseId),
    ),
    followerCounts(
      db,
      'product',
      rows.map((r) => r.id),
    ),
  ]);
  return rows.flatMap((product) => {
    const enterprise = enterprises.get(product.enterpriseId);
    if (!enterprise) return [];
    return [
      {
        product,
        enterpriseName: enterprise.name,
        enterpriseNameEn: enterprise.nameEn,
        enterpriseStatus: enterprise.status,
        favouriteCount: favourites.get(product.id) ?? 0,
      },
    ];
  });
}

async function findProduct(db: Db, id: number): Promise<ProductJoined | undefined> {
  const row = await repo.findProduct(db, id);
  return row ? (await joinRows(db, [row]))[0] : undefined;
}

/** The keyword finds a product by its names or its enterprise's name. */
const enterpriseNamed = (column: Parameters<typeof enterpriseIn>[0], pattern: string) =>
  enterpriseIn(column, { namePattern: { pattern, withEnglish: false } });

async function pageProducts(
  db: Db,
  filter: Omit<repo.ProductFilter, 'enterpriseNamed'>,
  args: Parameters<typeof repo.pageProducts>[2],
) {
  const page = await repo.pageProducts(db, { ...filter, enterpriseNamed }, args);
  return { rows: await joinRows(db, page.rows), total: page.total };
}

/* ---------------------------------------------------------------- answers */

async function categoryNames(db: Db, locale: Locale): Promise<Map<string, string>> {
  const entries = await getDictionary(db, LIMITS.defaultExhibitionId, CATEGORY_DICT, locale);
  return new Map(entries.map((e) => [e.code, e.name]));
}

function mediaIds(row: repo.ProductRow): number[] {
  return [row.coverAttachmentId, ...row.detailAttachmentIds, row.videoAttachmentId].filter(
    (id): id is number => typeof id === 'number',
  );
}

/** The answers of a few products: their pictures, video and category name resolved. */
async function toProducts(db: Db, rows: ProductJoined[], locale: Locale): Promise<Product[]> {
  const [names, files] = await Promise.all([
    categoryNames(db, locale),
    repo.findAttachments(db, [...new Set(rows.flatMap((r) => mediaIds(r.product)))]),
  ]);
  const byId = new Map(files.map((f) => [f.id, f]));
  const media = (id: number | null): ProductMedia | null => {
    const file = id === null ? undefined : byId.get(id);
    return file
      ? { id: file.id, url: attachmentUrl(file.key), width: file.width, height: file.height }
      : null;
  };
  return rows.map(({ product: p, enterpriseName, enterpriseNameEn, favouriteCount }) => ({
    id: p.id,
    enterpriseId: p.enterpriseId,
    enterpriseName,
    enterpriseNameEn,
    name: p.name,
    nameEn: p.nameEn,
    category: p.category,
    categoryName: names.get(p.category) ?? p.category,
    description: p.description,
    descriptionEn: p.descriptionEn,
    parameters: p.parameters,
    cover: media(p.coverAttachmentId),
    details: p.detailAttachmentIds.map(media).filter((m): m is ProductMedia => m !== null),
    video: media(p.videoAttachmentId),
    status: p.status as ProductState,
    violationReason: p.status === 'violation' ? p.violationReason : null,
    approvedContent: p.approvedContent,
    favouriteCount: Number(favouriteCount),
    submittedAt: p.submittedAt?.toISOString() ?? null,
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }));
}

async function answer(db: Db, id: number, locale: Locale): Promise<Product> {
  const row = await findProduct(db, id);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const [product] = await toProducts(db, [row], locale);
  return product!;
}

/* ------------------------------------------------------------------ rules */

/** The product, if the caller is a member of its (certified) enterprise. */
async function ownProduct(db: Db, caller: Caller, productId: number, forUpdate = false) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const row = await repo.findProductRow(db, productId, forUpdate);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  if (row.enterpriseId !== membership.enterpriseId) throw new AppError('NOT_ENTERPRISE_STAFF');
  return row;
}

/** The refusal for an action the state table does not allow. */
function refuse(state: ProductState, action: ProductAction): never {
  if (state === 'listed' && (action === 'edit' || action === 'delete'))
    throw new AppError('PRODUCT_DELIST_FIRST');
  throw new AppError('PRODUCT_STATE');
}

function assertAllowed(state: ProductState, action: ProductAction): ProductState {
  const next = nextProductState(state, action);
  if (next === null) refuse(state, action);
  return next;
}

async function assertCategory(db: Db, code: string) {
  const names = await categoryNames(db, 'zh-Hans');
  if (!names.has(code)) throw new AppError('PRODUCT_CATEGORY_UNKNOWN');
}

/**
 * Pictures and the video must be files the caller uploaded and that belong to nothing else,
 * or files already linked to this product (a colleague may have uploaded them), of the
 * right kind: pictures for the cover and details, a video for the video.
 */
async function assertMedia(db: Db, caller: Caller, input: ProductInput, productId?: number) {
  const images = [input.coverAttachmentId, ...input.detailAttachmentIds];
  const video = input.videoAttachmentId ?? null;
  const wanted = [...images, ...(video === null ? [] : [video])];
  if (new Set(wanted).size !== wanted.length) throw new AppError('PRODUCT_MEDIA_NOT_USABLE');
  const rows = await repo.findAttachments(db, wanted);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const usable = (id: number, kinds: readonly string[]) => {
    const row = byId.get(id);
    if (!row || !kinds.includes(row.kind)) return false;
    const linkedHere =
      productId !== undefined && row.refType === repo.PRODUCT_REF && row.refId === String(productId);
    return linkedHere || (row.ownerUserId === caller.userId && row.refType === null);
  };
  if (!images.every((id) => usable(id, PRODUCT_IMAGE_KINDS))) throw new AppError('PRODUCT_MEDIA_NOT_USABLE');
  if (video !== null && !usable(video, PRODUCT_VIDEO_KINDS)) throw new AppError('PRODUCT_MEDIA_NOT_USABLE');
  return wanted;
}

function contentValues(input: ProductInput) {
  return {
    name: input.name,
    nameEn: input.nameEn,
    category: input.category,
    description: input.description,
    descriptionEn: input.descriptionEn,
    parameters: input.parameters,
    coverAttachmentId: input.coverAttachmentId,
    detailAttachmentIds: input.detailAttachmentIds,
    videoAttachmentId: input.videoAttachmentId ?? null,
  };
}

/* ------------------------------------------------------------- enterprise */

function countsOf(byState: Record<string, number>) {
  const sum = (states: readonly ProductState[]) => states.reduce((n, s) => n + (byState[s] ?? 0), 0);
  return Object.fromEntries(PRODUCT_TABS.map((tab) => [tab, sum(PRODUCT_TAB_STATES[tab])])) as Record<
    ProductTab,
    number
  >;
}

/** POST /exhibitor/rest/products/page: the caller's enterprise's products by tab, with the tab counts. */
export async function listProducts(
  db: Db,
  caller: Caller,
  query: { tab: ProductTab; keyword?: string; page: number; pageSize: number },
): Promise<ProductPage> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const [page, byState] = await Promise.all([
    pageProducts(
      db,
      {
        enterpriseId: membership.enterpriseId,
        states: PRODUCT_TAB_STATES[query.tab],
        keyword: query.keyword,
      },
      { page: query.page, pageSize: query.pageSize, order: 'updated' },
    ),
    repo.countByState(db, membership.enterpriseId),
  ]);
  return {
    rows: await toProducts(db, page.rows, caller.locale),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    counts: countsOf(byState),
  };
}

export async function getOwnProduct(db: Db, caller: Caller, productId: number): Promise<Product> {
  await ownProduct(db, caller, productId);
  return answer(db, productId, caller.locale);
}

/** POST /exhibitor/rest/products: a draft, or straight to review with `submit`. */
export async function createProduct(db: Db, caller: Caller, input: ProductInput): Promise<Product> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  await assertCategory(db, input.category);
  const id = await db.transaction(async (tx) => {
    const media = await assertMedia(tx, caller, input);
    const submit = input.submit === true;
    const row = await repo.insertProduct(tx, {
      enterpriseId: membership.enterpriseId,
      ...contentValues(input),
      status: submit ? 'pending' : 'draft',
      submittedAt: submit ? new Date() : null,
      createdBy: caller.userId,
      updatedBy: caller.userId,
    });
    await repo.linkAttachments(tx, media, row.id);
    return row.id;
  });
  return answer(db, id, caller.locale);
}

/**
 * PUT /exhibitor/rest/products/{productId}: new content. A product on sale must be taken
 * off sale first; the change ends the organizer's approval (relisting then needs a review).
 */
export async function updateProduct(
  db: Db,
  caller: Caller,
  productId: number,
  input: ProductInput,
): Promise<Product> {
  await assertCategory(db, input.category);
  await db.transaction(async (tx) => {
    const row = await ownProduct(tx, caller, productId, true);
    assertAllowed(row.status as ProductState, 'edit');
    const media = await assertMedia(tx, caller, input, productId);
    const updated = await repo.updateProduct(tx, productId, PRODUCT_TRANSITIONS.edit.from, {
      ...contentValues(input),
      approvedContent: false,
      updatedBy: caller.userId,
    });
    if (!updated) throw new AppError('PRODUCT_STATE');
    await repo.linkAttachments(tx, media, productId);
  });
  return answer(db, productId, caller.locale);
}

/** PUT …/submit, …/list, …/delist: the enterprise's listing actions of spec §4. */
export async function actOnProduct(
  db: Db,
  caller: Caller,
  productId: number,
  action: 'submit' | 'list' | 'delist',
): Promise<Product> {
  const row = await ownProduct(db, caller, productId);
  const state = row.status as ProductState;
  const next = assertAllowed(state, action);
  if (action === 'list' && !canRelist({ status: state, approvedContent: row.approvedContent })) {
    throw new AppError('PRODUCT_RELIST_NEEDS_REVIEW');
  }
  const changes =
    action === 'submit'
      ? { status: next, submittedAt: new Date(), updatedBy: caller.userId }
      : { status: next, updatedBy: caller.userId };
  const updated = await repo.updateProduct(db, productId, [state], changes);
  if (!updated) throw new AppError('PRODUCT_STATE');
  return answer(db, productId, caller.locale);
}

/** DELETE /exhibitor/rest/products/{productId}: never while on sale; its favourites go with it. */
export async function deleteProduct(db: Db, caller: Caller, productId: number) {
  await db.transaction(async (tx) => {
    const row = await ownProduct(tx, caller, productId, true);
    assertAllowed(row.status as ProductState, 'delete');
    if (!(await repo.deleteProduct(tx, productId, PRODUCT_TRANSITIONS.delete.from))) {
      throw new AppError('PRODUCT_STATE');
    }
    await deleteFollowsOf(tx, 'product', productId);
  });
  return { ok: true as const };
}

/* -------------------------------------------------------------- organizer */

/** GET /portal/rest/organizer/products: every enterprise's products, waiting ones first by default. */
export async function productQueue(
  db: Db,
  locale: Locale,
  query: { status?: ProductState; keyword?: string; page: number; pageSize: number },
): Promise<ProductQueuePage> {
  const [page, byState] = await Promise.all([
    pageProducts(
      db,
      { states: query.status ? [query.status] : undefined, keyword: query.keyword },
      {
        page: query.page,
        pageSize: query.pageSize,
        order: query.status === 'pending' ? 'submitted' : 'updated',
      },
    ),
    repo.countByState(db),
  ]);
  return {
    rows: await toProducts(db, page.rows, locale),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    counts: Object.fromEntries(PRODUCT_STATES.map((s) => [s, byState[s] ?? 0])) as ProductQueuePage['counts'],
  };
}

export function getProductForOrganizer(db: Db, locale: Locale, productId: number): Promise<Product> {
  return answer(db, productId, locale);
}

/**
 * PUT …/approve (on sale, content approved) and …/violation (with the reason the enterprise
 * reads). Conditional on the state read, so two reviewers cannot both decide.
 */
export async function reviewProduct(
  db: Db,
  reviewer: { userId: number; locale: Locale },
  productId: number,
  decision: { action: 'approve' } | { action: 'violation'; reason: string },
): Promise<Product> {
  const row = await repo.findProductRow(db, productId);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const state = row.status as ProductState;
  const next = assertAllowed(state, decision.action);
  const base = { status: next, reviewedBy: reviewer.userId, reviewedAt: new Date() };
  const changes =
    decision.action === 'approve'
      ? { ...base, approvedContent: true, violationReason: null }
      : { ...base, approvedContent: false, violationReason: decision.reason };
  const updated = await repo.updateProduct(db, productId, [state], changes);
  if (!updated) throw new AppError('PRODUCT_STATE');
  return answer(db, productId, reviewer.locale);
}

/* ----------------------------------------------------------------- public */

/** GET /portal/rest/products/{productId}: a product on sale of a certified enterprise, for anyone. */
export async function getListedProduct(db: Db, locale: Locale, productId: number): Promise<Product> {
  const row = await findProduct(db, productId);
  if (row?.product.status !== 'listed' || row.enterpriseStatus !== 'certified') {
    throw new AppError('PRODUCT_NOT_FOUND');
  }
  const [product] = await toProducts(db, [row], locale);
  return product!;
}

/** Whether a product exists and is on sale (for follows). */
export async function findListedProduct(db: Db, productId: number) {
  const row = await findProduct(db, productId);
  return row && row.product.status === 'listed' && row.enterpriseStatus === 'certified' ? row : undefined;
}

/* ------------------------------------------------------------------ files */

/** A product's picture or video is public while the product is on sale (attachments' read rule). */
export async function isListedProductFile(db: Db, file: { id: number; refId: string | null }) {
  const id = Number(file.refId);
  const row = Number.isSafeInteger(id) && id > 0 ? await findListedProduct(db, id) : undefined;
  const p = row?.product;
  return Boolean(
    p &&
      (p.coverAttachmentId === file.id ||
        p.videoAttachmentId === file.id ||
        p.detailAttachmentIds.includes(file.id)),
  );
}

/** The members of the product's enterprise read its files (a draft's pictures too). */
export async function isProductMember(db: Db, refId: string, userId: number) {
  const id = Number(refId);
  const row = Number.isSafeInteger(id) && id > 0 ? await repo.findProductRow(db, id) : undefined;
  return row !== undefined && (await getMembership(db, userId))?.enterpriseId === row.enterpriseId;
}
