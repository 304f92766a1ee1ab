import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { newStorageKey } from '../modules/attachments/inspect';
import type { FileStorage } from '../platform/storage';

/**
 * A plain demo picture without any text: a coloured square with a lighter disc and band,
 * drawn as SVG and rendered to a real PNG, so it is served, resized and shown like an upload.
 */
export async function demoPng(colour: string, size = 300): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${colour}"/>
  <circle cx="50" cy="44" r="24" fill="#ffffff" fill-opacity="0.55"/>
  <circle cx="50" cy="44" r="8" fill="${colour}" fill-opacity="0.9"/>
  <rect x="18" y="76" width="64" height="8" rx="4" fill="#ffffff" fill-opacity="0.45"/>
</svg>`;
  // Loaded here, not at start: a start without new demo pictures never needs sharp.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface DemoPicture {
  kind: 'enterpriseImage' | 'logo';
  colour: string;
  fileName: string;
  ownerUserId: number | null;
  refType: string;
  refId: string;
  size?: number;
  /** Generated artwork (artwork.ts) drawn instead of the plain coloured square. */
  svg?: string;
}

/** Renders an SVG drawing to a PNG of its own size. */
export async function svgPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Writes a demo picture to the file store and records it as an attachment; answers its id and key. */
export async function storeDemoPicture(db: Db, storage: FileStorage, picture: DemoPicture) {
  const size = picture.size ?? 300;
  const bytes = picture.svg ? await svgPng(picture.svg) : await demoPng(picture.colour, size);
  const key = newStorageKey(picture.kind, 'png');
  await storage.put(key, bytes);
  const [row] = await db
    .insert(attachments)
    .values({
      key,
      kind: picture.kind,
      fileName: picture.fileName,
      mimeType: 'image/png',
      size: bytes.length,
      width: size,
      height: size,
      ownerUserId: picture.ownerUserId,
      refType: picture.refType,
      refId: picture.refId,
    })
    .returning({ id: attachments.id, key: attachments.key });
  if (!row) throw new Error('demo picture not recorded');
  return row;
}
