import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope';

/**
 * Business cards (spec §2 /user/UserCenter vcard, exchangeVcard, cardHolder). Each user has
 * a card code; entering or scanning another user's code exchanges cards: both then hold
 * the other's card in their card holder.
 */
export const CARD_CODE_LENGTH = 8;
/** Letters and digits a person can read aloud without confusion (no 0/O, 1/I/L). */
export const CARD_CODE_CHARSET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CARD_CODE_PATTERN = new RegExp(`^[${CARD_CODE_CHARSET}]{${CARD_CODE_LENGTH}}$`);

/** The path a card's QR code opens: the exchange page with the code filled in. */
export const CARD_EXCHANGE_PATH = '/user/UserCenter/exchangeVcard';

/** The code in a typed text, a scanned exchange link or a bare code; null when there is none. */
export function parseCardCode(text: string): string | null {
  const trimmed = text.trim();
  let candidate = trimmed;
  const match = /[?&]code=([^&#\s]+)/.exec(trimmed);
  if (match?.[1]) candidate = decodeURIComponent(match[1]);
  const code = candidate.replace(/[\s-]/g, '').toUpperCase();
  return CARD_CODE_PATTERN.test(code) ? code : null;
}

export const cardCodeSchema = z
  .string()
  .max(300)
  .transform((v, ctx) => {
    const code = parseCardCode(v);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'CARD_CODE_INVALID' });
      return z.NEVER;
    }
    return code;
  });

/** What a card shows. Mobile and email only on your own card and on cards you hold. */
export const businessCardSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  companyEn: z.string().nullable(),
  /** jobTitle dictionary code, or text typed by the user. */
  jobTitle: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type BusinessCard = z.infer<typeof businessCardSchema>;

/** GET /portal/rest/cards/mine */
export const myCardSchema = businessCardSchema.extend({ code: z.string() });
export type MyCard = z.infer<typeof myCardSchema>;

/** GET /portal/rest/cards/code/{code}: whose card it is, before exchanging (no contact details). */
export const cardPreviewSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  companyEn: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** Already in the caller's card holder. */
  held: z.boolean(),
});
export type CardPreview = z.infer<typeof cardPreviewSchema>;

export const cardCodeParams = z.object({ code: cardCodeSchema });

/** POST /portal/rest/cards/exchange: `code` is the other's code or their QR link. */
export const cardExchangeBody = z.object({ code: cardCodeSchema });
export type CardExchangeBody = z.input<typeof cardExchangeBody>;

/** A card in the caller's card holder. */
export const heldCardSchema = businessCardSchema.extend({
  id: z.number().int(),
  exchangedAt: z.string(),
});
export type HeldCard = z.infer<typeof heldCardSchema>;

export const cardExchangeSchema = z.object({
  card: heldCardSchema,
  /** False when the two already held each other's cards. */
  created: z.boolean(),
});
export type CardExchange = z.infer<typeof cardExchangeSchema>;

/** POST /portal/rest/cards/holder/page */
export const cardHolderBody = z.object({
  keyword: z.string().trim().max(50).optional(),
  ...pageQuerySchema.shape,
});
export type CardHolderBody = z.input<typeof cardHolderBody>;

export const cardHolderPageSchema = pageSchema(heldCardSchema);
export type CardHolderPage = z.infer<typeof cardHolderPageSchema>;

export const heldCardIdParams = z.object({ cardId: z.coerce.number().int().positive() });
