/** The three site languages of spec §9; zh-Hans is the default. */
export const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hans';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Reads an Accept-Language header (or a stored value) and answers one of the three
 * site languages. Accepts the BCP 47 forms browsers send: zh-CN, zh-TW, zh-HK, en-US…
 */
export function normalizeLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const first = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  for (const tag of first) {
    if (
      tag === 'zh-hant' ||
      tag.startsWith('zh-hant') ||
      tag === 'zh-tw' ||
      tag === 'zh-hk' ||
      tag === 'zh-mo'
    )
      return 'zh-Hant';
    if (tag.startsWith('zh')) return 'zh-Hans';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}

/** The name of the cookie the language switch sets (spec §3). */
export const LOCALE_COOKIE = 'locale';

/** Each language's name in itself, as the language switch shows it (marked with its own lang). */
export const LOCALE_AUTONYMS: Record<Locale, string> = {
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  en: 'English',
};
