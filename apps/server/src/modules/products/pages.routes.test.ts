import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { addExhibitor } from '../exhibitors/exhibitors.factories';
import { buildProduct, buildUpload } from './products.factories';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'products-web-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="zh-Hans"><head><meta charset="UTF-8" /><title>CIDPEX 2024</title></head><body><div id="root"><div id="boot" aria-busy="true">CIDPEX 2024</div></div></body></html>',
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
  };
}

describe('the product page drawn before the app starts (issue 22, LCP)', () => {
  it('carries the picture (asked for first), name and category of a product on sale, and nothing of one that is not', async () => {
    const { enterprise } = await addExhibitor(ctx, {
      name: '南京示例纸业有限公司',
      nameEn: 'Nanjing Demo Paper',
      booths: [{ hall: 'H1', boothNo: '1A01', area: 'A01' }],
    });
    const cover = await buildUpload(ctx, (await buildUser(ctx)).id);
    const listed = await buildProduct(ctx, enterprise.id, cover.id, 'listed', { name: '柔软<抽纸>' });
    const pending = await buildProduct(ctx, enterprise.id, cover.id, 'pending', { name: '待审商品' });

    const zh = await page(`/product/detail?id=${listed.id}`, { 'accept-language': 'zh-CN' });
    expect(zh.lang).toBe('zh-Hans');
    expect(zh.title).toBe('柔软&lt;抽纸&gt;');
    expect(zh.preload).toBe(`/attachment/${cover.key}?width=900`);
    expect(zh.boot).toContain(
      `<img class="boot-gallery" src="/attachment/${cover.key}?width=900" alt="" fetchpriority="high">`,
    );
    expect(zh.boot).toContain('<h1 class="boot-title">柔软&lt;抽纸&gt;</h1>');

    const en = await page(`/en/enterprise/detail/item?id=${listed.id}`, { cookie: 'locale=zh-Hans' });
    expect(en.lang).toBe('en');

    for (const url of [`/product/detail?id=${pending.id}`, '/product/detail?id=abc', '/product/detail']) {
      const plain = await page(url);
      expect(plain).toMatchObject({ boot: 'CIDPEX 2024', title: 'CIDPEX 2024', preload: undefined });
    }
  });
});
