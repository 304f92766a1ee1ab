import { z } from 'zod';

/**
 * Webcasts (spec §2 /webcast/*, /webinar, /video/*, /myEnterprise/webcast): an enterprise's
 * recorded broadcast with one or more videos and a written report. Staff of the enterprise
 * write it and submit it; the organizer approves or rejects it; visitors watch the approved
 * ones, read the report and ask questions, which the organizer moderates (and may answer).
 * The spec names no calls for them: ours live under /exhibitor/rest/webcasts (the
 * enterprise's staff), /portal/rest/webcasts (anyone) and /portal/rest/organizer/webcasts.
 */
export const WEBCAST_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type WebcastState = (typeof WEBCAST_STATES)[number];

export const WEBCAST_LIMITS = {
  title: 100,
  summary: 500,
  report: 50_000,
  videos: 6,
  videoTitle: 60,
  question: 300,
  answer: 1000,
  reviewNote: 200,
} as const;

/** What staff may do in each state: edit and submit a draft or a rejected one; withdraw a pending one. */
export const WEBCAST_EDITABLE: readonly WebcastState[] = ['draft', 'rejected', 'approved'];
export const WEBCAST_SUBMITTABLE: readonly WebcastState[] = ['draft', 'rejected'];

/** A video of a webcast: an MP4 the staff uploaded (or, for the fair's demo, its HLS stream). */
export const webcastVideoInput = z.object({
  title: z.string().trim().max(WEBCAST_LIMITS.videoTitle).default(''),
  attachmentId: z.number().int().positive('WEBCAST_VIDEO_REQUIRED'),
});

/** POST /exhibitor/rest/webcasts and PUT /exhibitor/rest/webcasts/{id}. */
export const webcastBody = z.object({
  title: z.string().trim().min(1, 'WEBCAST_TITLE_REQUIRED').max(WEBCAST_LIMITS.title),
  titleEn: z.string().trim().max(WEBCAST_LIMITS.title).default(''),
  summary: z.string().trim().max(WEBCAST_LIMITS.summary).default(''),
  /** The report: rich text, sanitised on the server by the allow-list. */
  report: z.string().max(WEBCAST_LIMITS.report).default(''),
  posterAttachmentId: z.number().int().positive().nullable().optional(),
  videos: z.array(webcastVideoInput).min(1, 'WEBCAST_VIDEO_REQUIRED').max(WEBCAST_LIMITS.videos),
  /** The version the form loaded (updates only): a colleague's newer save refuses this one. */
  version: z.number().int().positive().optional(),
});
export type WebcastBody = z.input<typeof webcastBody>;

export const webcastIdParams = z.object({ webcastId: z.coerce.number().int().positive() });

export const WEBCAST_VIDEO_FORMATS = ['hls', 'mp4'] as const;
export const webcastVideoSchema = z.object({
  title: z.string(),
  url: z.string(),
  format: z.enum(WEBCAST_VIDEO_FORMATS),
  attachmentId: z.number().int().nullable(),
});
export type WebcastVideo = z.infer<typeof webcastVideoSchema>;

/** The format of a video address: an HLS playlist or a plain MP4. */
export function videoFormatOf(url: string): (typeof WEBCAST_VIDEO_FORMATS)[number] {
  return /\.m3u8(\?|$)/.test(url) ? 'hls' : 'mp4';
}

/** A row of the public lists (/webinar, /webcast/list, /webcast/reports). */
export const webcastSummarySchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  title: z.string(),
  summary: z.string(),
  posterUrl: z.string().nullable(),
  videoCount: z.number().int(),
  hasReport: z.boolean(),
  publishedAt: z.string().nullable(),
  views: z.number().int(),
});
export type WebcastSummary = z.infer<typeof webcastSummarySchema>;

export const webcastQuestionSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  answer: z.string().nullable(),
  /** Who answered: the webcast's enterprise or the organizer (null: no answer yet). */
  answeredBy: z.enum(['enterprise', 'organizer']).nullable(),
  askedBy: z.string(),
  createdAt: z.string(),
});
export type WebcastQuestion = z.infer<typeof webcastQuestionSchema>;

