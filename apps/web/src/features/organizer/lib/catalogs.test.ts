import { LOCALES } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';

const catalogs = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../locales/*/{home,organizer}.json',
  {
    eager: true,
  },
);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function catalog(lang: string, ns: string) {
  const entry = Object.entries(catalogs).find(([file]) => file.endsWith(`/${lang}/${ns}.json`));
  if (!entry) throw new Error(`missing ${lang}/${ns}.json`);
  return entry[1].default;
}

describe.each(['home', 'organizer'])('the %s catalogs', (ns) => {
  it('have the same keys in the three languages, none empty', () => {
    const [first, ...others] = LOCALES.map((lang) => keys(catalog(lang, ns)).sort());
    for (const other of others) expect(other).toEqual(first);
    for (const lang of LOCALES) {
      const flat = JSON.stringify(catalog(lang, ns));
      expect(flat).not.toMatch(/:\s*""/);
    }
  });

  it('write zh-Hant in Traditional characters', () => {
    const text = JSON.stringify(catalog('zh-Hant', ns));
    expect(text).not.toMatch(/[们这会观览业纸馆录边动]/);
  });
});

it('has the keys the routes and layouts use', () => {
  const home = keys(catalog('en', 'home'));
  for (const key of ['title', 'titleEn', 'search.title', 'topNew.title', 'entrance.title'])
    expect(home).toContain(key);
  const organizer = keys(catalog('en', 'organizer'));
  for (const key of [
    'consoleName',
    'login.title',
    'dashboard.title',
    'outbox.title',
    'operations.title',
    'menu.label',
    'menu.dashboard',
    'menu.outbox',
    'menu.operations',
  ])
    expect(organizer).toContain(key);
});
