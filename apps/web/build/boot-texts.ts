import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The catalog texts the server draws in a page's boot placeholder before the app starts (issue
 * 22: the exhibitor list's and the pre-registration form's heading and introduction are their
 * largest text, which a slow phone otherwise paints only after the app's code and data).
 * `namespace:key` of the web catalogs; the server reads `boot-texts.json` from the built app.
 */
export const BOOT_KEYS = [
  'directory:list.title',
  'directory:list.intro',
  'visitors:register.title',
  'visitors:register.intro',
  'visitors:en.title',
  // The fair's description in the page's language: the head of every page the server sends
  // (issue 24: an English-site page carried the Chinese one until the app started).
  'common:fair.description',
] as const;

const LANGS = ['zh-Hans', 'zh-Hant', 'en'] as const;

function pick(tree: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

/** Every boot text in every language; a key missing from a catalog is a build error, not an empty page. */
export function readBootTexts(localesDir: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const texts: Record<string, string> = {};
      for (const key of BOOT_KEYS) {
        const [ns, dotted] = key.split(':') as [string, string];
        const catalog = JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'));
        const text = pick(catalog, dotted);
        if (typeof text !== 'string' || text === '')
          throw new Error(`boot text ${key} is missing from the ${lang} catalog`);
        texts[key] = text;
      }
      return [lang, texts];
    }),
  );
}

export function bootTexts(localesDir = path.resolve(import.meta.dirname, '../src/locales')): Plugin {
  return {
    name: 'cidpex-boot-texts',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'boot-texts.json',
        source: JSON.stringify(readBootTexts(localesDir)),
      });
    },
  };
}
