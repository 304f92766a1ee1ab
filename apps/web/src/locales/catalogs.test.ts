import fs from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const LANGS = ['zh-Hans', 'zh-Hant', 'en'] as const;

function keys(obj: unknown, prefix = ''): string[] {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}
function values(obj: unknown): string[] {
  if (obj && typeof obj === 'object') return Object.values(obj).flatMap(values);
  return typeof obj === 'string' ? [obj] : [];
}
const load = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(root, lang, `${ns}.json`), 'utf8'));
const namespaces = [
  ...new Set(LANGS.flatMap((l) => fs.readdirSync(path.join(root, l)).map((f) => f.replace(/\.json$/, '')))),
];

describe('catalogs', () => {
  it.each(namespaces)('namespace %s exists in all three languages with identical keys', (ns) => {
    for (const lang of LANGS)
      expect(fs.existsSync(path.join(root, lang, `${ns}.json`)), `${lang}/${ns}.json`).toBe(true);
    const base = keys(load('zh-Hans', ns)).sort();
    expect(keys(load('zh-Hant', ns)).sort()).toEqual(base);
    expect(keys(load('en', ns)).sort()).toEqual(base);
  });

  it.each(namespaces)('English catalog %s has no Chinese text', (ns) => {
    const cjk = values(load('en', ns)).filter((v) => /[\u3400-\u9fff]/.test(v));
    expect(cjk).toEqual([]);
  });

  it.each(namespaces)('Traditional catalog %s is real Traditional Chinese', (ns) => {
    const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
    const simplified = values(load('zh-Hant', ns))
      .flatMap((v) => [...v])
      .filter((ch) => /[\u3400-\u9fff]/.test(ch) && toTraditional(ch) !== ch);
    // the language switch shows 简体中文 in its own script on purpose
    const allowed = new Set([...'简体']);
    expect([...new Set(simplified.filter((ch) => !allowed.has(ch)))]).toEqual([]);
  });
});
