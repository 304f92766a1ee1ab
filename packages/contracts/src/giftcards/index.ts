import { z } from 'zod';
import { pageSchema } from '../envelope';

/**
 * Gift-card claim codes (spec §1 "A gift-card redeem-code screen", §8). The organizer
 * generates a batch of unguessable codes for one prize; a signed-in user redeems a valid
 * unused code once and sees the prize. Codes are typed by people: the alphabet leaves out
 * letters and digits that are confused (I, O, 0, 1) and the form accepts lower case,
 * spaces and dashes.
 */
export const GIFTCARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters of a 32-letter alphabet: 80 bits, shown as four groups of four. */
export const GIFTCARD_CODE_LENGTH = 16;
export const GIFTCARD_BATCH_MAX = 1000;
export const GIFTCARD_PRIZE_MAX = 100;

/** Guessing limits: wrong codes per user and per IP address in the window. */
export const GIFTCARD_LIMITS = {
  windowMinutes: 15,
  maxFailuresPerUser: 5,
  maxFailuresPerIp: 20,
} as const;

/** Upper case, spaces and dashes removed: what is compared with the stored code. */
export function normalizeGiftCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** ABCD-EFGH-JKLM-NPQR */
export function formatGiftCode(code: string): string {
  return (normalizeGiftCode(code).match(/.{1,4}/g) ?? []).join('-');
}

/** Whether a typed code could be one of ours (length and alphabet); saves a database round trip. */
export function isWellFormedGiftCode(value: string): boolean {
  const code = normalizeGiftCode(value);
  return code.length === GIFTCARD_CODE_LENGTH && [...code].every((ch) => GIFTCARD_ALPHABET.includes(ch));
}

/** A prize named in the three site languages. */
export const giftPrizeSchema = z.object({
  'zh-Hans': z.string().trim().min(1, 'REQUIRED').max(GIFTCARD_PRIZE_MAX),
  'zh-Hant': z.string().trim().min(1, 'REQUIRED').max(GIFTCARD_PRIZE_MAX),
  en: z.string().trim().min(1, 'REQUIRED').max(GIFTCARD_PRIZE_MAX),
});
export type GiftPrize = z.infer<typeof giftPrizeSchema>;

export const giftRedeemBody = z.object({
  code: z.string().trim().min(1, 'REQUIRED').max(64),
});
export type GiftRedeemBody = z.infer<typeof giftRedeemBody>;

export const giftRedemptionSchema = z.object({
  code: z.string(),
  batchId: z.number().int(),
  prize: giftPrizeSchema,
  redeemedAt: z.string(),
});
export type GiftRedemption = z.infer<typeof giftRedemptionSchema>;

/** `alreadyYours`: the same person sent the same code again (a retry): the prize is shown again. */
export const giftRedeemResultSchema = giftRedemptionSchema.extend({ alreadyYours: z.boolean() });
export type GiftRedeemResult = z.infer<typeof giftRedeemResultSchema>;

export const giftBatchBody = z.object({
  prize: giftPrizeSchema,
  count: z.coerce.number().int().min(1).max(GIFTCARD_BATCH_MAX),
});
export type GiftBatchBody = z.infer<typeof giftBatchBody>;

export const giftBatchSchema = z.object({
  id: z.number().int(),
  prize: giftPrizeSchema,
  count: z.number().int(),
  redeemed: z.number().int(),
  createdAt: z.string(),
});
export type GiftBatch = z.infer<typeof giftBatchSchema>;

export const giftBatchIdParams = z.object({ batchId: z.coerce.number().int().positive() });

export const giftCodeQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(GIFTCARD_BATCH_MAX).default(50),
  redeemed: z.enum(['all', 'yes', 'no']).default('all'),
});
export type GiftCodeQuery = z.infer<typeof giftCodeQuery>;

export const giftCodeRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  redeemedAt: z.string().nullable(),
  redeemedBy: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      mobile: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
});
export type GiftCodeRow = z.infer<typeof giftCodeRowSchema>;

export const giftCodePageSchema = pageSchema(giftCodeRowSchema).extend({ batch: giftBatchSchema });
export type GiftCodePage = z.infer<typeof giftCodePageSchema>;
