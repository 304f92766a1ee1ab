import { z } from 'zod';
import { pageQuerySchema, pageSchema, stateCountsSchema } from '../envelope';
import { APPLY_CHAT_ACTIONS, APPLY_CHAT_STATES, PURPOSE_STATES } from './publish-status';
import { PURPOSE_LIMITS, PURPOSE_TYPES } from './purpose';

/* ---------------------------------------------------------------- comments */

/** POST /exhibitor/rest/comments: a comment on a published post (plain text). */
export const commentBody = z.object({
  purposeId: z.number().int().positive(),
  content: z.string().trim().min(1, 'COMMENT_REQUIRED').max(PURPOSE_LIMITS.commentMax),
});
export type CommentBody = z.input<typeof commentBody>;

export const commentIdParams = z.object({ commentId: z.coerce.number().int().positive() });
export const COMMENT_KINDS = ['from', 'to'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];
/** POST /exhibitor/rest/comments/me/{kind}: from = the caller's comments, to = comments on the caller's posts. */
export const commentKindParams = z.object({ kind: z.enum(COMMENT_KINDS) });
export const commentPageQuery = pageQuerySchema;
export const commentMineBody = z.object({ ...pageQuerySchema.shape });
export type CommentMineBody = z.input<typeof commentMineBody>;

export const commentSchema = z.object({
  id: z.number().int(),
  purposeId: z.number().int(),
  purposeTitle: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  enterpriseName: z.string().nullable(),
  /** The commenter's enterprise's English name, shown on the English site (issue 24). */
  enterpriseNameEn: z.string().nullable(),
  content: z.string(),
  hidden: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageSchema(commentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

/* --------------------------------------------------------------- favorites */

/** POST /exhibitor/rest/favorites (collect), PUT /exhibitor/rest/favorites and PUT …/favorites/cancel (cancel). */
export const favoriteBody = z.object({ purposeId: z.number().int().positive() });
export type FavoriteBody = z.input<typeof favoriteBody>;

export const favoriteStateSchema = z.object({
  purposeId: z.number().int(),
  collected: z.boolean(),
  favoriteCount: z.number().int(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

/** POST /exhibitor/rest/favorites/purpose: which of these posts the caller collected (the board's hearts). */
export const favoritePurposeBody = z.object({
  purposeIds: z.array(z.number().int().positive()).max(100),
});
export const favoritePurposeSchema = z.object({ collected: z.array(z.number().int()) });

/** POST /exhibitor/rest/favorites/my/page and /favorites/page. */
export const favoritePageBody = z.object({
  purposeId: z.number().int().positive().optional(),
  ...pageQuerySchema.shape,
});
export type FavoritePageBody = z.input<typeof favoritePageBody>;

/** One favourite: who collected which post, when. */
export const favoriteSchema = z.object({
  id: z.number().int(),
  purposeId: z.number().int(),
  purposeTitle: z.string(),
  purposeType: z.enum(PURPOSE_TYPES),
  /** A collected post may since have been canceled: the collection still lists it, marked. */
  publishStatus: z.enum(PURPOSE_STATES),
  coverUrl: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
export const favoritePageSchema = pageSchema(favoriteSchema);
export type FavoritePage = z.infer<typeof favoritePageSchema>;

/* -------------------------------------------------------------- applyChats */

/** POST /exhibitor/rest/applyChats: ask the post's publisher for a conversation. */
export const applyChatBody = z.object({
  purposeId: z.number().int().positive(),
  message: z.string().trim().max(PURPOSE_LIMITS.applyMessageMax).optional(),
});
export type ApplyChatBody = z.input<typeof applyChatBody>;

export const applyChatIdParams = z.object({ applyChatId: z.coerce.number().int().positive() });

/** PUT /exhibitor/rest/applyChats/{applyChatId}: cancel or reapply (applicant), pass or reject (publisher's enterprise). */
export const applyChatActionBody = z
  .object({
    action: z.enum(APPLY_CHAT_ACTIONS),
    reason: z.string().trim().max(PURPOSE_LIMITS.reasonMax).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'reject' && !b.reason) {
      ctx.addIssue({ code: 'custom', message: 'REJECT_REASON_REQUIRED', path: ['reason'] });
    }
  });
export type ApplyChatActionBody = z.input<typeof applyChatActionBody>;

export const applyChatPageBody = z.object({
  status: z.enum(APPLY_CHAT_STATES).optional(),
  ...pageQuerySchema.shape,
});
export type ApplyChatPageBody = z.input<typeof applyChatPageBody>;

export const applyChatSchema = z.object({
  id: z.number().int(),
  purposeId: z.number().int(),
  purposeTitle: z.string(),
  purposeType: z.enum(PURPOSE_TYPES),
  applicantId: z.number().int(),
  applicantName: z.string(),
  applicantEnterpriseName: z.string().nullable(),
  publisherId: z.number().int(),
  publisherName: z.string(),
  enterpriseId: z.number().int().nullable(),
  enterpriseName: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(APPLY_CHAT_STATES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApplyChat = z.infer<typeof applyChatSchema>;
export const applyChatCountsSchema = stateCountsSchema(APPLY_CHAT_STATES);
export const applyChatPageSchema = pageSchema(applyChatSchema).extend({ counts: applyChatCountsSchema });
export type ApplyChatPage = z.infer<typeof applyChatPageSchema>;
/** GET /exhibitor/rest/applyChats/exist/{purposeId}: the caller's application for the post, if any. */
export const applyChatExistSchema = z.object({ applyChat: applyChatSchema.nullable() });
/** GET /exhibitor/rest/applyChats/valid/byEnt/{enterpriseId}: whether the caller may chat with that enterprise. */
export const applyChatValidSchema = z.object({
  valid: z.boolean(),
  applyChatId: z.number().int().nullable(),
});

/* ------------------------------------------------------------ banned words */

/** PUT /portal/rest/organizer/purposes/bannedWords: the whole list, replaced. */
export const bannedWordsBody = z.object({
  words: z
    .array(z.string().trim().min(1).max(PURPOSE_LIMITS.bannedWordMax))
    .max(PURPOSE_LIMITS.bannedWordsMax),
});
export type BannedWordsBody = z.input<typeof bannedWordsBody>;
export const bannedWordsSchema = z.object({ words: z.array(z.string()) });
export type BannedWords = z.infer<typeof bannedWordsSchema>;

export const organizerCommentQuery = z.object({
  hidden: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  ...pageQuerySchema.shape,
});
