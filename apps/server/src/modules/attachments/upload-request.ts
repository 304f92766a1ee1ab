import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';

export interface ReceivedFile {
  bytes: Buffer;
  fileName: string | undefined;
  /** Text fields sent before the file. */
  fields: Record<string, string>;
}

function isTooLarge(err: unknown): boolean {
  const e = err as { code?: string; statusCode?: number } | null;
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413;
}

/**
 * A body the multipart parser cannot read (no boundary, cut short, garbage) is the
 * caller's fault: it answers as "no file", with a log line, not as a server error.
 */
function refusal(request: FastifyRequest, err: unknown): AppError {
  if (isTooLarge(err)) return new AppError('FILE_TOO_LARGE');
  request.log.info({ err }, 'unreadable multipart upload');
  return new AppError('FILE_MISSING');
}

/**
 * Reads the one file of a multipart upload, cut off at `maxBytes`: an oversized file is
 * refused with 413 as soon as the limit is passed, without buffering the rest.
 */
export async function receiveFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (err) {
    throw refusal(request, err);
  }
  // The first file is taken whatever its field's name (the contract names it `file`).
  if (!part) throw new AppError('FILE_MISSING');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    throw refusal(request, err);
  }
  if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string') {
      fields[name] = value.value;
    }
  }
  return { bytes, fileName: part.filename || undefined, fields };
}
