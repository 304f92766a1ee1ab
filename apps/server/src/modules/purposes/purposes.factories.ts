import { randomInt } from 'node:crypto';
import { FAIR, type PurposeState } from '@cidpex/contracts';
import { attachments, purposes, visitorRegistrations } from '../../db/schema';
import { buildUser, signedInClient } from '../../test/factories';
import type { Lang, TestContext } from '../../test/harness';
import { searchTextOf } from './purposes.text';

/** A pre-registration of the user in a state (approved lets them post and comment). */
export async function buildRegistration(
  ctx: TestContext,
  userId: number,
  status: 'pending' | 'approved' | 'rejected' = 'approved',
) {
  await ctx.db.insert(visitorRegistrations).values({
    exhibitionId: FAIR.exhibitionId,
    userId,
    form: 'domestic',
    lang: 'zh-Hans',
    status,
    email: `v${userId}@example.com`,
    idKind: 'idCard',
    idHash: `hash-${userId}-${randomInt(1e9)}`,
    idLast6: '12345X',
    consentAt: new Date(),
  });
}

/** A signed-in user with a pre-registration in the given state (or none). */
export async function buildPoster(
  ctx: TestContext,
  registration: 'pending' | 'approved' | 'rejected' | 'none' = 'approved',
  lang: Lang = 'zh-Hans',
  name = '采购商',
) {
  const user = await buildUser(ctx, { name });
  if (registration !== 'none') await buildRegistration(ctx, user.id, registration);
  return { user, client: await signedInClient(ctx, user.id, lang) };
}

/** An uploaded post picture of the caller (cover-shaped unless told). */
export async function buildPostPicture(
  ctx: TestContext,
  ownerUserId: number,
  opts: { size?: number; width?: number; height?: number } = {},
) {
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      key: `test/post-${randomInt(1e9)}.png`,
      kind: 'postImage',
      fileName: 'post.png',
      mimeType: 'image/png',
      size: opts.size ?? 50_000,
      width: opts.width ?? 430,
      height: opts.height ?? 280,
      ownerUserId,
    })
    .returning();
  if (!row) throw new Error('attachment not inserted');
  return row;
}

export function postInput(overrides: Record<string, unknown> = {}) {
  return {
    type: 'demand',
    category: 'finishedTissue',
    title: `求购三层卫生纸${randomInt(1e6)}`,
    content: '长期求购三层原生木浆卫生纸，月需求 20 吨，请有意向的厂家联系。',
    imageIds: [],
    ...overrides,
  };
}

/**
 * Tells the board's index (board-index.ts) of posts written straight into the table, as the
 * routes do with 'listing.changed'. Each test truncates the tables, so by default ids 1..upTo are
 * read again (the gone ones leave the board): call it in beforeEach and after writing rows by hand.
 */
export async function relist(ctx: TestContext, ids: readonly number[] = range(200)) {
  await ctx.app.deps.events.emit('listing.changed', { subject: 'purpose', ids: [...ids] });
}

function range(upTo: number) {
  return Array.from({ length: upTo }, (_, i) => i + 1);
}

/** A post inserted straight into the table in a state (for state-table tests); the board is told. */
export async function buildPost(
  ctx: TestContext,
  publisherId: number,
  status: PurposeState = 'Passed',
  extra: { enterpriseId?: number | null; title?: string; content?: string; type?: string } = {},
) {
  const title = extra.title ?? `测试供需${randomInt(1e6)}`;
  const content = extra.content ?? '供应各类生活用纸。';
  const [row] = await ctx.db
    .insert(purposes)
    .values({
      publisherId,
      enterpriseId: extra.enterpriseId ?? null,
      type: extra.type ?? 'supply',
      category: 'finishedTissue',
      title,
      content,
      lang: 'zh-Hans',
      searchText: searchTextOf({ title, content }),
      status,
      rejectReason: status === 'Reject' ? '信息不完整' : null,
      publishTime: status === 'Passed' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('post not inserted');
  await relist(ctx, [row.id]);
  return row;
}
