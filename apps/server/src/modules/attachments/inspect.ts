import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { isPictureKind, PICTURE_TYPES, UPLOAD_KINDS, type UploadKind } from '@cidpex/contracts';
import { AppError } from '../../platform/errors';
import { checkEnterpriseVideo } from './video-info';

export interface InspectedFile {
  bytes: Buffer;
  mimeType: string;
  ext: string;
  width: number | null;
  height: number | null;
}

export function isPictureMime(mime: string): boolean {
  return (PICTURE_TYPES as readonly string[]).includes(mime);
}

/** The refusal for a file whose bytes are not what the kind accepts. */
function wrongType(kind: UploadKind): AppError {
  return new AppError(isPictureKind(kind) ? 'FILE_TYPE_PICTURE' : 'FILE_TYPE_NOT_ALLOWED');
}

/**
 * Reads what a file really is from its bytes (never its name or the browser's claim),
 * checks it against the kind, and for pictures reads the size and drops EXIF/XMP (a
 * phone photo of a business card carries the place it was taken).
 */
export async function inspectUpload(
  kind: UploadKind,
  bytes: Buffer,
  fileName: string,
): Promise<InspectedFile> {
  const rule = UPLOAD_KINDS[kind];
  if (bytes.length > rule.maxBytes) throw new AppError('FILE_TOO_LARGE');
  // file-type and sharp are loaded on the first upload, not at start (resident memory, docs/benchmarks.md).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const allowed: readonly string[] | null = rule.mimeTypes;
  if (allowed && (!detected || !allowed.includes(detected.mime))) throw wrongType(kind);

  const mimeType = detected?.mime ?? 'application/octet-stream';
  const ext = detected?.ext ?? extensionOf(fileName) ?? 'bin';
  if (kind === 'enterpriseVideo') {
    const video = await checkEnterpriseVideo(bytes);
    return { bytes, mimeType, ext, width: video.width, height: video.height };
  }
  if (!isPictureMime(mimeType)) return { bytes, mimeType, ext, width: null, height: null };

  const { default: sharp } = await import('sharp');
  try {
    // Decode every pixel: a header-only or truncated picture is refused here, not at first resize.
    await sharp(bytes, { failOn: 'truncated' }).raw().toBuffer();
    const meta = await sharp(bytes).metadata();
    const hasPrivateMetadata = Boolean(meta.exif || meta.xmp || meta.iptc);
    const cleaned = hasPrivateMetadata
      ? await sharp(bytes)
          .rotate()
          .keepIccProfile()
          .toFormat(mimeType === 'image/png' ? 'png' : 'jpeg', { quality: 92 })
          .toBuffer()
      : bytes;
    const size = hasPrivateMetadata ? await sharp(cleaned).metadata() : meta;
    return { bytes: cleaned, mimeType, ext, width: size.width ?? null, height: size.height ?? null };
  } catch {
    // The magic bytes say JPG/PNG but the picture cannot be decoded.
    throw wrongType(kind);
  }
}

/** The original name's extension when it is plain (letters and digits), for kinds that accept any type. */
function extensionOf(fileName: string): string | undefined {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : undefined;
}

/** A file name fit to show: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || fallback).slice(0, 200);
}

/**
 * Storage keys are random and never reused: `<kind>/<yyyy>/<mm>/<uuid>.<ext>`. Nothing
 * of the user's file name gets into a path, and a served URL can be cached for good.
 */
export function newStorageKey(kind: UploadKind, ext: string, now = new Date()): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}/${yyyy}/${mm}/${randomUUID()}.${ext}`;
}
