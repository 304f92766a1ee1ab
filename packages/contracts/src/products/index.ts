import { z } from 'zod';
import { bilingualDisplayName, hasBilingualName } from '../bilingual-name';
import { pageQuerySchema, pageSchema, reasonBody, reviewQueueQuery } from '../envelope';

/* ------------------------------------------------------------------ states */

/**
 * Listing state of a product (spec §4: listed = on sale, unlisted = not on sale, violation).
 * Ours in detail: a new product is a 'draft'; 'pending' waits for the organizer's review;
 * 'delisted' was on sale and was taken off by the enterprise; 'violation' was marked by the
 * organizer with a reason the enterprise reads.
 */
export const PRODUCT_STATES = ['draft', 'pending', 'listed', 'delisted', 'violation'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

/**
 * Actions of spec §4 (list, delist, submit for review, delete) plus edit, and the organizer's
 * approve and violation. 'list' puts a delisted product back on sale without a new review,
 * allowed only while its content is the one the organizer approved (see `canRelist`).
 */
export const PRODUCT_ACTIONS = [
  'edit',
  'submit',
  'list',
  'delist',
  'delete',
  'approve',
  'violation',
] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

/** Every pair not listed here is refused (PRODUCT_STATE). 'edit' keeps the state. */
export const PRODUCT_TRANSITIONS: Record<
  ProductAction,
  { from: readonly ProductState[]; to: ProductState | null }
> = {
  edit: { from: ['draft', 'pending', 'delisted', 'violation'], to: null },
  submit: { from: ['draft', 'delisted', 'violation'], to: 'pending' },
  list: { from: ['delisted'], to: 'listed' },
  delist: { from: ['listed'], to: 'delisted' },
  delete: { from: ['draft', 'pending', 'delisted', 'violation'], to: null },
  approve: { from: ['pending'], to: 'listed' },
  violation: { from: ['pending', 'listed', 'delisted'], to: 'violation' },
};

/** Actions of the enterprise's staff; the others are the organizer's. */
export const ENTERPRISE_PRODUCT_ACTIONS: readonly ProductAction[] = [
  'edit',
  'submit',
  'list',
  'delist',
  'delete',
];

/** Whether the action is allowed from the state (edit and delete keep or end the row). */
export function productActionAllowed(from: ProductState, action: ProductAction): boolean {
  return PRODUCT_TRANSITIONS[action].from.includes(from);
}

/** The state after the action, `from` itself for edit, or null when it is refused. */
export function nextProductState(from: ProductState, action: ProductAction): ProductState | null {
  if (!productActionAllowed(from, action)) return null;
  return PRODUCT_TRANSITIONS[action].to ?? from;
}

/** A delisted product goes straight back on sale only when unchanged since the organizer approved it. */
export function canRelist(product: { status: ProductState; approvedContent: boolean }): boolean {
  return productActionAllowed(product.status, 'list') && product.approvedContent;
}

/** The tabs of the product list (spec §4): unlisted is every state not on sale and not in violation. */
export const PRODUCT_TABS = ['all', 'listed', 'unlisted', 'violation'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export const PRODUCT_TAB_STATES: Record<ProductTab, readonly ProductState[]> = {
  all: PRODUCT_STATES,
  listed: ['listed'],
  unlisted: ['draft', 'pending', 'delisted'],
  violation: ['violation'],
};

/* ------------------------------------------------------------- field rules */

/** Limits of a product's fields (ours; spec §9 gives the picture sizes, suggestions only). */
export const PRODUCT_LIMITS = {
  nameMax: 100,
  nameEnMax: 200,
  descriptionMax: 2000,
  parametersMax: 30,
  parameterNameMax: 50,
  parameterValueMax: 200,
  detailImagesMax: 10,
  reasonMax: 200,
  searchMax: 50,
} as const;

/** Upload kinds a product accepts: pictures for the cover and details, a video for the detail video. */
export const PRODUCT_IMAGE_KINDS = ['enterpriseImage', 'picture'] as const;
export const PRODUCT_VIDEO_KINDS = ['video'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const attachmentId = z.number().int().positive();

export const productParameterSchema = z.object({
  name: z.string().trim().min(1, 'REQUIRED').max(PRODUCT_LIMITS.parameterNameMax),
  value: z.string().trim().min(1, 'REQUIRED').max(PRODUCT_LIMITS.parameterValueMax),
});
export type ProductParameter = z.infer<typeof productParameterSchema>;

/**
 * POST /exhibitor/rest/products and PUT /exhibitor/rest/products/{productId}. The name is
 * needed in one language at least, Chinese or English, as a brand's (an overseas exhibitor
 * may have an English name only).
 */
export const productBody = z
  .object({
    name: optionalText(PRODUCT_LIMITS.nameMax),
    nameEn: optionalText(PRODUCT_LIMITS.nameEnMax),
    /** industry dictionary code (exhibition 200417). */
    category: z.string().trim().min(1, 'REQUIRED').max(20),
    description: optionalText(PRODUCT_LIMITS.descriptionMax),
    descriptionEn: optionalText(PRODUCT_LIMITS.descriptionMax),
    parameters: z.array(productParameterSchema).max(PRODUCT_LIMITS.parametersMax).default([]),
    /** Picture attachment, 1:1, suggested 300x300 (spec §9). */
    coverAttachmentId: z
      .number({ message: 'PRODUCT_COVER_REQUIRED' })
      .int()
      .positive('PRODUCT_COVER_REQUIRED'),
    detailAttachmentIds: z.array(attachmentId).max(PRODUCT_LIMITS.detailImagesMax).default([]),
    /** Video attachment, suggested 750x750 (spec §9). */
    videoAttachmentId: attachmentId.nullable().optional(),
    /** Submit for review at once instead of keeping a draft (creation only). */
    submit: z.boolean().optional(),
  })
  .refine(hasBilingualName, { message: 'PRODUCT_NAME_REQUIRED', path: ['name'] });
export type ProductBody = z.input<typeof productBody>;
export type ProductInput = z.output<typeof productBody>;

export const productIdParams = z.object({ productId: z.coerce.number().int().positive() });

/** POST /exhibitor/rest/products/page: the caller's enterprise's products by tab. */
export const productPageBody = z.object({
  tab: z.enum(PRODUCT_TABS).default('all'),
  keyword: z.string().trim().max(PRODUCT_LIMITS.searchMax).optional(),
  ...pageQuerySchema.shape,
});
export type ProductPageBody = z.input<typeof productPageBody>;

/** PUT /portal/rest/organizer/products/{productId}/violation: the reason is required (spec §5). */
export const productViolationBody = reasonBody(PRODUCT_LIMITS.reasonMax);
export type ProductViolationBody = z.input<typeof productViolationBody>;

/** GET /portal/rest/organizer/products: the review queue. */
export const productQueueQuery = reviewQueueQuery(
  PRODUCT_STATES,
  z.string().trim().max(PRODUCT_LIMITS.searchMax).optional(),
);
export type ProductQueueQuery = z.input<typeof productQueueQuery>;

/* ---------------------------------------------------------------- answers */

export const productMediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  enterpriseNameEn: z.string().nullable(),
  /** Chinese name; null when the product has an English name only (see productDisplayName). */
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  category: z.string(),
  /** The category's name in the caller's language. */
  categoryName: z.string(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  parameters: z.array(productParameterSchema),
  cover: productMediaSchema.nullable(),
  details: z.array(productMediaSchema),
  video: productMediaSchema.nullable(),
  status: z.enum(PRODUCT_STATES),
  /** The organizer's reason when the state is 'violation'. */
  violationReason: z.string().nullable(),
  /** Unchanged since the organizer approved it (a delisted product may then be listed again). */
  approvedContent: z.boolean(),
  favouriteCount: z.number().int(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** The product's name to show: English on the English site when there is one, else the other one. */
export const productDisplayName = bilingualDisplayName;

export const productCountsSchema = z.object({
  all: z.number().int(),
  listed: z.number().int(),
  unlisted: z.number().int(),
  violation: z.number().int(),
});
export type ProductCounts = z.infer<typeof productCountsSchema>;

export const productPageSchema = pageSchema(productSchema).extend({ counts: productCountsSchema });
export type ProductPage = z.infer<typeof productPageSchema>;

export const productQueuePageSchema = pageSchema(productSchema).extend({
  counts: z.object({
    draft: z.number().int(),
    pending: z.number().int(),
    listed: z.number().int(),
    delisted: z.number().int(),
    violation: z.number().int(),
  }),
});
export type ProductQueuePage = z.infer<typeof productQueuePageSchema>;
