import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOrganizer } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'content-web-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="zh-Hans"><head><title>CIDPEX 2024</title></head><body><div id="root"><div id="boot" aria-busy="true">CIDPEX 2024</div></div></body></html>',
);
const ctx = useTestApp({ webDist: dist, publicUrl: 'https://www.cidpex.example' });

async function publishedNews() {
  const { client } = await buildOrganizer(ctx);
  const [cat] = (
    (await client.get('/portal/rest/organizer/catalogs?siteId=1')).body.data as {
      code: string;
      children: { id: number; code: string }[];
    }[]
  ).filter((c) => c.code === 'news');
  const res = await client.post('/portal/rest/organizer/contents', {
    catalogId: cat!.children[0]!.id,
    kind: 'news',
    titleZhHans: '展会开幕 <新闻>',
    titleZhHant: '展會開幕 <新聞>',
    titleEn: 'Fair opens',
    summaryZhHans: '摘要文字',
    summaryEn: 'The summary',
    bodyZhHans: '<p>正文<img src="/attachment/a.png" alt="图"></p>',
    bodyEn: '<p>Body text</p>',
  });
  const id = (res.body.data as { id: number }).id;
  await client.post(`/portal/rest/organizer/contents/${id}/publish`, {});
  return id;
}

describe('pages served for search engines', () => {
  it('a news page carries its title, description, text, canonical and hreflang links in the HTML', async () => {
    const id = await publishedNews();
    const res = await ctx.app.inject({ url: `/content?id=${id}&lang=en` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>Fair opens</title>');
    // One description: the page's own (the app's default one is replaced), marked with its path.
    expect(res.body).toContain('<meta name="description" content="The summary" data-content="/content" />');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).toContain(
      `<link rel="canonical" href="https://www.cidpex.example/content?id=${id}&amp;lang=en"`,
    );
    expect(res.body).toContain(
      `hreflang="zh-Hant" href="https://www.cidpex.example/content?id=${id}&amp;lang=zh-Hant"`,
    );
    expect(res.body).toContain('<p>Body text</p>');

    const zh = await ctx.app.inject({
      url: `/textContent?id=${id}`,
      headers: { 'accept-language': 'zh-Hans' },
    });
    // Titles are escaped; the text view has no pictures.
    expect(zh.body).toContain('<h1>展会开幕 &lt;新闻&gt;</h1>');
    expect(zh.body).not.toContain('<img');

    const unknown = await ctx.app.inject({ url: '/content?id=999999' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>CIDPEX 2024</title>');
  });

  it('the news list and the sitemap list the published items in the three languages', async () => {
    const id = await publishedNews();
    const list = await ctx.app.inject({ url: '/introduce/ExhibitionNews?lang=zh-Hant' });
    expect(list.body).toContain('<title>新聞資訊</title>');
    expect(list.body).toContain(`<a href="/content?id=${id}">展會開幕 &lt;新聞&gt;</a>`);
    const map = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(map.headers['content-type']).toContain('application/xml');
    expect(map.body).toContain(`<loc>https://www.cidpex.example/content?id=${id}&amp;lang=zh-Hans</loc>`);
    expect(map.body).toContain(
      `hreflang="en" href="https://www.cidpex.example/content?id=${id}&amp;lang=en"`,
    );
  });
});

describe('the homes drawn before the app starts (issue 22, LCP)', () => {
  const hero = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return {
      lang: /<html lang="([^"]+)"/.exec(res.body)?.[1],
      title: /<h1 class="boot-hero__title">([^<]*)<\/h1>/.exec(res.body)?.[1],
      facts: /<p class="boot-hero__facts">([^<]*)<\/p>/.exec(res.body)?.[1],
      head: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
    };
  };

  it("the English home is English; the Chinese home follows ?lang, then the reader's cookie, then the browser", async () => {
    expect(await hero('/IndexEn', { 'accept-language': 'zh-CN', cookie: 'locale=zh-Hant' })).toEqual({
      lang: 'en',
      title: '32nd Tissue Paper International Technology Exhibition',
      facts: '15 May 2024 – 17 May 2024 · Nanjing International Expo Center',
      head: 'CIDPEX 2024',
    });
    expect(await hero('/home', { 'accept-language': 'zh-CN' })).toMatchObject({
      lang: 'zh-Hans',
      title: '第32届生活用纸国际科技展览会',
    });
    expect(await hero('/home', { 'accept-language': 'en', cookie: 'x=1; locale=zh-Hant' })).toMatchObject({
      lang: 'zh-Hant',
      title: '第32屆生活用紙國際科技展覽會',
    });
    expect(await hero('/home?lang=en', { cookie: 'locale=zh-Hant' })).toMatchObject({ lang: 'en' });
    expect(await hero('/home', { 'accept-language': 'en-GB' })).toMatchObject({ lang: 'en' });
  });
});
