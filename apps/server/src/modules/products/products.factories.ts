import { randomInt } from 'node:crypto';
import type { ProductState } from '@cidpex/contracts';
import { attachments, products } from '../../db/schema';
import type { TestContext } from '../../test/harness';

/** An uploaded file row (the bytes are not needed by the product calls). */
export async function buildUpload(
  ctx: TestContext,
  ownerUserId: number,
  kind: 'enterpriseImage' | 'picture' | 'video' | 'license' = 'enterpriseImage',
) {
  const video = kind === 'video';
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key: `test/${kind}-${randomInt(1e9)}.${video ? 'mp4' : 'png'}`,
      kind,
      fileName: video ? 'clip.mp4' : 'product.png',
      mimeType: video ? 'video/mp4' : 'image/png',
      size: 1000,
      width: video ? 750 : 300,
      height: video ? 750 : 300,
      ownerUserId,
    })
    .returning();
  if (!row) throw new Error('attachment not inserted');
  return row;
}

export function productInput(coverAttachmentId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `柔软抽纸${randomInt(1e6)}`,
    nameEn: 'Soft Facial Tissue',
    category: 'I102',
    description: '三层原生木浆，柔韧亲肤。',
    descriptionEn: 'Three-ply virgin pulp, soft and strong.',
    parameters: [
      { name: '层数', value: '3' },
      { name: '规格', value: '180 x 200 mm' },
    ],
    coverAttachmentId,
    detailAttachmentIds: [],
    ...overrides,
  };
}

/** A product inserted straight into the table in a given state (for state-table tests). */
export async function buildProduct(
  ctx: TestContext,
  enterpriseId: number,
  coverAttachmentId: number,
  status: ProductState = 'draft',
  extra: { approvedContent?: boolean; violationReason?: string | null; name?: string } = {},
) {
  const [row] = await ctx.db
    .insert(products)
    .values({
      enterpriseId,
      name: extra.name ?? `测试商品${randomInt(1e6)}`,
      category: 'I101',
      coverAttachmentId,
      status,
      approvedContent: extra.approvedContent ?? false,
      violationReason: extra.violationReason ?? null,
      submittedAt: status === 'draft' ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}
