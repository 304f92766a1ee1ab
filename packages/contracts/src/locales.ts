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

/**
 * Chinese-site pages and the English-site page (spec §2 "English site") a notice to an English
 * reader links to instead. A page with no English counterpart is linked with `?lang=`, which
 * the web app applies on opening (issue 23 item 18).
 */
const ENGLISH_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/home', '/IndexEn'],
  ['/user/Login', '/loginEn'],
  ['/visitor/visitorRegister', '/en/register'],
  ['/exhibitorList', '/exhibitor/exhibitorListEn'],
  ['/userCenter', '/userCenterEn'],
  ['/myEnterprise', '/enterpriseCenterEn'],
];

/**
 * The English site's addresses (spec §2 "English site"): a page under one of them is always in
 * English, with its own layout and navigation (the web's router and the server's page shell).
 */
export const ENGLISH_SITE_PREFIXES = [
  '/IndexEn',
  '/loginEn',
  '/en',
  '/userCenterEn',
  '/enterpriseCenterEn',
  '/exhibitor/exhibitorListEn',
  '/CIDPEX',
  '/exhibition/supportMediaEn',
] as const;

/** A page of the English site: its path is one of ENGLISH_SITE_PREFIXES or below one (any case). */
export function isEnglishSitePath(path: string): boolean {
  const p = path.toLowerCase();
  return ENGLISH_SITE_PREFIXES.some((prefix) => {
    const x = prefix.toLowerCase();
    return p === x || p.startsWith(`${x}/`);
  });
}

/** The query parameter that opens a page in a language (`?lang=en`). */
export const LANG_PARAM = 'lang';

/**
 * A link in a notice, to the reader's language's site: the English site's page for an English
 * reader where one exists; otherwise the page with `?lang=` (none for zh-Hans, the default).
 * `path` is the Chinese site's path, with its query if any.
 */
export function siteLink(base: string, locale: Locale, path: string): string {
  const at = path.indexOf('?');
  const pathname = at < 0 ? path : path.slice(0, at);
  const query = new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
  if (locale === 'en') {
    const english = ENGLISH_PAGES.find(([zh]) => zh.toLowerCase() === pathname.toLowerCase());
    if (english) {
      const rest = query.toString();
      return `${base}${english[1]}${rest ? `?${rest}` : ''}`;
    }
  }
  if (locale !== DEFAULT_LOCALE) query.set(LANG_PARAM, locale);
  const rest = query.toString();
  return `${base}${pathname}${rest ? `?${rest}` : ''}`;
}
