import { NAV_SITES, type NavItem } from '@cidpex/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs } from '../../db/schema';
import { TestClient, useTestApp } from '../../test/harness';
import { clearNavigationCache } from './content.service';

const ctx = useTestApp();
beforeEach(() => clearNavigationCache());

async function navigation(siteId: number, lang: 'zh-Hans' | 'zh-Hant' | 'en') {
  const res = await new TestClient(ctx.app, lang).get(`/portal/rest/catalogs/navi/site/${siteId}`);
  expect(res.status).toBe(200);
  return res.body.data as NavItem[];
}

describe('GET /portal/rest/catalogs/navi/site/{siteId}', () => {
  it('answers the Chinese site tree in each language, children nested in order', async () => {
    const hans = await navigation(NAV_SITES.zh, 'zh-Hans');
    expect(hans.map((i) => i.name).slice(0, 3)).toEqual(['首页', '展会介绍', '展商名录']);
    const about = hans.find((i) => i.code === 'exhibition')!;
    expect(about.children.map((c) => c.name)).toEqual([
      '展会概况',
      '同期活动',
      '往届回顾',
      '交通指南',
      '住宿指南',
    ]);
    expect(about.children[0]).toMatchObject({ path: '/exhibition/exhibitionGuide', children: [] });

    const hant = await navigation(NAV_SITES.zh, 'zh-Hant');
    expect(hant.find((i) => i.code === 'exhibition')?.children[2]?.name).toBe('往屆回顧');
    expect(hant.find((i) => i.code === 'exhibitorService')?.name).toBe('展商服務');

    const en = await navigation(NAV_SITES.zh, 'en');
    expect(en.find((i) => i.code === 'exhibitorService')?.children.map((c) => c.name)).toEqual([
      'Apply for a Booth',
      'Floor Plan',
      'Exhibitor Manual',
    ]);
  });

  it('answers the English site: every entry of the Chinese menu, on English-site addresses (issue 24)', async () => {
    const en = await navigation(NAV_SITES.en, 'en');
    expect(en.map((i) => i.code)).toEqual([
      'home',
      'exhibition',
      'exhibitors',
      'register',
      'seminar',
      'supply',
      'cloudshow',
      'live',
      'exhibitorService',
      'exchange',
      'news',
      'download',
    ]);
    expect(en[0]).toMatchObject({ name: 'Home', path: '/IndexEn' });
    const zh = await navigation(NAV_SITES.zh, 'en');
    for (const item of zh) expect(en.map((i) => i.name)).toContain(item.name);
    expect(en.find((i) => i.code === 'seminar')?.path).toBe('/seminar/infoPresent');
    expect(
      en.find((i) => i.code === 'exhibitorService')?.children.find((c) => c.code === 'floorplan')?.path,
    ).toBe('/en/floorplan');
  });

  it('orders by sort, not by insertion', async () => {
    await ctx.db.insert(catalogs).values({
      siteId: 9,
      code: 'second',
      nameZhHans: '二',
      nameZhHant: '二',
      nameEn: 'Second',
      sort: 2,
    });
    await ctx.db.insert(catalogs).values({
      siteId: 9,
      code: 'first',
      nameZhHans: '一',
      nameZhHant: '一',
      nameEn: 'First',
      sort: 1,
    });
    expect((await navigation(9, 'en')).map((i) => i.name)).toEqual(['First', 'Second']);
  });

  it('answers an empty list for an unknown site and refuses a site that is not a number', async () => {
    expect(await navigation(404, 'en')).toEqual([]);
    const res = await new TestClient(ctx.app, 'en').get('/portal/rest/catalogs/navi/site/abc');
    expect(res.status).toBe(400);
  });
});

describe('/docs', () => {
  it('documents every route of attachments, operations, navigation and the console, and hides /attachment/*', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    const expected: Array<[string, string]> = [
      ['post', '/exhibitor/rest/attachments/upload'],
      ['post', '/exhibitor/rest/attachments/uploadSettled'],
      ['post', '/exhibitor/rest/attachments/{type}/form'],
      ['post', '/portal/rest/attachments/{type}/form'],
      ['post', '/portal/rest/attachments'],
      ['post', '/register/rest/attachments'],
      ['get', '/portal/rest/attachments/{attachmentId}'],
      ['put', '/exhibitor/rest/attachments/{attachmentId}'],
      ['put', '/exhibitor/rest/attachments/ref/{attachmentId}'],
      ['delete', '/exhibitor/rest/attachments/general/{attachmentId}'],
      ['post', '/exhibitor/rest/attachments/{attachmentId}/ocr'],
      ['post', '/portal/rest/operates'],
      ['post', '/exhibitor/rest/behaviors'],
      ['get', '/portal/rest/catalogs/navi/site/{siteId}'],
      ['get', '/portal/rest/organizer/dashboard'],
      ['get', '/portal/rest/organizer/outbox'],
      ['get', '/portal/rest/organizer/operates/stats'],
    ];
    for (const [method, path] of expected) {
      const op = paths[path]?.[method];
      expect(op?.summary, `${method} ${path}`).toBeTruthy();
      expect(op?.tags?.length, `${method} ${path}`).toBe(1);
    }
    expect(Object.keys(paths).some((p) => p.startsWith('/attachment/'))).toBe(false);
  });
});
