import { ErrorCode, type LivePhoto, type OrganizerDownload, type OrganizerPhoto } from '@cidpex/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, downloads } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { buildPicture } from '../activities/activities.factories';

const ctx = useTestApp();
const HOUR = 3_600_000;

const roundBody = (overrides: Record<string, unknown> = {}) => ({
  titleZhHans: '<b>开幕式</b>',
  titleEn: 'Opening',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + HOUR).toISOString(),
  streamUrl: '/media/live-demo/stream.m3u8',
  posterUrl: '/media/live-demo/poster.jpg',
  ...overrides,
});

describe("the organizer's live and downloads console", () => {
  it('live rounds: add, change, remove; times and addresses checked; organizer only', async () => {
    const { client } = await buildOrganizer(ctx);
    const created = await client.post('/portal/rest/organizer/lives', roundBody());
    expect(created.body.data).toMatchObject({ titleZhHans: '开幕式', titleEn: 'Opening', replayUrl: null });
    const id = (created.body.data as { id: number }).id;
    const publicRound = await new TestClient(ctx.app, 'en').get(`/portal/rest/lives/${id}`);
    expect(publicRound.body.data).toMatchObject({ title: 'Opening', state: 'live' });

    const backwards = await client.put(
      `/portal/rest/organizer/lives/${id}`,
      roundBody({ endsAt: new Date(Date.now() - 2 * HOUR).toISOString() }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errorMsg).toBe('结束时间须晚于开始时间');
    const script = await client.put(
      `/portal/rest/organizer/lives/${id}`,
      roundBody({ streamUrl: 'javascript:x' }),
    );
    expect(script.status).toBe(400);
    const ended = await client.put(
      `/portal/rest/organizer/lives/${id}`,
      roundBody({
        endsAt: new Date(Date.now() - 1000).toISOString(),
        startsAt: new Date(Date.now() - HOUR).toISOString(),
        replayUrl: '/media/live-demo/stream.m3u8',
      }),
    );
    expect(ended.status).toBe(200);
    expect((await new TestClient(ctx.app).get(`/portal/rest/lives/${id}`)).body.data).toMatchObject({
      state: 'ended',
      playUrl: '/media/live-demo/stream.m3u8',
    });
    expect(((await client.get('/portal/rest/organizer/lives')).body.data as unknown[]).length).toBe(1);

    const user = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await user.get('/portal/rest/organizer/lives')).status).toBe(403);
    expect((await user.post('/portal/rest/organizer/lives', roundBody())).status).toBe(403);
    expect((await new TestClient(ctx.app).delete(`/portal/rest/organizer/lives/${id}`)).status).toBe(401);

    expect((await client.delete(`/portal/rest/organizer/lives/${id}`)).body.data).toEqual({ ok: true });
    expect((await client.delete(`/portal/rest/organizer/lives/${id}`)).status).toBe(404);
  });

  it('the photo wall: upload, order, unpublish and publish again; only the own upload', async () => {
    const { client, user: organizer } = await buildOrganizer(ctx);
    const pics = [
      await buildPicture(ctx, organizer.id, 'picture'),
      await buildPicture(ctx, organizer.id, 'picture'),
      await buildPicture(ctx, organizer.id, 'picture'),
    ];
    const ids: number[] = [];
    for (const [i, pic] of pics.entries()) {
      const res = await client.post('/portal/rest/organizer/livePhotos', {
        url: `/attachment/${pic.key}`,
        captionZhHans: `照片${i}`,
        captionEn: `Photo ${i}`,
      });
      expect(res.body.errorMsg).toBeNull();
      ids.push((res.body.data as OrganizerPhoto).id);
    }
    const [linked] = await ctx.db.select().from(attachments).where(eq(attachments.id, pics[0]!.id));
    expect(linked).toMatchObject({ refType: 'livePhoto', refId: String(ids[0]) });
    const anon = new TestClient(ctx.app, 'en');
    const wall = async () =>
      ((await anon.get('/portal/rest/livePhotos')).body.data as LivePhoto[]).map((p) => p.caption);
    expect(await wall()).toEqual(['Photo 2', 'Photo 1', 'Photo 0']);

    // Reorder: the first photo on top.
    const ordered = await client.post('/portal/rest/organizer/livePhotos/order', {
      ids: [ids[0], ids[2], ids[1]],
    });
    expect((ordered.body.data as OrganizerPhoto[]).map((p) => p.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(await wall()).toEqual(['Photo 0', 'Photo 2', 'Photo 1']);
    expect((await client.post('/portal/rest/organizer/livePhotos/order', { ids: [999999] })).status).toBe(
      404,
    );

    // Unpublish hides it from the wall, publish shows it again.
    const off = await client.put(`/portal/rest/organizer/livePhotos/${ids[2]}`, { published: false });
    expect(off.body.data).toMatchObject({ published: false });
    expect(await wall()).toEqual(['Photo 0', 'Photo 1']);
    await client.put(`/portal/rest/organizer/livePhotos/${ids[2]}`, {
      published: true,
      captionEn: '<b>Hall</b>',
    });
    expect(await wall()).toEqual(['Photo 0', 'Hall', 'Photo 1']);

    // Someone else's upload is refused; so are other callers.
    const other = await buildUser(ctx);
    const foreign = await buildPicture(ctx, other.id, 'picture');
    const refused = await client.post('/portal/rest/organizer/livePhotos', {
      url: `/attachment/${foreign.key}`,
    });
    expect(refused.body.errorCode).toBe(ErrorCode.WEBCAST_POSTER_INVALID);
    const plain = await signedInClient(ctx, other.id);
    expect(
      (await plain.put(`/portal/rest/organizer/livePhotos/${ids[0]}`, { published: false })).status,
    ).toBe(403);
    expect((await plain.post('/portal/rest/organizer/livePhotos/order', { ids })).status).toBe(403);
    expect((await client.delete(`/portal/rest/organizer/livePhotos/${ids[1]}`)).body.data).toEqual({
      ok: true,
    });
    expect(await wall()).toEqual(['Photo 0', 'Hall']);
  });

  it('downloads: add with an uploaded document, rename, recategorise, remove', async () => {
    const { client, user: organizer } = await buildOrganizer(ctx);
    const pdf = await buildPicture(ctx, organizer.id, 'license', 'application/pdf');
    const created = await client.post('/portal/rest/organizer/downloads', {
      category: 'exhibitor',
      titleZhHans: '参展手册<script>x</script>',
      titleEn: 'Manual',
      attachmentId: pdf.id,
    });
    const doc = created.body.data as OrganizerDownload;
    expect(doc).toMatchObject({
      titleZhHans: '参展手册',
      url: `/attachment/${pdf.key}`,
      size: 2000,
      attachmentId: pdf.id,
    });
    const pub = await new TestClient(ctx.app, 'en').get('/portal/rest/downloads?category=exhibitor');
    expect(pub.body.data).toEqual([expect.objectContaining({ title: 'Manual', size: 2000 })]);

    const moved = await client.put(`/portal/rest/organizer/downloads/${doc.id}`, {
      category: 'visitor',
      titleZhHans: '观众手册',
      sort: 3,
    });
    expect(moved.body.data).toMatchObject({
      category: 'visitor',
      titleZhHans: '观众手册',
      attachmentId: pdf.id,
    });

    // A file that is not a document, or not the organizer's own, is refused; no file to add too.
    const txt = await buildPicture(ctx, organizer.id, 'license', 'text/plain');
    const bad = await client.post('/portal/rest/organizer/downloads', {
      category: 'report',
      titleZhHans: '报告',
      attachmentId: txt.id,
    });
    expect(bad.body.errorCode).toBe(ErrorCode.DOWNLOAD_FILE_INVALID);
    expect(
      (await client.post('/portal/rest/organizer/downloads', { category: 'report', titleZhHans: '报告' }))
        .body.errorCode,
    ).toBe(ErrorCode.DOWNLOAD_FILE_INVALID);
    const user = await signedInClient(ctx, (await buildUser(ctx)).id);
    expect((await user.get('/portal/rest/organizer/downloads')).status).toBe(403);
    expect(
      (
        await user.post('/portal/rest/organizer/downloads', {
          category: 'report',
          titleZhHans: 'x',
          attachmentId: pdf.id,
        })
      ).status,
    ).toBe(403);

    expect((await client.delete(`/portal/rest/organizer/downloads/${doc.id}`)).body.data).toEqual({
      ok: true,
    });
    expect(await ctx.db.select().from(downloads)).toEqual([]);
  });
});
