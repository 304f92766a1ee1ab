import { randomBytes } from 'node:crypto';
import { AUTH_HEADER } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { FILE_SESSION_COOKIE } from '../../platform/file-session';
import type { Answer, Lang } from '../../test/harness';

export interface FilePart {
  bytes: Buffer;
  fileName: string;
  /** What the browser claims; the server must not believe it. */
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body with one file and optional text fields (written by hand, as a browser would). */
export function multipart(file: FilePart | null, fields: Record<string, string> = {}) {
  const boundary = `----cidpex${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  token?: string;
  lang?: Lang;
  ip?: string;
  fields?: Record<string, string>;
}

/** POSTs a multipart upload through `app.inject` and answers like the harness client. */
export async function uploadFile(
  app: FastifyInstance,
  url: string,
  file: FilePart | null,
  options: UploadOptions = {},
): Promise<Answer> {
  const body = multipart(file, options.fields);
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      'accept-language': options.lang ?? 'zh-Hans',
      ...(options.token ? { [AUTH_HEADER]: options.token } : {}),
    },
    // The caller's address as the socket gives it (X-Forwarded-For is believed only with TRUST_PROXY=1).
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  let parsed: Answer['body'];
  try {
    parsed = res.json();
  } catch {
    parsed = { success: false, data: res.body as never, errorCode: null, errorMsg: null };
  }
  return { status: res.statusCode, body: parsed, headers: res.headers };
}

export function pngPicture(width = 400, height = 300, background = '#0a7') {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export function jpegPicture(width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
}

/** A JPEG of random noise (so it does not compress) of at least `minBytes`. */
export async function noisyJpeg(minBytes: number): Promise<Buffer> {
  let side = 1000;
  for (;;) {
    const raw = randomBytes(side * side * 3);
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (jpeg.length >= minBytes) return jpeg;
    side = Math.ceil(side * Math.sqrt((minBytes * 1.1) / jpeg.length));
  }
}

/** A business card: black text on white, as a phone would photograph it. */
export function businessCard() {
  const line = (y: number, size: number, text: string) =>
    `<text x="40" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" fill="#000">${text}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="500"><rect width="100%" height="100%" fill="#fff"/>
    ${line(80, 40, 'Li Ming')}${line(150, 30, 'Purchasing Manager')}
    ${line(230, 30, 'Email: li.ming@example.com')}${line(300, 30, 'Tel: +86 138 0000 0001')}
    ${line(370, 30, 'www.cidpex-demo.com')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Reads a stored file as a browser's `<img>` does: anonymously, or with a session in the file cookie. */
export function readStoredFile(app: FastifyInstance, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: token ? { cookie: `${FILE_SESSION_COOKIE}=${token}` } : {},
  });
}

/** An uploaded file as the upload call answers it. */
export interface StoredFile {
  id: number;
  url: string;
  key: string;
}

/** Uploads a real picture (or other bytes) by kind name, as the caller, and answers the stored file. */
export async function uploadKind(
  app: FastifyInstance,
  token: string | undefined,
  kind: string,
  file?: FilePart,
): Promise<StoredFile> {
  const part = file ?? { bytes: await pngPicture(430, 280), fileName: `${kind}.png` };
  const res = await uploadFile(app, `/portal/rest/attachments/${kind}/form`, part, { token });
  if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${res.body.errorMsg}`);
  return res.body.data as StoredFile;
}

/**
 * What a caller gets for a stored file (issue 16 item 2): `[file, details]`, the statuses of the
 * file itself (`/attachment/<key>`, the session in the file cookie as an `<img>` sends it) and of
 * its details (`GET portal/rest/attachments/{id}`, the session in the header; 401 without one).
 */
export async function accessOf(
  app: FastifyInstance,
  file: StoredFile,
  token?: string,
): Promise<[number, number]> {
  const stored = await readStoredFile(app, file.url, token);
  const details = await app.inject({
    method: 'GET',
    url: `/portal/rest/attachments/${file.id}`,
    headers: token ? { [AUTH_HEADER]: token } : {},
  });
  return [stored.statusCode, details.statusCode];
}

/** The file and its details answered (`[200, 200]`), or not there for this caller. */
export const OPEN: [number, number] = [200, 200];
export const HIDDEN: [number, number] = [404, 404];
/** Anonymous: the file is not there, and its details need a session. */
export const HIDDEN_ANONYMOUS: [number, number] = [404, 401];
/** Anonymous: the file is served, its details still need a session. */
export const OPEN_ANONYMOUS: [number, number] = [200, 401];
