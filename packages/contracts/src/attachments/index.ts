import { z } from 'zod';
import { MB } from '../limits';

export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_TYPES = ['video/mp4'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * What each kind of upload accepts (spec §5, §9). The type is read from the file's
 * bytes, never from its name or the browser's claim.
 */
export const UPLOAD_KINDS = {
  visitorCard: { maxBytes: 2 * MB, mimeTypes: PICTURE_TYPES },
  picture: { maxBytes: 10 * MB, mimeTypes: PICTURE_TYPES },
  enterpriseImage: { maxBytes: 10 * MB, mimeTypes: PICTURE_TYPES },
  postImage: { maxBytes: 10 * MB, mimeTypes: PICTURE_TYPES },
  logo: { maxBytes: 10 * MB, mimeTypes: PICTURE_TYPES },
  license: { maxBytes: 10 * MB, mimeTypes: DOCUMENT_TYPES },
  settled: { maxBytes: 10 * MB, mimeTypes: DOCUMENT_TYPES },
  video: { maxBytes: 50 * MB, mimeTypes: VIDEO_TYPES },
  enterpriseVideo: { maxBytes: 50 * MB, mimeTypes: VIDEO_TYPES },
  chatFile: { maxBytes: 100 * MB, mimeTypes: null },
} as const satisfies Record<string, { maxBytes: number; mimeTypes: readonly string[] | null }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/** Kinds whose files are pictures: resizable, OCR-able, and refused with the picture message. */
export function isPictureKind(kind: UploadKind): boolean {
  return UPLOAD_KINDS[kind].mimeTypes === PICTURE_TYPES;
}

/**
 * Kinds holding personal or business papers (visitor business cards, licences, settlement
 * papers): their details are shown only to the uploader and the organizer.
 */
export const PRIVATE_UPLOAD_KINDS: readonly UploadKind[] = ['visitorCard', 'license', 'settled'];

/** The multipart field that carries the file in every upload call. */
export const UPLOAD_FILE_FIELD = 'file';

export const attachmentSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  url: z.string(),
  kind: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentIdParams = z.object({ attachmentId: z.coerce.number().int().positive() });

/** PUT /exhibitor/rest/attachments/{attachmentId} */
export const updateAttachmentBody = z.object({ fileName: z.string().trim().min(1).max(200) });

/** PUT /exhibitor/rest/attachments/ref/{attachmentId}: attach a file to what it belongs to. */
export const attachmentRefBody = z.object({
  refType: z.string().trim().min(1).max(40),
  refId: z.string().trim().min(1).max(64),
});

/**
 * The sides a resized copy is made at: a request snaps up to the next step, so one picture
 * has a few dozen copies at most, never one per pixel (docs/security.md).
 */
export const RESIZE_STEPS = [50, 100, 160, 240, 320, 480, 640, 800, 960, 1280, 1600, 1920, 2400] as const;

/** The step a requested side snaps to: the smallest step at least as large. */
export function snapSide(side: number): number {
  return RESIZE_STEPS.find((step) => step >= side) ?? 2400;
}

/** Query of /attachment/{key}: resized by width or height (spec §9), snapped to RESIZE_STEPS. */
export const resizeQuery = z.object({
  width: z.coerce.number().int().min(16).max(2400).optional(),
  height: z.coerce.number().int().min(16).max(2400).optional(),
});

/** POST /portal/rest/attachments/{type}/form: the kind of upload, by name. */
export const uploadKindParams = z.object({ type: z.enum(UPLOAD_KIND_NAMES) });

/**
 * POST /exhibitor/rest/attachments/{type}/form: the spec's `{type}/form` and `{id}/form`
 * (logo upload) share one URL shape, so one parameter takes a kind name or a numeric
 * enterprise id; a number means the logo of that enterprise.
 */
export const uploadFormParams = z.object({
  type: z.union([z.enum(UPLOAD_KIND_NAMES), z.coerce.number().int().positive()]),
});

/** Query of the generic upload calls (exhibitor/rest/attachments/upload, portal/rest/attachments). */
export const uploadQuery = z.object({ kind: z.enum(UPLOAD_KIND_NAMES).default('picture') });

/** POST /exhibitor/rest/attachments/{attachmentId}/ocr: what a business card says. */
export const ocrResultSchema = z.object({
  text: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  websites: z.array(z.string()),
});
export type OcrResult = z.infer<typeof ocrResultSchema>;

/** The public address of a stored file. */
export function attachmentUrl(key: string): string {
  return `/attachment/${key}`;
}
