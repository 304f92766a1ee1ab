import { LOCALES, type Locale, LOCALE_AUTONYMS as NATIVE } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { applyLanguage, useLang } from '../lib/i18n';
import { chinesePathFor, isEnglishPath } from '../lib/route-rules';
import './controls.css';

/** What the compact switch (phone header) shows for the current language. */
const SHORT: Record<Locale, string> = { 'zh-Hans': '简', 'zh-Hant': '繁', en: 'EN' };

/**
 * The language switch: the browser's own select (a phone shows its native picker), drawn as
 * the current language's name, or its short form in the compact header. Switching between the
 * Chinese and English home pages follows the language, and a Chinese script chosen on an
 * English-site page opens its Chinese-site page; every other page stays where it is and
 * re-renders in the new language.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const onChange = async (next: Locale) => {
    // An English-site address is always English: a Chinese script is shown on its Chinese page,
    // left first so that the English frame does not switch the language back.
    if (next !== 'en' && isEnglishPath(location.pathname)) {
      // A data router's navigation waits for the page's chunk: the language follows it.
      await navigate(chinesePathFor(location.pathname));
      await applyLanguage(next);
      return;
    }
    await applyLanguage(next);
    const path = location.pathname.toLowerCase();
    if (next === 'en' && (path === '/home' || path === '/index' || path === '/')) navigate('/IndexEn');
  };
  return (
    <span
      className={compact ? 'native-select native-select--borderless' : 'native-select'}
      style={{ minWidth: compact ? 56 : 120 }}
    >
      <span lang={lang} aria-hidden="true">
        {compact ? SHORT[lang] : NATIVE[lang]}
      </span>
      <svg className="native-select__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <select
        aria-label={t('language.label')}
        data-testid="language-switch"
        value={lang}
        onChange={(event) => void onChange(event.target.value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NATIVE[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
