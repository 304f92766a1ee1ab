import type { Locale } from '@cidpex/contracts';

/**
 * Router rules of spec §2, as pure functions so that they are unit-tested.
 */
const ENGLISH_PREFIXES = [
  '/IndexEn',
  '/loginEn',
  '/en',
  '/userCenterEn',
  '/enterpriseCenterEn',
  '/exhibitor/exhibitorListEn',
  '/CIDPEX',
  '/exhibition/supportMediaEn',
];
const LOGIN_PATHS = ['/user/login', '/loginen', '/organizer/login'];

function startsWithSegment(path: string, prefix: string) {
  const p = path.toLowerCase();
  const x = prefix.toLowerCase();
  return p === x || p.startsWith(`${x}/`);
}

/** A page of the English site (its own layout and navigation). */
export function isEnglishPath(path: string): boolean {
  return ENGLISH_PREFIXES.some((prefix) => startsWithSegment(path, prefix));
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

/** The language a first visit starts in: the stored one, else English on an English-site page. */
export function initialLang(stored: Locale | null, path: string): Locale {
  return stored ?? (isEnglishPath(path) ? 'en' : 'zh-Hans');
}

/** The tab title: prefixed with the unread count, capped at 99+ (spec §4). */
export function pageTitle(title: string, unread = 0): string {
  if (unread <= 0) return title;
  return `(${unread > 99 ? '99+' : unread}) ${title}`;
}
