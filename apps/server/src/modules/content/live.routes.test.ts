import { describe, expect, it } from 'vitest';
import { downloads, liveRounds } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';

const ctx = useTestApp();
const HOUR = 3_600_000;

function round(title: string, start: number, end: number) {
  return {
    titleZhHans: title,
    titleZhHant: title,
    titleEn: `${title} EN`,
    startsAt: new Date(Date.now() + start),
    endsAt: new Date(Date.now() + end),
    streamUrl: '/media/live-demo/stream.m3u8',
    replayUrl: '/replay.m3u8',
    posterUrl: '/media/live-demo/poster.jpg',
  };
}

describe('live rounds', () => {
  it('answers each round upcoming (no stream), live (the stream) or ended (the replay), in start order', async () => {
    await ctx.db
      .insert(liveRounds)
      .values([round('后', 2 * HOUR, 3 * HOUR), round('前', -3 * HOUR, -2 * HOUR), round('中', -HOUR, HOUR)]);
    const res = await new TestClient(ctx.app, 'en').get('/portal/rest/lives');
    expect(res.status).toBe(200);
    const rows = res.body.data as { title: string; state: string; playUrl: string | null }[];
    expect(rows.map((r) => [r.title, r.state, r.playUrl])).toEqual([
      ['前 EN', 'ended', '/replay.m3u8'],
      ['中 EN', 'live', '/media/live-demo/stream.m3u8'],
      ['后 EN', 'upcoming', null],
    ]);
    expect((await new TestClient(ctx.app).get('/portal/rest/lives/999999')).status).toBe(404);
  });

  it('serves the committed demo stream: playlist, segments and poster', async () => {
    const list = await ctx.app.inject({ url: '/media/live-demo/stream.m3u8' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('mpegurl');
    const segments = list.body.split('\n').filter((l) => l.endsWith('.m2ts'));
    expect(segments.length).toBeGreaterThan(1);
    const seg = await ctx.app.inject({ url: `/media/live-demo/${segments[0]}` });
    expect(seg.statusCode).toBe(200);
    expect(seg.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await ctx.app.inject({ url: '/media/live-demo/..%2Fsecret.m2ts' })).statusCode).not.toBe(200);
  });

  it('the photo wall: the organizer posts, visitors poll for what is new', async () => {
    const { client } = await buildOrganizer(ctx);
    const first = await client.post('/portal/rest/organizer/livePhotos', {
      url: '/media/live-demo/poster.jpg',
      captionZhHans: '<b>开幕</b><script>x</script>',
      captionEn: 'Opening',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ captionZhHans: '开幕', published: true });
    const id = (first.body.data as { id: number }).id;
    await client.post('/portal/rest/organizer/livePhotos', {
      url: 'https://cdn.example/b.png',
      captionEn: 'Hall',
    });
    const anon = new TestClient(ctx.app, 'en');
    const since = await anon.get(`/portal/rest/livePhotos?afterId=${id}`);
    expect((since.body.data as { caption: string }[]).map((p) => p.caption)).toEqual(['Hall']);
    expect(((await anon.get('/portal/rest/livePhotos')).body.data as unknown[]).length).toBe(2);

    expect(
      (await client.post('/portal/rest/organizer/livePhotos', { url: 'javascript:alert(1)' })).status,
    ).toBe(400);
    const user = await buildUser(ctx);
    const plain = await signedInClient(ctx, user.id);
    expect((await plain.post('/portal/rest/organizer/livePhotos', { url: '/a.png' })).status).toBe(403);
    expect((await anon.post('/portal/rest/organizer/livePhotos', { url: '/a.png' })).status).toBe(401);
  });

  it('downloads: by category with size and count; a download counts and leads to the file', async () => {
    await ctx.db.insert(downloads).values([
      {
        category: 'visitor',
        titleZhHans: '指南',
        titleZhHant: '指南',
        titleEn: 'Guide',
        url: '/attachment/g.txt',
        fileName: 'g.txt',
        size: 1234,
      },
      {
        category: 'exhibitor',
        titleZhHans: '手册',
        titleZhHant: '手冊',
        titleEn: 'Manual',
        url: '/attachment/m.txt',
        fileName: 'm.txt',
        size: 99,
      },
    ]);
    const anon = new TestClient(ctx.app, 'zh-Hant');
    const all = await anon.get('/portal/rest/downloads');
    expect((all.body.data as { title: string }[]).map((d) => d.title)).toEqual(['手冊', '指南']);
    const visitor = await anon.get('/portal/rest/downloads?category=visitor');
    const [guide] = visitor.body.data as { id: number; size: number; downloadCount: number }[];
    expect(guide).toMatchObject({ size: 1234, downloadCount: 0 });
    const file = await anon.get(`/portal/rest/downloads/${guide!.id}/file`);
    expect(file.status).toBe(302);
    expect(file.headers.location).toBe('/attachment/g.txt');
    const after = await anon.get('/portal/rest/downloads?category=visitor');
    expect((after.body.data as { downloadCount: number }[])[0]!.downloadCount).toBe(1);
    expect((await anon.get('/portal/rest/downloads/999999/file')).status).toBe(404);
  });
});
