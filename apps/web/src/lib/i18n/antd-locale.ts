import type { Locale } from '@cidpex/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';

/**
 * Ant Design's texts (pagination, pickers, empty states) for each language, loaded on demand:
 * only the current language's pack is fetched before the first render (main.tsx), another
 * one when the person switches (lang.ts).
 */
const LOADERS: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'zh-Hans': () => import('antd/locale/zh_CN'),
  'zh-Hant': () => import('antd/locale/zh_TW'),
  en: () => import('antd/locale/en_US'),
};

const loaded = new Map<Locale, AntdLocale>();

export async function loadAntdLocale(lang: Locale): Promise<void> {
  if (loaded.has(lang)) return;
  loaded.set(lang, (await LOADERS[lang]()).default);
}

/** The pack of a language once loaded (undefined before: antd's built-in English). */
export function antdLocale(lang: Locale): AntdLocale | undefined {
  return loaded.get(lang);
}
