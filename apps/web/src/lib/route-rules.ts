import { isEnglishSitePath, isLocale, LANG_PARAM, type Locale } from '@cidpex/contracts';

/**
 * Router rules of spec §2, as pure functions so that they are unit-tested.
 */
const LOGIN_PATHS = ['/user/login', '/loginen', '/organizer/login'];

function startsWithSegment(path: string, prefix: string) {
  const p = path.toLowerCase();
  const x = prefix.toLowerCase();
  return p === x || p.startsWith(`${x}/`);
}

/** A page of the English site (its own layout and navigation). */
export function isEnglishPath(path: string): boolean {
  return isEnglishSitePath(path);
}

export function isLoginPath(path: string): boolean {
  return LOGIN_PATHS.includes(path.toLowerCase().replace(/\/$/, ''));
}

/** Where an anonymous user is sent from a login-required route. */
export function loginPathFor(lang: Locale, from?: string): string {
  const base = lang === 'en' ? '/loginEn' : '/user/Login';
  return from ? `${base}?redirect=${encodeURIComponent(from)}` : base;
}

/** The previous path is stored as the return path, except login pages and English pages. */
export function shouldStoreReturnPath(previousPath: string): boolean {
  return !isLoginPath(previousPath) && !isEnglishPath(previousPath);
}

/** Where to go after login: the redirect query when it is a local path, else the stored return path. */
export function afterLoginPath(redirect: string | null, stored: string | null, fallback: string): string {
  const safe = (p: string | null) =>
    p?.startsWith('/') && !p.startsWith('//') && !isLoginPath(p.split('?')[0]!) ? p : null;
  return safe(redirect) ?? safe(stored) ?? fallback;
}

/**
 * The language a browser asks for, as one of the portal's: zh-TW, zh-HK, zh-MO and zh-Hant-*
 * are Traditional, any other Chinese is Simplified, English is English; null for the rest.
 */
export function browserLang(languages: readonly string[]): Locale | null {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    if (tag.startsWith('zh')) {
      return /^zh-(tw|hk|mo|hant)\b/.test(tag) ? 'zh-Hant' : 'zh-Hans';
    }
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return null;
}

/**
 * The language a page opens in: an English-site address is always English (whatever was
 * stored before); a link that names its language (`?lang=`, as the notices' links do for a
 * page with no English-site counterpart) opens in it; elsewhere the visitor's stored choice,
 * else the browser's language, else zh-Hans (spec §9 default).
 */
export function initialLang(
  stored: Locale | null,
  path: string,
  browser: readonly string[] = [],
  search = '',
): Locale {
  if (isEnglishPath(path)) return 'en';
  const asked = new URLSearchParams(search).get(LANG_PARAM);
  if (isLocale(asked)) return asked;
  return stored ?? browserLang(browser) ?? 'zh-Hans';
}

/** English-site pages and the Chinese-site page with the same content (the language switch). */
const CHINESE_COUNTERPART: [string, string][] = [
  ['/IndexEn', '/home'],
  ['/loginEn', '/user/Login'],
  ['/exhibitor/exhibitorListEn', '/exhibitorList'],
  ['/en/register', '/visitor/visitorRegister'],
  ['/en/next', '/visitor/visitorRegister'],
  ['/en/floorplan', '/exhibitor/floorplan'],
  ['/en/inter/SupplyPlatform', '/inter/SupplyPlatform'],
  ['/en/inter/publish', '/inter/publish'],
  ['/userCenterEn/userInfo', '/user/UserCenter/UserInfo'],
  ['/userCenterEn/post', '/user/UserCenter/MyPosts'],
  ['/userCenterEn', '/userCenter'],
  ['/enterpriseCenterEn', '/myEnterprise'],
];

/** Where the Chinese site shows what an English-site page shows (its home when nothing matches). */
export function chinesePathFor(path: string): string {
  const match = CHINESE_COUNTERPART.find(([en]) => startsWithSegment(path, en));
  return match ? match[1] : '/home';
}

/** The tab title: prefixed with the unread count, capped at 99+ (spec §4). */
export function pageTitle(title: string, unread = 0): string {
  if (unread <= 0) return title;
  return `(${unread > 99 ? '99+' : unread}) ${title}`;
}
