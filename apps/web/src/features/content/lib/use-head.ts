import { LOCALES, type Locale } from '@cidpex/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { applyLanguage, useLang } from '../../../lib/i18n';
import { pageTitle } from '../../../lib/route-rules';

/** ?lang=zh-Hant (the hreflang links) opens the page in that language. */
export function useLangFromUrl() {
  const [params] = useSearchParams();
  const lang = useLang();
  const wanted = params.get('lang') as Locale | null;
  useEffect(() => {
    if (wanted && wanted !== lang && (LOCALES as readonly string[]).includes(wanted))
      void applyLanguage(wanted);
  }, [wanted, lang]);
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    if (hreflang) el.hreflang = hreflang;
    el.dataset.content = '1';
    document.head.appendChild(el);
  }
  el.href = href;
}

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Title, description, canonical URL and hreflang links of a content page (the server writes
 * the same into the HTML it sends, for crawlers that run no script).
 */
export function useContentHead(title: string | null, description: string, path: string) {
  const lang = useLang();
  useEffect(() => {
    if (title === null) return;
    document.title = pageTitle(title);
    setMeta('description', description);
    const url = (l: Locale) => {
      const u = new URL(path, window.location.origin);
      u.searchParams.set('lang', l);
      return u.toString();
    };
    setLink('canonical', url(lang));
    for (const l of LOCALES) setLink('alternate', url(l), l);
    return () => {
      for (const el of document.head.querySelectorAll('link[data-content]')) el.remove();
    };
  }, [title, description, path, lang]);
}
