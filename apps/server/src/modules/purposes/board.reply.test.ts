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
});
