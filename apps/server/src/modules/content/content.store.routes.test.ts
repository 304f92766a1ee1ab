import { ErrorCode } from '@cidpex/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogs, contents } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { publishDue } from './content.service';

const ctx = useTestApp();

async function catalogId(code: string) {
  const [row] = await ctx.db
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.code, code), eq(catalogs.kind, 'content')));
  return row!.id;
}

async function draft(client: TestClient, over: Record<string, unknown> = {}) {
  const res = await client.post('/portal/rest/organizer/contents', {
    catalogId: await catalogId('news-fair'),
    kind: 'news',
    titleZhHans: '展会新闻',
    titleZhHant: '展會新聞',
    titleEn: 'Fair news',
    summaryZhHans: '摘要',
    summaryZhHant: '摘要',
    summaryEn: 'Summary',
    bodyZhHans: '<p>正文</p>',
    bodyZhHant: '<p>正文</p>',
    bodyEn: '<p>Body</p>',
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number; status: string } & Record<string, string>;
}

describe('catalogs of the content store', () => {
  it('answers a catalog by id with all its children, by code (bbs) and by path', async () => {
    const anon = new TestClient(ctx.app, 'en');
    const news = await anon.get(`/portal/rest/catalogs/${await catalogId('news')}/catalog/all`);
    expect(news.status).toBe(200);
    expect(news.body.data).toMatchObject({ code: 'news', name: 'News' });
    expect((news.body.data as { children: { code: string }[] }).children.map((c) => c.code)).toEqual([
      'news-fair',
      'news-industry',
    ]);

    const bbs = await new TestClient(ctx.app, 'zh-Hant').get('/portal/rest/catalogs/code/bbs');
    expect(bbs.body.data).toMatchObject({ code: 'bbs', name: '交流平臺', path: 'bbs' });

    const byPath = await anon.get('/exhibitor/rest/catalogs/news/industry');
    expect(byPath.body.data).toMatchObject({ code: 'news-industry', name: 'Industry News' });
  });

  it('refuses an unknown catalog with 404 and a navigation entry is not a content catalog', async () => {
    const anon = new TestClient(ctx.app, 'zh-Hans');
    const res = await anon.get('/portal/rest/catalogs/99999/catalog/all');
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe(ErrorCode.CATALOG_NOT_FOUND);
    expect((await anon.get('/portal/rest/catalogs/code/home')).status).toBe(404);
    expect((await anon.get('/exhibitor/rest/catalogs/nowhere')).status).toBe(404);
  });
});

describe('the editor and what visitors see', () => {
  it('a draft is hidden; once published it is read on the three prefixes, by id and by code, in each language, with related news', async () => {
    const { client } = await buildOrganizer(ctx);
    const older = await draft(client, { titleZhHans: '旧闻', titleZhHant: '舊聞', titleEn: 'Older' });
    await client.post(`/portal/rest/organizer/contents/${older.id}/publish`, {});
    const item = await draft(client, { code: 'fairNews1' });
    const anon = new TestClient(ctx.app, 'zh-Hans');
    expect((await anon.get(`/portal/rest/contents/${item.id}`)).status).toBe(404);

    const pub = await client.post(`/portal/rest/organizer/contents/${item.id}/publish`, {});
    expect(pub.body.data).toMatchObject({ status: 'published' });

    for (const prefix of ['/register', '/portal', '/exhibitor']) {
      const res = await anon.get(`${prefix}/rest/contents/${item.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        title: '展会新闻',
        body: '<p>正文</p>',
        catalogName: '展会新闻',
      });
    }
    const en = await new TestClient(ctx.app, 'en').get('/portal/rest/contents/fairNews1');
    expect(en.body.data).toMatchObject({
      id: item.id,
      title: 'Fair news',
      titles: { 'zh-Hans': '展会新闻', 'zh-Hant': '展會新聞', en: 'Fair news' },
    });
    expect((en.body.data as { related: { title: string }[] }).related.map((r) => r.title)).toEqual(['Older']);

    const list = await new TestClient(ctx.app, 'zh-Hant').post('/portal/rest/contents/page', {
      catalogCode: 'news',
      page: 1,
      pageSize: 10,
    });
    expect(list.body.data).toMatchObject({ total: 2, page: 1 });
    expect((list.body.data as { rows: { title: string }[] }).rows[0]!.title).toBe('展會新聞');
    const found = await anon.post('/exhibitor/rest/contents/page', { catalogCode: 'news', keyword: '旧' });
    expect((found.body.data as { total: number }).total).toBe(1);

    await client.post(`/portal/rest/organizer/contents/${item.id}/unpublish`);
    expect((await anon.get(`/portal/rest/contents/${item.id}`)).status).toBe(404);
  });

  it('sanitises every field: script goes from titles, summaries and bodies, allowed markup stays', async () => {
    const { client } = await buildOrganizer(ctx);
    const evil = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const fields = [
      'titleZhHans',
      'titleZhHant',
      'titleEn',
      'summaryZhHans',
      'summaryZhHant',
      'summaryEn',
      'bodyZhHans',
      'bodyZhHant',
      'bodyEn',
    ];
    const body = Object.fromEntries(fields.map((f) => [f, `安全${evil}<a href="javascript:alert(1)">x</a>`]));
    const saved = await draft(client, {
      ...body,
      bodyEn: `<h3 onclick="x()">Hi</h3><p style="color:red">ok <a href="https://example.com" target="_blank">link</a></p><iframe src="https://evil"></iframe><img src="https://cdn.example/a.png" alt="a">${evil}`,
      coverUrl: 'javascript:alert(1)',
    });
    for (const f of fields) {
      expect(saved[f], f).not.toMatch(/script|onerror|javascript|alert/i);
    }
    expect(saved.titleZhHans).toBe('安全x');
    // A relative image path (an attachment of this site) is kept; its handler is not.
    expect(saved.bodyZhHans).toBe('安全<img src="x" /><a>x</a>');
    expect(saved.bodyEn).toBe(
      '<h3>Hi</h3><p>ok <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p><img src="https://cdn.example/a.png" alt="a" /><img src="x" />',
    );
    expect(saved.coverUrl).toBeNull();
    // The same cleaning on an update.
    const updated = await client.put(`/portal/rest/organizer/contents/${saved.id}`, {
      catalogId: await catalogId('news-fair'),
      kind: 'news',
      ...body,
      version: saved.version,
    });
    for (const f of fields)
      expect((updated.body.data as Record<string, string>)[f]).not.toMatch(/script|alert/i);
  });

  it('OpenCC turns Simplified into Traditional and back', async () => {
    const { client } = await buildOrganizer(ctx);
    const res = await client.post('/portal/rest/organizer/contents/convert', {
      to: 'zh-Hant',
      texts: ['观众须知', '<p>展会开幕</p>'],
    });
    expect(res.body.data).toEqual({ texts: ['觀眾須知', '<p>展會開幕</p>'] });
    const back = await client.post('/portal/rest/organizer/contents/convert', {
      to: 'zh-Hans',
      texts: ['觀眾須知'],
    });
    expect(back.body.data).toEqual({ texts: ['观众须知'] });
  });

  it('keeps the state table: no second publish, titles required, a stale version refused', async () => {
    const { client } = await buildOrganizer(ctx);
    const noEn = await draft(client, { titleEn: '' });
    const refused = await client.post(`/portal/rest/organizer/contents/${noEn.id}/publish`, {});
    expect(refused.body.errorCode).toBe(ErrorCode.CONTENT_TITLE_REQUIRED);

    const item = await draft(client);
    const published = await client.post(`/portal/rest/organizer/contents/${item.id}/publish`, {});
    expect(published.status).toBe(200);
    const again = await client.post(`/portal/rest/organizer/contents/${item.id}/publish`, {});
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(ErrorCode.CONTENT_STATE);

    const edit = {
      catalogId: await catalogId('news-fair'),
      kind: 'news',
      titleZhHans: '改',
      version: (published.body.data as { version: number }).version,
    };
    expect((await client.put(`/portal/rest/organizer/contents/${item.id}`, edit)).status).toBe(200);
    const stale = await client.put(`/portal/rest/organizer/contents/${item.id}`, edit);
    expect(stale.body.errorCode).toBe(ErrorCode.CONTENT_VERSION_CONFLICT);
  });

  it('two publishes at once: one wins', async () => {
    const { client } = await buildOrganizer(ctx);
    const item = await draft(client);
    const answers = await Promise.all([
      client.post(`/portal/rest/organizer/contents/${item.id}/publish`, {}),
      client.post(`/portal/rest/organizer/contents/${item.id}/publish`, {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('schedules: refused in the past, hidden before its time, published by the job after it', async () => {
    const { client } = await buildOrganizer(ctx);
    const item = await draft(client);
    const past = await client.post(`/portal/rest/organizer/contents/${item.id}/publish`, {
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.body.errorCode).toBe(ErrorCode.CONTENT_SCHEDULE_PAST);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await client.post(`/portal/rest/organizer/contents/${item.id}/publish`, {
      publishAt: at,
    });
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publishAt: at });
    const anon = new TestClient(ctx.app, 'zh-Hans');
    expect((await anon.get(`/portal/rest/contents/${item.id}`)).status).toBe(404);

    // The time comes.
    const due = new Date(Date.now() - 1000);
    await ctx.db.update(contents).set({ publishAt: due }).where(eq(contents.id, item.id));
    expect((await anon.get(`/portal/rest/contents/${item.id}`)).status).toBe(200);
    expect(await publishDue(ctx.db)).toHaveLength(1);
    const [row] = await ctx.db.select().from(contents).where(eq(contents.id, item.id));
    expect(row).toMatchObject({ status: 'published', publishedAt: due });
  });

  it('lets only the organizer edit: 401 anonymous, 403 for a signed-in user', async () => {
    const user = await buildUser(ctx);
    const plain = await signedInClient(ctx, user.id);
    const anon = new TestClient(ctx.app);
    const calls: Array<[string, string]> = [
      ['GET', '/portal/rest/organizer/contents'],
      ['GET', '/portal/rest/organizer/catalogs?siteId=1'],
      ['POST', '/portal/rest/organizer/contents'],
      ['PUT', '/portal/rest/organizer/contents/1'],
      ['POST', '/portal/rest/organizer/contents/1/publish'],
      ['POST', '/portal/rest/organizer/contents/1/unpublish'],
      ['POST', '/portal/rest/organizer/contents/convert'],
    ];
    for (const [method, url] of calls) {
      expect((await anon.request(method, url, method === 'GET' ? undefined : {})).status, url).toBe(401);
      expect((await plain.request(method, url, method === 'GET' ? undefined : {})).status, url).toBe(403);
    }
  });

  it("lists the organizer's items by catalog and state, and the catalog tree of a site", async () => {
    const { client } = await buildOrganizer(ctx);
    const a = await draft(client);
    await draft(client, { catalogId: await catalogId('news-industry') });
    await client.post(`/portal/rest/organizer/contents/${a.id}/publish`, {});
    const list = await client.get(
      `/portal/rest/organizer/contents?catalogId=${await catalogId('news-fair')}`,
    );
    expect((list.body.data as { rows: { id: number; status: string }[] }).rows).toEqual([
      expect.objectContaining({ id: a.id, status: 'published' }),
    ]);
    const drafts = await client.get('/portal/rest/organizer/contents?status=draft');
    expect((drafts.body.data as { total: number }).total).toBe(1);
    const tree = await client.get('/portal/rest/organizer/catalogs?siteId=1');
    const codes = (tree.body.data as { code: string; kind: string }[])
      .filter((c) => c.kind === 'content')
      .map((c) => c.code);
    expect(codes).toEqual(['fair', 'news', 'bbs']);
  });
});
