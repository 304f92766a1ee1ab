import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { localizeIndex } from './page-shell';

const INDEX =
  '<!doctype html><html lang="zh-Hans"><head><meta charset="UTF-8" /><title>CIDPEX 2024</title><meta name="description" content="第32届生活用纸国际科技展览会" /></head><body><div id="root"><div id="boot" aria-busy="true">CIDPEX 2024</div></div></body></html>';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'english-shell-'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
const texts = (title: string, description: string) => ({
  'directory:list.title': title,
  'directory:list.intro': title,
  'common:fair.description': description,
});
fs.writeFileSync(
  path.join(dist, 'boot-texts.json'),
  JSON.stringify({
    'zh-Hans': texts('展商名录', '第32届生活用纸国际科技展览会'),
    'zh-Hant': texts('展商名錄', '第32屆生活用紙國際科技展覽會'),
    en: texts('Exhibitor list', 'The 32nd Tissue Paper International Technology Exhibition & "more"'),
  }),
);
const ctx = useTestApp({ webDist: dist, publicUrl: 'https://www.cidpex.example' });

async function head(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-CN' } });
  expect(res.statusCode).toBe(200);
  return {
    lang: /<html lang="([^"]+)"/.exec(res.body)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1],
  };
}

const ENGLISH = 'The 32nd Tissue Paper International Technology Exhibition &amp; &quot;more&quot;';

describe('English-site pages are English before the app starts (issue 24)', () => {
  it('an English-site address the app draws alone gets lang="en" and the English description', async () => {
    for (const url of ['/en/inter/detail?id=5', '/en/floorplan', '/userCenterEn/chatEn', '/loginEn']) {
      expect(await head(url)).toEqual({ lang: 'en', description: ENGLISH });
    }
  });

  it('a Chinese-site address keeps the built file', async () => {
    expect(await head('/seminar/infoPresent')).toEqual({
      lang: 'zh-Hans',
      description: '第32届生活用纸国际科技展览会',
    });
  });

  it('pages drawn with their boot text carry the description of their language', async () => {
    expect(await head('/exhibitor/exhibitorListEn')).toEqual({ lang: 'en', description: ENGLISH });
    expect(await head('/exhibitorList?lang=zh-Hant')).toEqual({
      lang: 'zh-Hant',
      description: '第32屆生活用紙國際科技展覽會',
    });
  });

  it('localizeIndex keeps the description when the build has no text for it', () => {
    expect(localizeIndex(INDEX, 'en', null)).toBe(INDEX.replace('lang="zh-Hans"', 'lang="en"'));
  });
});
