import { DEFAULT_LOCALE, type Locale } from '@cidpex/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogs live in src/locales/<lang>/<namespace>.json, one namespace per domain
 * (ARCHITECTURE §3). Only the current language is loaded, all its namespaces in one module
 * (./catalogs); the others load on switch.
 */
const bundles: Record<Locale, () => Promise<{ catalogs: Record<string, Record<string, unknown>> }>> = {
  'zh-Hans': () => import('./catalogs/zh-Hans'),
  'zh-Hant': () => import('./catalogs/zh-Hant'),
  en: () => import('./catalogs/en'),
};

const loaded = new Set<Locale>();

async function loadLanguage(instance: I18n, lang: Locale) {
  if (loaded.has(lang)) return;
  const { catalogs } = await bundles[lang]();
  for (const [ns, data] of Object.entries(catalogs)) {
    // Not deep-merged: i18next's deep merge of 25 catalogs was a tenth of a slow phone's
    // start-up script time.
    if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, data, false, true);
  }
  loaded.add(lang);
}

/** Sets up i18next with the language's catalogs loaded; resolves when ready to render. */
export async function initI18n(lang: Locale = DEFAULT_LOCALE): Promise<I18n> {
  if (!i18next.isInitialized) {
    const { catalogs } = await bundles[lang]();
    await i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      ns: Object.keys(catalogs),
      defaultNS: 'common',
      resources: { [lang]: catalogs },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    loaded.add(lang);
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
