import { snapSide } from '@cidpex/contracts';
import type { AppDeps } from '../../platform/deps';
import { type AttachmentRow, deleteVariants, insertVariant, oldVariants } from './attachments.repository';
import { isPictureMime } from './inspect';

/** How many pictures were resized in this process (a cached copy is not counted). */
export const resizeStats = { resized: 0 };

export interface ResizeRequest {
  width?: number;
  height?: number;
}

/** The key under which a resized copy is kept: `cache/w300/<key>`, `cache/h200/<key>`, `cache/w300h200/<key>`. */
export function variantKey(key: string, size: ResizeRequest): string {
  return `cache/${size.width ? `w${size.width}` : ''}${size.height ? `h${size.height}` : ''}/${key}`;
}

/**
 * The size actually to make: pictures are fitted inside the box and never enlarged, so a
 * side at or above the original's is dropped; nothing left means the original itself.
 * Sides snap up to RESIZE_STEPS first, which bounds the copies of one picture.
 */
export function effectiveSize(
  row: Pick<AttachmentRow, 'width' | 'height'>,
  size: ResizeRequest,
): ResizeRequest | null {
  const w = size.width ? snapSide(size.width) : undefined;
  const h = size.height ? snapSide(size.height) : undefined;
  const width = w && !(row.width && w >= row.width) ? w : undefined;
  const height = h && !(row.height && h >= row.height) ? h : undefined;
  return width || height ? { width, height } : null;
}

/**
 * A resized copy of a picture attachment, made once and then read from the file store.
 * Answers null when the original should be served (not a picture, no size asked, or a
 * size the picture already fits in).
 */
export async function resizedCopy(
  deps: AppDeps,
  row: AttachmentRow,
  asked: ResizeRequest,
  /** Asked before a new copy is made: false serves the original instead (the client's budget). */
  mayMake: () => boolean = () => true,
): Promise<Buffer | null> {
  if (!isPictureMime(row.mimeType)) return null;
  const size = effectiveSize(row, asked);
  if (!size) return null;
  const key = variantKey(row.key, size);
  const cached = await deps.storage.get(key);
  if (cached) return cached;
  if (!mayMake()) return null;
  const original = await deps.storage.get(row.key);
  if (!original) return null;
  // Loaded on the first resize, not at start (resident memory, docs/benchmarks.md).
  const { default: sharp } = await import('sharp');
  const image = sharp(original).resize({ ...size, fit: 'inside', withoutEnlargement: true });
  let resized: Buffer;
  try {
    resized = await (row.mimeType === 'image/png' ? image.png() : image.jpeg({ quality: 82 })).toBuffer();
  } catch {
    // A picture stored before uploads were decoded in full may be broken: serve it as it is.
    return null;
  }
  resizeStats.resized += 1;
  await deps.storage.put(key, resized);
  await insertVariant(deps.db, row.id, key);
  return resized;
}

/**
 * A per-client budget of new resized copies (issue 16 item 3): each client (address) may cause
 * `perMinute` new copies in a sliding minute; cached copies cost nothing. Per process, which
 * is enough to stop one client from filling the disk and the CPU.
 */
export class ResizeBudget {
  private readonly spent = new Map<string, number[]>();
  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(client: string): boolean {
    const now = this.now();
    const recent = (this.spent.get(client) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= this.perMinute) {
      this.spent.set(client, recent);
      return false;
    }
    recent.push(now);
    this.spent.set(client, recent);
    // Forget idle clients now and then, so the map stays small.
    if (this.spent.size > 10_000) {
      for (const [k, times] of this.spent) if (times.every((t) => now - t >= 60_000)) this.spent.delete(k);
    }
    return true;
  }
}

/** Deletes resized copies made more than `keepDays` ago (files and rows); made again when asked. */
export async function evictVariants(deps: AppDeps, keepDays: number): Promise<number> {
  const before = new Date(Date.now() - keepDays * 86_400_000);
  let evicted = 0;
  for (;;) {
    const batch = await oldVariants(deps.db, before, 500);
    if (batch.length === 0) return evicted;
    for (const v of batch) await deps.storage.remove(v.key);
    await deleteVariants(
      deps.db,
      batch.map((v) => v.id),
    );
    evicted += batch.length;
  }
}
