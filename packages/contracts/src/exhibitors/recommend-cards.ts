import { z } from 'zod';
import { pageSchema } from '../envelope';
import { PURPOSE_CATEGORIES, type PurposeCategory } from '../purposes/purpose';

/*
 * Recommended buyers' cards for an exhibitor (spec §2 /enterpriseServicePlatform/recommendCard
 * and cardDetail; docs/api-notes.md): the people who published a demand post on the
 * supply-and-demand board in the exhibitor's industries. A card carries only what the board
 * already shows to everyone (name, company, what they seek): never a mobile or an email. To get
 * in touch the exhibitor applies to chat on the post (the board's own flow).
 */

/** The wizard's main business (business step, I1–I5) → the board's categories it sells into. */
export const INDUSTRY_CATEGORIES: Record<string, readonly PurposeCategory[]> = {
  I1: ['finishedTissue'],
  I2: ['diapers', 'feminine', 'wipes'],
  I3: ['pulp', 'rawMaterials', 'nonwovens'],
  I4: ['tissueMachinery', 'hygieneMachinery', 'packaging'],
  I5: ['other'],
};

export const recommendCardSchema = z.object({
  /** The demand post the card comes from (cardDetail?id=…). */
  purposeId: z.number().int(),
  name: z.string(),
  enterpriseName: z.string().nullable(),
  enterpriseNameEn: z.string().nullable(),
  category: z.enum(PURPOSE_CATEGORIES),
  /** What they seek: the post's title (in the reader's Chinese script when converted). */
  seeking: z.string(),
  publishTime: z.string().nullable(),
});
export type RecommendCard = z.infer<typeof recommendCardSchema>;

export const recommendCardDetailSchema = recommendCardSchema.extend({
  /** The post's text as the board shows it. */
  content: z.string(),
  /** Booth numbers of the buyer's enterprise at this fair, when it exhibits too. */
  boothNos: z.array(z.string()),
  /** The caller's own chat application on the post, if any (the board's states). */
  myApplyChat: z.string().nullable(),
});
export type RecommendCardDetail = z.infer<typeof recommendCardDetailSchema>;

export const recommendCardPageSchema = pageSchema(recommendCardSchema).extend({
  /** The categories recommended from (the exhibitor's industries; all when none is known). */
  categories: z.array(z.enum(PURPOSE_CATEGORIES)),
  /** The main business the categories come from (null: no business step saved). */
  industry: z.string().nullable(),
});
export type RecommendCardPage = z.infer<typeof recommendCardPageSchema>;

export const recommendCardQuery = z.object({
  category: z.enum(PURPOSE_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type RecommendCardQuery = z.input<typeof recommendCardQuery>;
export const recommendCardParams = z.object({ purposeId: z.coerce.number().int().positive() });
