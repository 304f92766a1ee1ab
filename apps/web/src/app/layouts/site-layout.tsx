import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useOffline } from '../offline';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public site frame: the Chinese site (zh-Hans, zh-Hant) or the English site's navigation. */
export function SiteLayout({ site }: { site: 'zh' | 'en' }) {
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
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

export function ZhSiteLayout() {
  return <SiteLayout site="zh" />;
}
export function EnSiteLayout() {
  return <SiteLayout site="en" />;
}