/** An approved webcast: its videos, report and the approved questions. */
export const webcastDetailSchema = webcastSummarySchema.extend({
  report: z.string(),
  videos: z.array(webcastVideoSchema),
  questions: z.array(webcastQuestionSchema),
});
export type WebcastDetail = z.infer<typeof webcastDetailSchema>;

export const webcastListQuery = z.object({
  keyword: z.string().trim().max(50).optional(),
  /** Only those with a written report (/webcast/reports). */
  withReport: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

export const webcastPageSchema = z.object({
  rows: z.array(webcastSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebcastPage = z.infer<typeof webcastPageSchema>;

/** A video of an approved webcast, for /video/list. */
export const videoRowSchema = z.object({
  webcastId: z.number().int(),
  index: z.number().int(),
  title: z.string(),
  webcastTitle: z.string(),
  enterpriseName: z.string(),
  posterUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type VideoRow = z.infer<typeof videoRowSchema>;
export const videoPageSchema = z.object({
  rows: z.array(videoRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

/** POST /portal/rest/webcasts/{id}/questions: a signed-in visitor asks; shown once approved. */
export const webcastQuestionBody = z.object({
  body: z.string().trim().min(1, 'WEBCAST_QUESTION_REQUIRED').max(WEBCAST_LIMITS.question),
});
export const QUESTION_STATES = ['pending', 'approved', 'rejected'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];
export const myQuestionSchema = webcastQuestionSchema.extend({ status: z.enum(QUESTION_STATES) });
export type MyQuestion = z.infer<typeof myQuestionSchema>;

/** The enterprise's own webcast, as its staff edit it. */
export const ownWebcastSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  report: z.string(),
  poster: z.object({ id: z.number().int().nullable(), url: z.string() }).nullable(),
  videos: z.array(webcastVideoSchema),
  status: z.enum(WEBCAST_STATES),
  reviewNote: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  questionCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type OwnWebcast = z.infer<typeof ownWebcastSchema>;

// ---- the organizer ----

export const organizerWebcastQuery = z.object({
  status: z.enum(WEBCAST_STATES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const organizerWebcastPageSchema = z.object({
  rows: z.array(ownWebcastSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrganizerWebcastPage = z.infer<typeof organizerWebcastPageSchema>;

export const webcastReviewBody = z
  .object({
    decision: z.enum(['approve', 'reject']),
    note: z.string().trim().max(WEBCAST_LIMITS.reviewNote).default(''),
  })
  .refine((b) => b.decision === 'approve' || b.note.length > 0, {
    message: 'WEBCAST_REVIEW_NOTE_REQUIRED',
    path: ['note'],
  });
export type WebcastReviewBody = z.input<typeof webcastReviewBody>;

export const organizerQuestionSchema = myQuestionSchema.extend({
  webcastId: z.number().int(),
  webcastTitle: z.string(),
});
export type OrganizerQuestion = z.infer<typeof organizerQuestionSchema>;
export const organizerQuestionQuery = z.object({ status: z.enum(QUESTION_STATES).optional() });
export const questionIdParams = z.object({ questionId: z.coerce.number().int().positive() });
export const questionModerateBody = z.object({
  decision: z.enum(['approve', 'reject']),
  answer: z.string().trim().max(WEBCAST_LIMITS.answer).default(''),
});

/**
 * POST /exhibitor/rest/webcasts/{id}/questions/{questionId}/answer (the webcast's enterprise) and
 * /portal/rest/organizer/webcastQuestions/{questionId}/answer: the answer shown under the
 * question once it is approved (a new answer replaces the old one).
 */
export const questionAnswerBody = z.object({
  answer: z.string().trim().min(1, 'WEBCAST_ANSWER_REQUIRED').max(WEBCAST_LIMITS.answer),
});
export type QuestionAnswerBody = z.input<typeof questionAnswerBody>;
export const ownQuestionParams = z.object({
  webcastId: z.coerce.number().int().positive(),
  questionId: z.coerce.number().int().positive(),
});
