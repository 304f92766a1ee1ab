import { z } from 'zod';
import { pageSchema, stateCountsSchema } from '../envelope';
import { emailSchema, mobileSchema } from '../validation';

/*
 * Sample and agency applications (spec §2 /myEnterprise/sampleAppl and agencyAppli, §7
 * sampleApplys / agentApplys: page, update, export). A buyer asks an exhibitor for a sample of
 * a listed product, or to become its agent; the exhibitor's staff answer each one (accept or
 * decline with a reply), page through them and export them as a spreadsheet. The organizer
 * sees every enterprise's applications.
 */

export const TRADE_APPLY_KINDS = ['sample', 'agency'] as const;
export type TradeApplyKind = (typeof TRADE_APPLY_KINDS)[number];

/** pending → accepted | declined (a decline carries the exhibitor's reply). */
export const TRADE_APPLY_STATES = ['pending', 'accepted', 'declined'] as const;
export type TradeApplyState = (typeof TRADE_APPLY_STATES)[number];
export const TRADE_APPLY_TRANSITIONS = {
  accept: { from: ['pending'], to: 'accepted' },
  decline: { from: ['pending'], to: 'declined' },
} as const satisfies Record<string, { from: readonly TradeApplyState[]; to: TradeApplyState }>;
export type TradeApplyAction = keyof typeof TRADE_APPLY_TRANSITIONS;

/** Most rows one export writes (the spreadsheet of one enterprise). */
export const TRADE_APPLY_EXPORT_MAX = 5000;

const text = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

const applicantFields = {
  name: text(40),
  company: text(120),
  mobile: mobileSchema,
  email: emailSchema,
  message: optionalText(500),
};

/** A buyer's sample request for one listed product. */
export const sampleApplyBody = z.object({
  productId: z.number().int().positive(),
  ...applicantFields,
  address: text(200),
  quantity: z.number().int().min(1).max(20).default(1),
});
export type SampleApplyBody = z.infer<typeof sampleApplyBody>;

/** A buyer's wish to become an exhibitor's agent in a region. */
export const agentApplyBody = z.object({
  enterpriseId: z.number().int().positive(),
  ...applicantFields,
  region: text(100),
  channel: optionalText(200),
});
export type AgentApplyBody = z.infer<typeof agentApplyBody>;

export const tradeApplySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRADE_APPLY_KINDS),
  status: z.enum(TRADE_APPLY_STATES),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  name: z.string(),
  company: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  quantity: z.number().int().nullable(),
  region: z.string(),
  channel: z.string(),
  message: z.string(),
  reply: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type TradeApply = z.infer<typeof tradeApplySchema>;

/** The filter of a page or an export: one state or all, a keyword (name, company, mobile, product). */
export const tradeApplyFilter = z.object({
  status: z.enum(TRADE_APPLY_STATES).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type TradeApplyFilter = z.infer<typeof tradeApplyFilter>;
export const tradeApplyPageBody = tradeApplyFilter.extend({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type TradeApplyPageBody = z.input<typeof tradeApplyPageBody>;
export const tradeApplyPageSchema = pageSchema(tradeApplySchema).extend({
  counts: stateCountsSchema(TRADE_APPLY_STATES),
});
export type TradeApplyPage = z.infer<typeof tradeApplyPageSchema>;
export const tradeApplyExportSchema = z.object({ rows: z.array(tradeApplySchema), truncated: z.boolean() });
export type TradeApplyExport = z.infer<typeof tradeApplyExportSchema>;

/** The exhibitor's answer: accept, or decline with a reply (required). */
export const tradeApplyUpdateBody = z
  .object({
    id: z.number().int().positive(),
    action: z.enum(['accept', 'decline']),
    reply: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'decline' && !v.reply)
      ctx.addIssue({ code: 'custom', path: ['reply'], message: 'REJECT_REASON_REQUIRED' });
  });
export type TradeApplyUpdateBody = z.input<typeof tradeApplyUpdateBody>;

/** Organizer overview: one kind, one state or all, a page. */
export const tradeApplyOrgQuery = z.object({
  kind: z.enum(TRADE_APPLY_KINDS).default('sample'),
  status: z.enum(TRADE_APPLY_STATES).optional(),
  keyword: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
