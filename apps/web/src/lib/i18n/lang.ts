import type { Locale } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { storeLang } from '../session/storage';
import { loadAntdLocale } from './antd-locale';
import { changeLanguage } from './i18next';

/** Applies a language everywhere: storage, cookie, catalogs and `<html lang>`. */
export async function applyLanguage(lang: Locale) {
  storeLang(lang);
  document.documentElement.lang = lang;
  // antd's pack first: the language change re-renders the providers, which read it then.
  await loadAntdLocale(lang);
  await changeLanguage(lang);
}

export function useLang(): Locale {
  const { i18n } = useTranslation();
  return (i18n.language as Locale) || 'zh-Hans';
}
