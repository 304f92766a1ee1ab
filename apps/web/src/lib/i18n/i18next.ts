import { DEFAULT_LOCALE, type Locale } from '@cidpex/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogs live in src/locales/<lang>/<namespace>.json, one namespace per domain
 * (ARCHITECTURE §3). Only the current language is loaded; the others load on switch.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export const NAMESPACES = [
  ...new Set(
    Object.keys(loaders).map((file) => {
      const match = file.match(/\/([^/]+)\.json$/);
      return match?.[1] ?? '';
    }),
  ),
].filter(Boolean);

async function loadLanguage(instance: I18n, lang: Locale) {
  const files = Object.entries(loaders).filter(([file]) => file.includes(`/locales/${lang}/`));
  await Promise.all(
    files.map(async ([file, load]) => {
      const ns = file.match(/\/([^/]+)\.json$/)?.[1];
      if (!ns || instance.hasResourceBundle(lang, ns)) return;
      const mod = await load();
      // Not deep-merged: the namespace is new (checked above), and i18next's deep merge of 25
      // catalogs was a tenth of a slow phone's start-up script time.
      instance.addResourceBundle(lang, ns, mod.default, false, true);
    }),
  );
}

/** Sets up i18next with the language's catalogs loaded; resolves when ready to render. */
export async function initI18n(lang: Locale = DEFAULT_LOCALE): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await loadLanguage(i18next, lang);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
  return i18next;
}

export async function changeLanguage(lang: Locale) {
  await loadLanguage(i18next, lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
