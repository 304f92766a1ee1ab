import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope';

/** What a user can follow: a certified enterprise, or a listed product (its favourite count). */
export const FOLLOW_TARGETS = ['enterprise', 'product'] as const;
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];

/**
 * The key of a followed thing in GET /exhibitor/rest/follows/key/{key}: `<target>-<id>`,
 * e.g. `enterprise-12` or `product-5`.
 */
export const FOLLOW_KEY_PATTERN = /^(enterprise|product)-([1-9]\d{0,9})$/;

export function followKey(targetType: FollowTarget, targetId: number): string {
  return `${targetType}-${targetId}`;
}

export function parseFollowKey(key: string): { targetType: FollowTarget; targetId: number } | null {
  const match = FOLLOW_KEY_PATTERN.exec(key);
  if (!match) return null;
  const targetId = Number(match[2]);
  if (!Number.isSafeInteger(targetId) || targetId > 2_147_483_647) return null;
  return { targetType: match[1] as FollowTarget, targetId };
}

/** POST /exhibitor/rest/follows: follow (again: the existing follow is answered). */
export const followBody = z.object({
  targetType: z.enum(FOLLOW_TARGETS),
  targetId: z.number().int().positive().max(2_147_483_647),
});
export type FollowBody = z.input<typeof followBody>;

export const followKeyParams = z.object({ key: z.string().max(40) });
export const followIdParams = z.object({ followId: z.coerce.number().int().positive() });

/** POST /exhibitor/rest/follows/page/my (and /exhibitor/rest/subscribes/page/mine). */
export const followPageBody = z.object({
  targetType: z.enum(FOLLOW_TARGETS).default('enterprise'),
  keyword: z.string().trim().max(50).optional(),
  ...pageQuerySchema.shape,
});
export type FollowPageBody = z.input<typeof followPageBody>;

/** GET /exhibitor/rest/follows/key/{key}: whether the caller follows it, and how many do. */
export const followStateSchema = z.object({
  key: z.string(),
  followed: z.boolean(),
  followId: z.number().int().nullable(),
  count: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const followSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(FOLLOW_TARGETS),
  targetId: z.number().int(),
  key: z.string(),
  createdAt: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

/** A row of the caller's follows: the enterprise or product as it is now. */
export const followRowSchema = followSchema.extend({
  /** Chinese name of the enterprise or product (null for a product with an English name only). */
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  /** Logo of the enterprise, cover of the product. */
  imageUrl: z.string().nullable(),
  /** For a product: its enterprise. */
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  enterpriseNameEn: z.string().nullable(),
  /** False when the product went off sale or the enterprise lost its certification. */
  available: z.boolean(),
});
export type FollowRow = z.infer<typeof followRowSchema>;

export const followPageSchema = pageSchema(followRowSchema);
export type FollowPage = z.infer<typeof followPageSchema>;
