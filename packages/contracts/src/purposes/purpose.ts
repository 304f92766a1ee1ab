import { z } from 'zod';
import { pageSchema, stateCountsSchema } from '../envelope';
import { LIMITS, MB } from '../limits';
import { APPLY_CHAT_STATES, PURPOSE_STATES } from './publish-status';

/** Supply or demand (the board's two kinds of post). */
export const PURPOSE_TYPES = ['supply', 'demand'] as const;
export type PurposeType = (typeof PURPOSE_TYPES)[number];

/** The board's categories: the fair's exhibition areas (fair facts §2), plus other. */
export const PURPOSE_CATEGORIES = [
  'finishedTissue',
  'diapers',
  'feminine',
  'wipes',
  'pulp',
  'rawMaterials',
  'nonwovens',
  'tissueMachinery',
  'hygieneMachinery',
  'packaging',
  'other',
] as const;
export type PurposeCategory = (typeof PURPOSE_CATEGORIES)[number];

/** Limits of spec §5 and §9 (content 1000, cover 215×140, images 10M in total) and ours. */
export const PURPOSE_LIMITS = {
  titleMax: 60,
  contentMax: LIMITS.postContentChars,
  cover: LIMITS.postCover,
  /** The cover and the images of one post together. */
  imagesTotalBytes: LIMITS.postImageBytes,
  imagesMax: 9,
  commentMax: 500,
  reasonMax: 200,
  keywordMax: 50,
  applyMessageMax: 200,
  bannedWordMax: 30,
  bannedWordsMax: 500,
} as const;
export const PURPOSE_IMAGES_TOTAL_MB = PURPOSE_LIMITS.imagesTotalBytes / MB;

/** Whether a picture's size is the cover's 215×140 (any scale, 2 % tolerance: the browser crops it). */
export function isCoverShape(width: number | null, height: number | null): boolean {
  if (!width || !height) return false;
  const want = PURPOSE_LIMITS.cover.width / PURPOSE_LIMITS.cover.height;
  return width >= PURPOSE_LIMITS.cover.width && Math.abs(width / height - want) / want <= 0.02;
}

export const purposePictureSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type PurposePicture = z.infer<typeof purposePictureSchema>;

export const purposePublisherSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  enterpriseId: z.number().int().nullable(),
  enterpriseName: z.string().nullable(),
  enterpriseNameEn: z.string().nullable(),
  /** Booth numbers of the publisher's enterprise at this fair (the booth link). */
  boothNos: z.array(z.string()),
});

/** A post (spec §3): id, type, title, cover, content, images, comment count, status, publish time, favourites. */
export const purposeSchema = z.object({
  id: z.number().int(),
  type: z.enum(PURPOSE_TYPES),
  category: z.enum(PURPOSE_CATEGORIES),
  title: z.string(),
  content: z.string(),
  /** The language the text was written in (zh-Hans, zh-Hant or en). */
  lang: z.string(),
  /**
   * Title and content in the reader's Chinese script (OpenCC) when the post was written in the
   * other one; null when the reader reads the original (same script, English). The page shows
   * this with a "show original" switch.
   */
  shown: z.object({ title: z.string(), content: z.string() }).nullable(),
  cover: purposePictureSchema.nullable(),
  images: z.array(purposePictureSchema),
  commentCount: z.number().int(),
  favoriteCount: z.number().int(),
  publishStatus: z.enum(PURPOSE_STATES),
  /** The organizer's reason while the status is Reject. */
  rejectReason: z.string().nullable(),
  publishTime: z.string().nullable(),
  publisher: purposePublisherSchema,
  /** For a signed-in reader: collected, and their own chat application's state. */
  collected: z.boolean(),
  myApplyChat: z.enum(APPLY_CHAT_STATES).nullable(),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Purpose = z.infer<typeof purposeSchema>;

export const purposeCountsSchema = stateCountsSchema(PURPOSE_STATES);
export type PurposeCounts = z.infer<typeof purposeCountsSchema>;
export const purposePageSchema = pageSchema(purposeSchema);
export type PurposePage = z.infer<typeof purposePageSchema>;
export const purposeMinePageSchema = purposePageSchema.extend({ counts: purposeCountsSchema });
export type PurposeMinePage = z.infer<typeof purposeMinePageSchema>;

/** GET /exhibitor/rest/purposes/system: what the board offers and its limits. */
export const purposeSystemSchema = z.object({
  types: z.array(z.enum(PURPOSE_TYPES)),
  categories: z.array(z.enum(PURPOSE_CATEGORIES)),
  contentMax: z.number().int(),
  titleMax: z.number().int(),
  commentMax: z.number().int(),
  imagesMax: z.number().int(),
  imagesTotalBytes: z.number().int(),
  cover: z.object({ width: z.number().int(), height: z.number().int() }),
});
export type PurposeSystem = z.infer<typeof purposeSystemSchema>;
