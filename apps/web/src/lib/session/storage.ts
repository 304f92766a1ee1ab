import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, type User } from '@cidpex/contracts';

/**
 * The locally kept per-user values of spec §3. One module reads and writes them so
 * that their keys and their clearing on 401 (spec §8) live in one place.
 */
export const STORAGE_KEYS = {
  token: 'token',
  lang: 'lang',
  webSite: 'webSite',
  userId: 'userId',
  enterpriseId: 'enterpriseId',
  exhibitionEnterpriseId: 'exhibitionEnterpriseId',
  exhibitionId: 'exhibitionId',
  user: 'user',
  openId: 'openId',
  tempUserId: 'tempUserId',
  wechatLAId: 'wechatLAId',
  enterprise: 'enterprise',
  returnPath: 'returnPath',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or disabled (private mode): the session lives for this page only
  }
}

export const getToken = () => read(STORAGE_KEYS.token);
export const setToken = (token: string) => write(STORAGE_KEYS.token, token);

export function getStoredLang(): Locale | null {
  const value = read(STORAGE_KEYS.lang) ?? read(STORAGE_KEYS.webSite);
  return isLocale(value) ? value : null;
}

/** Stores the language under lang and webSite and sets the locale cookie (spec §3). */
export function storeLang(lang: Locale) {
  write(STORAGE_KEYS.lang, lang);
  write(STORAGE_KEYS.webSite, lang);
  document.cookie = `${LOCALE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function getLang(): Locale {
  return getStoredLang() ?? DEFAULT_LOCALE;
}

export function getStoredUser(): User | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

/** Keeps what login answers: token, user, its id, its enterprise id and the enterprise object (spec §3). */
export function storeSession(token: string, user: User) {
  setToken(token);
  write(STORAGE_KEYS.user, JSON.stringify(user));
  write(STORAGE_KEYS.userId, String(user.id));
  if (user.enterpriseId) {
    write(STORAGE_KEYS.enterpriseId, String(user.enterpriseId));
    write(STORAGE_KEYS.enterprise, JSON.stringify({ id: user.enterpriseId }));
  } else {
    write(STORAGE_KEYS.enterpriseId, null);
    write(STORAGE_KEYS.enterprise, null);
  }
}

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The current exhibition id as last read from `config/key/currentAppointmentExhibition` (spec §3). */
export const getStoredExhibitionId = () => positiveInt(read(STORAGE_KEYS.exhibitionId));
export const storeExhibitionId = (id: number) => write(STORAGE_KEYS.exhibitionId, String(id));

/** The user's enterprise as last seen (spec §3 enterpriseId): from login, or from the center's membership. */
export const getStoredEnterpriseId = () => positiveInt(read(STORAGE_KEYS.enterpriseId));
export const storeEnterpriseId = (id: number) => write(STORAGE_KEYS.enterpriseId, String(id));

/** The user's enterprise when it exhibits at the current fair (spec §3 exhibitionEnterpriseId). */
export const getStoredExhibitionEnterpriseId = () => positiveInt(read(STORAGE_KEYS.exhibitionEnterpriseId));
export const storeExhibitionEnterpriseId = (id: number | null) =>
  write(STORAGE_KEYS.exhibitionEnterpriseId, id === null ? null : String(id));

export function storeUser(user: User) {
  write(STORAGE_KEYS.user, JSON.stringify(user));
  write(STORAGE_KEYS.userId, String(user.id));
}

/** What the 401 flow clears (spec §8): the stored enterprise, user, id and token. */
export function clearAuth() {
  for (const key of [
    STORAGE_KEYS.enterprise,
    STORAGE_KEYS.enterpriseId,
    STORAGE_KEYS.exhibitionEnterpriseId,
    STORAGE_KEYS.user,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.token,
  ]) {
    write(key, null);
  }
}

/** An id for an anonymous visitor, kept so that their records join the account after login. */
export function getTempUserId(): string {
  let id = read(STORAGE_KEYS.tempUserId);
  if (!id) {
    id = crypto.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
    write(STORAGE_KEYS.tempUserId, id);
  }
  return id;
}

export const getReturnPath = () => read(STORAGE_KEYS.returnPath);
export const setReturnPath = (path: string) => write(STORAGE_KEYS.returnPath, path);
