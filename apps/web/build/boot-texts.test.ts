import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_KEYS, readBootTexts } from './boot-texts';

describe('boot texts', () => {
  it('gives every boot key in the three languages from the real catalogs', () => {
    const texts = readBootTexts(path.resolve(import.meta.dirname, '../src/locales'));
    expect(Object.keys(texts)).toEqual(['zh-Hans', 'zh-Hant', 'en']);
    for (const lang of Object.keys(texts)) expect(Object.keys(texts[lang]!)).toEqual([...BOOT_KEYS]);
    expect(texts.en!['directory:list.title']).toBe('Exhibitor list');
    expect(texts['zh-Hans']!['directory:list.title']).toBe('展商名录');
    expect(texts['zh-Hant']!['visitors:register.title']).toBe('觀眾預登記');
  });

  it('refuses to build when a catalog lacks a boot text', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-texts-'));
    for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
      fs.mkdirSync(path.join(dir, lang));
      fs.writeFileSync(path.join(dir, lang, 'directory.json'), JSON.stringify({ list: { title: 'T' } }));
      fs.writeFileSync(path.join(dir, lang, 'visitors.json'), '{}');
    }
    expect(() => readBootTexts(dir)).toThrow(/directory:list.intro is missing from the zh-Hans catalog/);
  });
});
