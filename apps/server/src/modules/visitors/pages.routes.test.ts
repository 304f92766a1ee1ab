import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'visitors-web-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="zh-Hans"><head><meta charset="UTF-8" /><title>CIDPEX 2024</title></head><body><div id="root"><div id="boot" aria-busy="true">CIDPEX 2024</div></div></body></html>',
);
const texts = (title: string, en: string, intro: string) => ({
  'visitors:register.title': title,
  'visitors:en.title': en,
  'visitors:register.intro': intro,
});
const textsFile = path.join(dist, 'boot-texts.json');
fs.writeFileSync(
  textsFile,
  JSON.stringify({
    'zh-Hans': texts('观众预登记', '买家预登记', '请如实填写'),
    'zh-Hant': texts('觀眾預登記', '買家預登記', '請如實填寫'),
    en: texts('Visitor pre-registration', 'Buyer Pre-Registration', 'Fields marked * are required.'),
  }),
);
const ctx = useTestApp({ webDist: dist });

async function boot(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return {
    lang: /<html lang="([^"]+)"/.exec(res.body)?.[1],
    boot: /<div id="boot" aria-busy="true">([\s\S]*)<\/div><\/div><\/body>/.exec(res.body)?.[1],
  };
}

describe('the pre-registration forms drawn before the app starts (issue 22, LCP)', () => {
  it("draw the form's heading and introduction in the reader's language; the English form in English", async () => {
    expect(
      await boot('/visitor/visitorRegister', { 'accept-language': 'zh-TW', cookie: 'locale=zh-Hant' }),
    ).toEqual({
      lang: 'zh-Hant',
      boot: '<div class="boot-visitor"><h1>觀眾預登記</h1><p class="boot-visitor__intro">請如實填寫</p></div>',
    });
    expect(await boot('/en/register', { cookie: 'locale=zh-Hans' })).toEqual({
      lang: 'en',
      boot: '<div class="boot-visitor"><h1>Buyer Pre-Registration</h1><p class="boot-visitor__intro">Fields marked * are required.</p></div>',
    });
  });

  it('a build without the texts sends the plain app page', async () => {
    const saved = fs.readFileSync(textsFile);
    fs.rmSync(textsFile);
    try {
      expect((await boot('/visitor/visitorRegister')).boot).toBe('CIDPEX 2024');
    } finally {
      fs.writeFileSync(textsFile, saved);
    }
  });
});
