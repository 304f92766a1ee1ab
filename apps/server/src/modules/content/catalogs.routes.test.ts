import { ErrorCode, NAV_SITES, type NavItem, type OrganizerCatalog } from '@cidpex/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs } from '../../db/schema';
import { buildOrganizer, buildUser, signedInClient } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { clearNavigationCache } from './content.service';

const ctx = useTestApp();
const ZH = NAV_SITES.zh;

beforeEach(() => clearNavigationCache());

async function idOf(code: string, kind: 'navi' | 'content', siteId: number = ZH) {
  const [row] = await ctx.db
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.code, code), eq(catalogs.kind, kind), eq(catalogs.siteId, siteId)));
  return row!.id;
}

const flat = (nodes: OrganizerCatalog[]): OrganizerCatalog[] =>
  nodes.flatMap((n) => [n, ...flat(n.children)]);
const find = (nodes: OrganizerCatalog[], code: string, kind: string) =>
  flat(nodes).find((n) => n.code === code && n.kind === kind);

async function nav(siteId: number = ZH, lang: 'en' | 'zh-Hans' = 'en'): Promise<NavItem[]> {
  return (await new TestClient(ctx.app, lang).get(`/portal/rest/catalogs/navi/site/${siteId}`)).body
    .data as NavItem[];
}

/** A published news item in a catalog, written through the editor. */
async function news(client: TestClient, catalogId: number, title: string): Promise<number> {
  const res = await client.post('/portal/rest/organizer/contents', {
    catalogId,
    kind: 'news',
    titleZhHans: title,
    titleZhHant: title,
    titleEn: title,
    bodyZhHans: '<p>正文</p>',
    bodyZhHant: '<p>正文</p>',
    bodyEn: '<p>Body</p>',
  });
  const id = (res.body.data as { id: number }).id;
  expect((await client.post(`/portal/rest/organizer/contents/${id}/publish`, {})).status).toBe(200);
  return id;
}

const menuEntry = (over: Record<string, unknown> = {}) => ({
  siteId: ZH,
  kind: 'navi',
  parentId: null,
  code: 'awards',
  nameZhHans: '展会奖项',
  nameZhHant: '展會獎項',
  nameEn: 'Awards',
  path: '/exhibition/awards',
  ...over,
});

