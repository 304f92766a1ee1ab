import { LOCALES, type Locale, LOCALE_AUTONYMS as NATIVE } from '@cidpex/contracts';

/** What the compact switch (phone header) shows for the current language. */
const SHORT: Record<Locale, string> = { 'zh-Hans': '简', 'zh-Hant': '繁', en: 'EN' };

import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { applyLanguage, useLang } from '../app/lang';

/**
 * The language switch. Switching between the Chinese and English home pages follows the
 * language; every other page stays where it is and re-renders in the new language.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const onChange = async (next: Locale) => {
    await applyLanguage(next);
    const path = location.pathname.toLowerCase();
    if (next === 'en' && (path === '/home' || path === '/index' || path === '/')) navigate('/IndexEn');
    else if (next !== 'en' && path === '/indexen') navigate('/home');
  };
  return (
    <Select<Locale>
      aria-label={t('language.label')}
      data-testid="language-switch"
      value={lang}
      onChange={onChange}
      variant={compact ? 'borderless' : 'outlined'}
      popupMatchSelectWidth={false}
      style={{ minWidth: compact ? 60 : 120 }}
      labelRender={({ value }) => (
        <span lang={String(value)}>{compact ? SHORT[value as Locale] : NATIVE[value as Locale]}</span>
      )}
      options={LOCALES.map((l) => ({ value: l, label: <span lang={l}>{NATIVE[l]}</span> }))}
    />
  );
}
