import { envelopeSchema, purposePageSchema } from '@cidpex/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestClient, useTestApp } from '../../test/harness';
import { buildEnterprise, buildMember } from '../enterprises/enterprises.factories';
import { buildPost, buildPoster, buildPostPicture, postInput, relist } from './purposes.factories';

/**
 * The board's page is written with JSON.stringify (purposes.routes.ts, `plainJson`), not checked
 * by zod on every reply: real answers are checked against the contract here — every answer
 * parses, and parsing drops nothing (no key outside the schema: nothing internal leaks).
 */
const ctx = useTestApp();
beforeEach(() => relist(ctx));

const PAGE = '/exhibitor/rest/purposes/page';
const schema = envelopeSchema(purposePageSchema);

describe("the board's page keeps the contract", () => {
  it('anonymous and signed-in readers, every language, with pictures, an enterprise, comments and favourites', async () => {
    const company = await buildEnterprise(ctx);
    const staff = await buildMember(ctx, company.enterprise.id, 'staff');
    await buildPost(ctx, staff.user.id, 'Passed', { enterpriseId: company.enterprise.id, type: 'supply' });

    const poster = await buildPoster(ctx);
    const cover = await buildPostPicture(ctx, poster.user.id);
    const image = await buildPostPicture(ctx, poster.user.id, { width: 800, height: 600 });
    const created = await poster.client.post(
      '/exhibitor/rest/purposes',
      postInput({ coverAttachmentId: cover.id, imageIds: [image.id] }),
    );
    const postId = (created.body.data as { id: number }).id;
    const { buildOrganizer } = await import('../../test/factories');
    const organizer = await buildOrganizer(ctx);
    await organizer.client.put(`/exhibitor/rest/purposes/checkStatus/${postId}`, { action: 'approve' });

    const reader = await buildPoster(ctx, 'approved', 'en', 'Buyer');
    await reader.client.post('/exhibitor/rest/comments', { purposeId: postId, content: 'Price for 20 t?' });
    await reader.client.post('/exhibitor/rest/favorites', { purposeId: postId });

    const readers = [
      new TestClient(ctx.app, 'zh-Hans'),
      new TestClient(ctx.app, 'zh-Hant'),
      new TestClient(ctx.app, 'en'),
      reader.client,
      poster.client,
    ];
    for (const client of readers) {
      for (const body of [
        {},
        { type: 'demand' },
        { keyword: '卫生纸', sort: 'discussed' },
        { keyword: 'nothing-like-it' },
      ]) {
        const res = await client.post(PAGE, body);
        expect(res.status).toBe(200);
        expect(schema.parse(res.body)).toEqual(res.body);
      }
    }
    const mine = (await reader.client.post(PAGE, { type: 'demand' })).body.data as {
      rows: { id: number; collected: boolean; cover: unknown; images: unknown[] }[];
    };
    expect(mine.rows[0]).toMatchObject({ id: postId, collected: true });
    expect(mine.rows[0]?.cover).not.toBeNull();
    expect(mine.rows[0]?.images).toHaveLength(1);
    const all = (await new TestClient(ctx.app).post(PAGE, {})).body.data as { total: number };
    expect(all.total).toBe(2);
  });

  it('a card kept in memory is never served stale: comments, favourites, review, edit and a hidden comment show at once', async () => {
    const poster = await buildPoster(ctx);
    const created = await poster.client.post(
      '/exhibitor/rest/purposes',
      postInput({ title: '供应无纺布卷材' }),
    );
    const postId = (created.body.data as { id: number }).id;
    const { buildOrganizer } = await import('../../test/factories');
    const organizer = await buildOrganizer(ctx);
    const review = (action: string, reason?: string) =>
      organizer.client.put(`/exhibitor/rest/purposes/checkStatus/${postId}`, { action, reason });
    await review('approve');

    const anonymous = new TestClient(ctx.app);
    const reader = await buildPoster(ctx, 'approved', 'zh-Hans', 'Buyer');
    type Row = { id: number; title: string; commentCount: number; favoriteCount: number; collected: boolean };
    const card = async (client = anonymous) => {
      const res = await client.post(PAGE, { keyword: '无纺' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      return (res.body.data as { rows: Row[] }).rows.find((r) => r.id === postId);
    };
    // Read once: from here on the card is kept (board-cards.ts).
    expect(await card()).toMatchObject({ title: '供应无纺布卷材', commentCount: 0, favoriteCount: 0 });
    expect(await card(reader.client)).toMatchObject({ collected: false });

    const comment = await reader.client.post('/exhibitor/rest/comments', {
      purposeId: postId,
      content: '价格？',
    });
    expect(await card()).toMatchObject({ commentCount: 1 });
    await reader.client.post('/exhibitor/rest/favorites', { purposeId: postId });
    expect(await card()).toMatchObject({ favoriteCount: 1, collected: false });
    expect(await card(reader.client)).toMatchObject({ favoriteCount: 1, collected: true });
    const commentId = (comment.body.data as { id: number }).id;
    await organizer.client.put(`/portal/rest/organizer/comments/${commentId}/hide`, {});
    expect(await card()).toMatchObject({ commentCount: 0 });

    // Reviewed off the board, edited, back on: the new text, not the kept card.
    await review('hide', '违规');
    expect(await card()).toBeUndefined();
    await poster.client.put('/exhibitor/rest/purposes', {
      ...postInput({ title: '供应无纺布新品' }),
      id: postId,
    });
    await poster.client.put(`/exhibitor/rest/purposes/checkStatus/${postId}`, { action: 'republish' });
    await review('approve');
    expect(await card()).toMatchObject({ title: '供应无纺布新品', favoriteCount: 1 });
  });
});