describe("the organizer's catalog editor", () => {
  it('adds a menu entry that the public navigation shows at once (after a cached read)', async () => {
    const { client } = await buildOrganizer(ctx);
    expect((await nav()).map((i) => i.code)).not.toContain('awards'); // now cached
    const res = await client.post('/portal/rest/organizer/catalogs', menuEntry());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = find(res.body.data as OrganizerCatalog[], 'awards', 'navi');
    expect(added).toMatchObject({ nameZhHant: '展會獎項', hidden: false, path: '/exhibition/awards' });
    const roots = await nav();
    expect(roots.at(-1)).toMatchObject({ code: 'awards', name: 'Awards', path: '/exhibition/awards' });
    expect((await nav(ZH, 'zh-Hans')).at(-1)?.name).toBe('展会奖项');

    // The same submit again stores nothing twice: the code is taken in this site and kind.
    const again = await client.post('/portal/rest/organizer/catalogs', menuEntry());
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(ErrorCode.CATALOG_CODE_TAKEN);
    expect(again.body.errorMsg).toBe('本站点已有使用此代码的栏目');
    // The English site may use the same code.
    const en = await client.post('/portal/rest/organizer/catalogs', menuEntry({ siteId: NAV_SITES.en }));
    expect(en.status).toBe(200);
    expect((await nav(NAV_SITES.en)).at(-1)?.code).toBe('awards');
  });

  it('checks names, codes, paths and parents', async () => {
    const { client } = await buildOrganizer(ctx);
    const post = (over: Record<string, unknown>) =>
      client.post('/portal/rest/organizer/catalogs', menuEntry(over));
    expect((await post({ nameEn: '  ' })).body.errorCode).toBe(ErrorCode.CATALOG_NAME_REQUIRED);
    expect((await post({ nameEn: '<b></b>' })).body.errorCode).toBe(ErrorCode.CATALOG_NAME_REQUIRED);
    expect((await post({ code: '1x' })).body.errorCode).toBe(ErrorCode.CATALOG_CODE_INVALID);
    for (const path of ['javascript:alert(1)', '//evil.example', 'exhibition/awards', '']) {
      const res = await post({ path });
      expect(res.status, path).toBe(400);
      expect(res.body.errorCode, path).toBe(ErrorCode.CATALOG_PATH_INVALID);
    }
    // A content section's path is a §7 path: news/awards, no leading slash.
    const contentBody = menuEntry({ kind: 'content', code: 'news-awards', path: '/news/awards' });
    expect((await client.post('/portal/rest/organizer/catalogs', contentBody)).body.errorCode).toBe(
      ErrorCode.CATALOG_PATH_INVALID,
    );
    // The path of a content section is unique in its site.
    const taken = await client.post(
      '/portal/rest/organizer/catalogs',
      menuEntry({ kind: 'content', code: 'news-awards', path: 'news/industry' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe(ErrorCode.CATALOG_PATH_TAKEN);
    // A parent of another kind or another site is refused.
    const wrongKind = await post({ parentId: await idOf('news', 'content') });
    expect(wrongKind.body.errorCode).toBe(ErrorCode.CATALOG_PARENT_INVALID);
    const otherSite = await post({ parentId: await idOf('exhibition', 'navi', NAV_SITES.en) });
    expect(otherSite.body.errorCode).toBe(ErrorCode.CATALOG_PARENT_INVALID);

    // A content sub-section under news: the catalog calls of §7 find it by id, code and path.
    const sub = await client.post(
      '/portal/rest/organizer/catalogs',
      menuEntry({
        kind: 'content',
        code: 'news-awards',
        path: 'news/awards',
        parentId: await idOf('news', 'content'),
      }),
    );
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const anon = new TestClient(ctx.app, 'en');
    const news = await anon.get(`/portal/rest/catalogs/${await idOf('news', 'content')}/catalog/all`);
    expect((news.body.data as { children: { code: string }[] }).children.map((c) => c.code)).toEqual([
      'news-fair',
      'news-industry',
      'news-awards',
    ]);
    expect((await anon.get('/exhibitor/rest/catalogs/news/awards')).body.data).toMatchObject({
      code: 'news-awards',
      name: 'Awards',
    });
  });

  it('renames, moves up and down and under another parent, never under itself', async () => {
    const { client } = await buildOrganizer(ctx);
    const exhibition = await idOf('exhibition', 'navi');
    const traffic = await idOf('traffic', 'navi');
    const renamed = await client.put(`/portal/rest/organizer/catalogs/${traffic}`, {
      nameZhHans: '交通与停车',
      nameZhHant: '交通與停車',
      nameEn: 'Traffic & Parking',
      code: 'traffic',
      path: '/exhibition/trafficStrategy',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const children = async () =>
      (await nav()).find((i) => i.code === 'exhibition')!.children.map((c) => c.name);
    expect(await children()).toEqual([
      'Fair Guide',
      'Programme',
      'Review',
      'Traffic & Parking',
      'Accommodation',
    ]);

    await client.post(`/portal/rest/organizer/catalogs/${traffic}/move`, { direction: 'up' });
    expect(await children()).toEqual([
      'Fair Guide',
      'Programme',
      'Traffic & Parking',
      'Review',
      'Accommodation',
    ]);
    await client.post(`/portal/rest/organizer/catalogs/${traffic}/move`, { direction: 'down' });
    await client.post(`/portal/rest/organizer/catalogs/${traffic}/move`, { direction: 'down' });
    expect(await children()).toEqual([
      'Fair Guide',
      'Programme',
      'Review',
      'Accommodation',
      'Traffic & Parking',
    ]);
    // At the end already: nothing moves.
    const last = await client.post(`/portal/rest/organizer/catalogs/${traffic}/move`, { direction: 'down' });
    expect(last.status).toBe(200);
    expect(await children()).toEqual([
      'Fair Guide',
      'Programme',
      'Review',
      'Accommodation',
      'Traffic & Parking',
    ]);

    // Under another parent: at the end of its list; then back to the top level.
    const news = await idOf('news', 'navi');
    await client.post(`/portal/rest/organizer/catalogs/${traffic}/move`, { parentId: news });
    expect((await nav()).find((i) => i.code === 'news')!.children.map((c) => c.code)).toEqual(['traffic']);
    expect(await children()).not.toContain('Traffic & Parking');
    await client.post(`/portal/rest/organizer/catalogs/${traffic}/move`, { parentId: null });
    expect((await nav()).at(-1)?.code).toBe('traffic');

    // Never under itself nor under one of its own sub-catalogs.
    const self = await client.post(`/portal/rest/organizer/catalogs/${exhibition}/move`, {
      parentId: exhibition,
    });
    expect(self.body.errorCode).toBe(ErrorCode.CATALOG_PARENT_INVALID);
    const guide = await idOf('guide', 'navi');
    const loop = await client.post(`/portal/rest/organizer/catalogs/${exhibition}/move`, { parentId: guide });
    expect(loop.body.errorCode).toBe(ErrorCode.CATALOG_PARENT_INVALID);
    // Renaming onto another catalog's code is refused.
    const clash = await client.put(`/portal/rest/organizer/catalogs/${traffic}`, {
      nameZhHans: '交通',
      nameZhHant: '交通',
      nameEn: 'Traffic',
      code: 'hotel',
      path: '/exhibition/trafficStrategy',
    });
    expect(clash.body.errorCode).toBe(ErrorCode.CATALOG_CODE_TAKEN);
  });

  it('hides a catalog: gone from navigation and every public call, still editable; shown again', async () => {
    const { client } = await buildOrganizer(ctx);
    const anon = new TestClient(ctx.app, 'en');
    const newsNavi = await idOf('news', 'navi');
    const newsContent = await idOf('news', 'content');
    const industry = await idOf('news-industry', 'content');
    await news(client, industry, 'Industry one');
    await news(client, industry, 'Industry two');
    await news(client, await idOf('news-fair', 'content'), 'Fair one');
    type Page = { rows: { id: number }[]; total: number };
    const page = async (body: Record<string, unknown>) => {
      const res = await anon.post('/portal/rest/contents/page', { page: 1, pageSize: 50, ...body });
      return res.body as { data: Page; errorCode: number | null };
    };
    const industryNews = (await page({ catalogCode: 'news-industry' })).data.rows;
    expect(industryNews.length).toBe(2);
    const allBefore = (await page({ kind: 'news' })).data.total;
    expect(allBefore).toBe(3);

    const hidden = await client.post(`/portal/rest/organizer/catalogs/${newsNavi}/visibility`, {
      hidden: true,
    });
    expect(find(hidden.body.data as OrganizerCatalog[], 'news', 'navi')?.hidden).toBe(true);
    expect((await nav()).map((i) => i.code)).not.toContain('news');

    await client.post(`/portal/rest/organizer/catalogs/${industry}/visibility`, { hidden: true });
    expect((await anon.get(`/portal/rest/catalogs/${industry}/catalog/all`)).status).toBe(404);
    expect((await anon.get('/exhibitor/rest/catalogs/news/industry')).status).toBe(404);
    const parent = await anon.get(`/portal/rest/catalogs/${newsContent}/catalog/all`);
    expect((parent.body.data as { children: { code: string }[] }).children.map((c) => c.code)).toEqual([
      'news-fair',
    ]);
    expect((await page({ catalogCode: 'news-industry' })).errorCode).toBe(ErrorCode.CATALOG_NOT_FOUND);
    expect((await page({ kind: 'news' })).data.total).toBe(allBefore - industryNews.length);
    const opened = await anon.get(`/portal/rest/contents/${industryNews[0]!.id}`);
    expect(opened.status).toBe(404);

    // Hiding the parent hides its children too.
    await client.post(`/portal/rest/organizer/catalogs/${newsContent}/visibility`, { hidden: true });
    expect((await anon.get('/exhibitor/rest/catalogs/news/fair')).status).toBe(404);
    expect((await page({ kind: 'news' })).data.total).toBe(0);

    // The organizer still edits them.
    const tree = (await client.get(`/portal/rest/organizer/catalogs?siteId=${ZH}`)).body
      .data as OrganizerCatalog[];
    expect(find(tree, 'news-industry', 'content')).toMatchObject({ hidden: true });
    const edited = await client.get(`/portal/rest/organizer/contents?catalogId=${industry}`);
    expect((edited.body.data as { total: number }).total).toBe(industryNews.length);

    // Shown again: everything is back.
    await client.post(`/portal/rest/organizer/catalogs/${newsContent}/visibility`, { hidden: false });
    await client.post(`/portal/rest/organizer/catalogs/${industry}/visibility`, { hidden: false });
    await client.post(`/portal/rest/organizer/catalogs/${newsNavi}/visibility`, { hidden: false });
    expect((await nav()).map((i) => i.code)).toContain('news');
    expect((await page({ kind: 'news' })).data.total).toBe(allBefore);
    expect((await anon.get(`/portal/rest/contents/${industryNews[0]!.id}`)).status).toBe(200);
  });

  it('deletes only an empty catalog', async () => {
    const { client } = await buildOrganizer(ctx);
    const industry = await idOf('news-industry', 'content');
    await news(client, industry, 'Industry one');
    const full = await client.delete(`/portal/rest/organizer/catalogs/${industry}`);
    expect(full.status).toBe(409);
    expect(full.body.errorCode).toBe(ErrorCode.CATALOG_NOT_EMPTY);
    const en = await new TestClient(ctx.app, 'en').get('/portal/rest/organizer/catalogs');
    expect(en.status).toBe(401);
    const parent = await client.delete(`/portal/rest/organizer/catalogs/${await idOf('exhibition', 'navi')}`);
    expect(parent.body.errorCode).toBe(ErrorCode.CATALOG_NOT_EMPTY);

    const created = await client.post('/portal/rest/organizer/catalogs', menuEntry());
    const id = find(created.body.data as OrganizerCatalog[], 'awards', 'navi')!.id;
    const gone = await client.delete(`/portal/rest/organizer/catalogs/${id}`);
    expect(gone.status).toBe(200);
    expect(find(gone.body.data as OrganizerCatalog[], 'awards', 'navi')).toBeUndefined();
    expect((await nav()).map((i) => i.code)).not.toContain('awards');
    expect((await client.delete(`/portal/rest/organizer/catalogs/${id}`)).status).toBe(404);
  });

  it('keeps the fixed sections that pages find by code: names change, code, path and existence do not', async () => {
    const { client } = await buildOrganizer(ctx);
    const as = (lang: 'zh-Hans' | 'zh-Hant' | 'en') => Object.assign(client, { lang });
    const tree = (await client.get(`/portal/rest/organizer/catalogs?siteId=${ZH}`)).body
      .data as OrganizerCatalog[];
    const fixed = flat(tree)
      .filter((n) => n.fixed)
      .map((n) => n.code)
      .sort();
    expect(fixed).toEqual(['bbs', 'fair', 'news']);
    expect(find(tree, 'news-fair', 'content')?.fixed).toBe(false);
    expect(find(tree, 'news', 'navi')?.fixed).toBe(false);
    const enTree = (await client.get(`/portal/rest/organizer/catalogs?siteId=${NAV_SITES.en}`)).body
      .data as OrganizerCatalog[];
    expect(find(enTree, 'en-pages', 'content')?.fixed).toBe(true);

    const id = await idOf('news', 'content');
    const names = { nameZhHans: '新闻中心', nameZhHant: '新聞中心', nameEn: 'Newsroom' };
    for (const change of [
      { code: 'newsroom', path: 'news' },
      { code: 'news', path: 'newsroom' },
    ]) {
      for (const lang of ['zh-Hans', 'zh-Hant', 'en'] as const) {
        const res = await as(lang).put(`/portal/rest/organizer/catalogs/${id}`, { ...names, ...change });
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body.errorCode).toBe(ErrorCode.CATALOG_FIXED_CODE);
        expect(res.body.errorMsg).toBe(
          {
            'zh-Hans': '这是网站固定栏目，页面按代码查找它：只能修改三种语言的名称，不能修改代码和路径',
            'zh-Hant': '這是網站固定欄目，頁面依代碼查找它：只能修改三種語言的名稱，不能修改代碼和路徑',
            en: 'This is one of the site’s fixed sections, which pages find by its code: only its names in the three languages can change, not its code or path',
          }[lang],
        );
      }
    }
    const [unchanged] = await ctx.db.select().from(catalogs).where(eq(catalogs.id, id));
    expect(unchanged).toMatchObject({ code: 'news', path: 'news', nameEn: 'News' });

    as('zh-Hans');
    // A new name in the three languages is fine, and the public lookup by code still answers it.
    const renamed = await client.put(`/portal/rest/organizer/catalogs/${id}`, {
      ...names,
      code: 'news',
      path: 'news',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(find(renamed.body.data as OrganizerCatalog[], 'news', 'content')).toMatchObject({
      ...names,
      fixed: true,
    });
    const byCode = await new TestClient(ctx.app, 'en').get('/portal/rest/catalogs/code/news');
    expect(byCode.body.data).toMatchObject({ code: 'news', name: 'Newsroom' });

    for (const code of ['news', 'bbs', 'fair']) {
      const res = await as('en').delete(`/portal/rest/organizer/catalogs/${await idOf(code, 'content')}`);
      expect(res.status, code).toBe(409);
      expect(res.body.errorCode).toBe(ErrorCode.CATALOG_FIXED_DELETE);
      expect(res.body.errorMsg).toMatch(/fixed sections.*cannot be deleted/);
    }
    // bbs is empty: only being fixed keeps it.
    expect((await ctx.db.select().from(catalogs).where(eq(catalogs.code, 'bbs'))).length).toBe(1);

    // No other content section takes a fixed code, on this site or the other, new or renamed.
    const section = { kind: 'content', parentId: null, nameZhHans: '新', nameZhHant: '新', nameEn: 'New' };
    const taken = await client.post('/portal/rest/organizer/catalogs', {
      ...section,
      siteId: NAV_SITES.en,
      code: 'news',
      path: 'en-news',
    });
    expect(taken.body.errorCode).toBe(ErrorCode.CATALOG_CODE_TAKEN);
    const recode = await client.put(`/portal/rest/organizer/catalogs/${await idOf('news-fair', 'content')}`, {
      ...section,
      code: 'bbs',
      path: 'news/fair',
    });
    expect(recode.body.errorCode).toBe(ErrorCode.CATALOG_CODE_TAKEN);
    // A menu entry is another kind: its codes are not the content store's.
    const menu = await client.post('/portal/rest/organizer/catalogs', menuEntry({ code: 'fair' }));
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
  });

  it('refuses everyone but the organizer', async () => {
    const user = await signedInClient(ctx, (await buildUser(ctx)).id);
    const anon = new TestClient(ctx.app);
    const id = await idOf('news', 'navi');
    const calls: [string, string, unknown?][] = [
      ['post', '/portal/rest/organizer/catalogs', menuEntry()],
      ['put', `/portal/rest/organizer/catalogs/${id}`, { ...menuEntry(), code: 'news' }],
      ['post', `/portal/rest/organizer/catalogs/${id}/move`, { direction: 'up' }],
      ['post', `/portal/rest/organizer/catalogs/${id}/visibility`, { hidden: true }],
      ['delete', `/portal/rest/organizer/catalogs/${id}`],
    ];
    for (const [method, url, body] of calls) {
      const c = (client: TestClient) =>
        method === 'delete'
          ? client.delete(url)
          : (client as unknown as Record<string, (u: string, b: unknown) => ReturnType<TestClient['post']>>)[
              method
            ]!(url, body);
      expect((await c(user)).status, `${method} ${url}`).toBe(403);
      expect((await c(anon)).status, `${method} ${url}`).toBe(401);
    }
    expect((await nav()).map((i) => i.code)).toContain('news');
    const [row] = await ctx.db.select().from(catalogs).where(eq(catalogs.id, id));
    expect(row).toMatchObject({ hidden: false, code: 'news' });
  });
});
