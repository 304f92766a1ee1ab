import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { applyLanguage, useLang } from '../../lib/i18n';
import { isEnglishPath } from '../../lib/route-rules';
import { useOffline } from '../offline';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public site frame: the Chinese site (zh-Hans, zh-Hant) or the English site's navigation. */
export function SiteLayout({ site, children }: { site: 'zh' | 'en'; children?: ReactNode }) {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader site={site} />
      {offline && (
        <div role="alert" className="offline-banner">
          {t('offlineBanner')}
        </div>
      )}
      <main id="main" style={{ flex: 1, width: '100%' }}>
        {children ?? (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

export function ZhSiteLayout() {
  return <SiteLayout site="zh" />;
}
/**
 * The English site is in English: following a link from a Chinese page to an English-site
 * address switches the language and stores it (lang, webSite, the locale cookie; spec §3).
 */
export function EnSiteLayout() {
  const lang = useLang();
  useEffect(() => {
    // Only while the address is still English: the language switch leaves for the Chinese page
    // first and then applies the chosen script, and this frame (kept until the Chinese page is
    // drawn) must not store English again over it (a reload then showed English).
    if (lang !== 'en' && isEnglishPath(window.location.pathname)) void applyLanguage('en');
  }, [lang]);
  return <SiteLayout site="en" />;
}

/**
 * What the first load draws while the page's chunk arrives (React Router's HydrateFallback):
 * the site's header and footer at once, a skeleton where the page will be (issue 23 item 9).
 * It is inert: the real layout replaces it, so a menu opened in it would vanish under the
 * finger; until then a tap does nothing, as before the frame was drawn early.
 */
export function SiteFrameFallback({ site }: { site: 'zh' | 'en' }) {
  return (
    <div inert data-testid="site-fallback">
      <SiteLayout site={site}>
        <PageLoading />
      </SiteLayout>
    </div>
  );
}
