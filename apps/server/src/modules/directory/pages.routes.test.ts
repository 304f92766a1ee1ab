import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exhibitors } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { addExhibitor } from './directory.factories';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-web-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="zh-Hans"><head><meta charset="UTF-8" /><title>CIDPEX 2024</title><meta name="description" content="app" /></head><body><div id="root"><div id="boot" aria-busy="true">CIDPEX 2024</div></div></body></html>',
);
const texts = (title: string, intro: string) => ({
  'directory:list.title': title,
  'directory:list.intro': intro,
});
fs.writeFileSync(
  path.join(dist, 'boot-texts.json'),
  JSON.stringify({
    'zh-Hans': texts('展商名录', '按展区筛选<a>'),
    'zh-Hant': texts('展商名錄', '按展區篩選'),
    en: texts('Exhibitor list', 'Filter by area'),
  }),
);
const ctx = useTestApp({ webDist: dist, publicUrl: 'https://www.cidpex.example' });

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return {
    lang: /<html lang="([^"]+)"/.exec(res.body)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
    boot: /<div id="boot" aria-busy="true">([\s\S]*)<\/div><\/div><\/body>/.exec(res.body)?.[1],
    preload: /<link rel="preload" as="image" href="([^"]+)"/.exec(res.body)?.[1],
    body: res.body,
  };
}

describe('the directory pages drawn before the app starts (issue 22, LCP)', () => {
  it("the list's heading and introduction in the reader's language, escaped; the English list in English", async () => {
    expect(await page('/exhibitorList', { 'accept-language': 'zh-CN' })).toMatchObject({
      lang: 'zh-Hans',
      boot: '<div class="boot-page"><header><h1 class="boot-title">展商名录</h1><p class="boot-muted">按展区筛选&lt;a&gt;</p></header></div>',
    });
    expect((await page('/exhibitorList?lang=zh-Hant')).boot).toContain('展商名錄');
    expect(
      await page('/exhibitor/exhibitorListEn', { 'accept-language': 'zh-CN', cookie: 'locale=zh-Hans' }),
    ).toMatchObject({ lang: 'en', title: 'CIDPEX 2024' });
    expect((await page('/exhibitor/exhibitorListEn')).boot).toContain('Exhibitor list');
  });

  it("an exhibitor's page carries its name, booth and cover (asked for first) and its own title", async () => {
    const { enterprise, exhibitor } = await addExhibitor(ctx, {
      name: '南京示例纸业<有限>公司',
      nameEn: 'Nanjing Demo Paper Co., Ltd.',
      booths: [{ hall: 'H1', boothNo: '1A01', area: 'A01' }],
    });
    const zh = await page(`/exhibitor/companyInfo?id=${enterprise.id}`, { 'accept-language': 'zh-CN' });
    expect(zh.title).toBe('南京示例纸业&lt;有限&gt;公司');
    expect(zh.boot).toContain('<h1 class="boot-title">南京示例纸业&lt;有限&gt;公司</h1>');
    expect(zh.boot).toContain('1A01');
    expect(zh.boot).not.toContain('boot-cover');
    expect(zh.preload).toBeUndefined();
    expect(zh.body).toContain('<meta name="description" content="简介"');
    expect(zh.body).toContain(
      `<link rel="canonical" href="https://www.cidpex.example/exhibitor/companyInfo?id=${enterprise.id}&amp;lang=zh-Hans"`,
    );

    await ctx.db
      .update(exhibitors)
      .set({ coverKey: 'enterpriseImage/c.png' })
      .where(eq(exhibitors.id, exhibitor.id));
    const en = await page(`/en/enterprise/detail?id=${enterprise.id}`, { cookie: 'locale=zh-Hans' });
    expect(en).toMatchObject({ lang: 'en', title: 'Nanjing Demo Paper Co., Ltd.' });
    expect(en.preload).toBe('/attachment/enterpriseImage/c.png?width=1600');
    expect(en.boot).toContain(
      '<img src="/attachment/enterpriseImage/c.png?width=1600" alt="" fetchpriority="high">',
    );
    // The picture is asked for before the app's scripts, right after the charset.
    expect(en.body.indexOf('rel="preload" as="image"')).toBeGreaterThan(en.body.indexOf('<meta charset'));
    expect(en.body.indexOf('rel="preload" as="image"')).toBeLessThan(en.body.indexOf('<title>'));
  });

  it('an unknown or malformed exhibitor leaves the page to the app', async () => {
    for (const url of [
      '/exhibitor/companyInfo?id=999999',
      '/exhibitor/companyInfo?id=x',
      '/exhibitor/companyInfo',
    ]) {
      const res = await page(url);
      expect(res.boot).toBe('CIDPEX 2024');
      expect(res.title).toBe('CIDPEX 2024');
    }
  });
});
