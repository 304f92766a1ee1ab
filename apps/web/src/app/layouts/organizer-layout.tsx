import { Alert, Button, Grid, Menu } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { PageLoading } from '../../components/page-loading';
import { useLogout } from '../../features/accounts/api/logout';
import { isOrganizer, useSession } from '../../lib/session/session-store';
import { AntdScope } from '../antd-scope';
import { Forbidden } from '../forbidden';
import { useOffline } from '../offline';
import { BRAND } from '../theme';

/** The organizer console: a side menu on a desktop, a top menu on a phone (UI.md). */
export function OrganizerLayout() {
  const { t } = useTranslation('organizer');
  const { t: tc } = useTranslation();
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.md);
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();
  const offline = useOffline();
  const items = [
    { key: '/organizer/dashboard', label: <Link to="/organizer/dashboard">{t('menu.dashboard')}</Link> },
    { key: '/organizer/contents', label: <Link to="/organizer/contents">{t('content:org.menu')}</Link> },
    {
      key: '/organizer/webcasts',
      label: <Link to="/organizer/webcasts">{t('content:webcast.review.menu')}</Link>,
    },
    { key: '/organizer/live', label: <Link to="/organizer/live">{t('content:console.menu')}</Link> },
    { key: '/organizer/outbox', label: <Link to="/organizer/outbox">{t('menu.outbox')}</Link> },
    { key: '/organizer/operations', label: <Link to="/organizer/operations">{t('menu.operations')}</Link> },
    { key: '/organizer/visitors', label: <Link to="/organizer/visitors">{t('visitors:menu.review')}</Link> },
    { key: '/organizer/checkin', label: <Link to="/organizer/checkin">{t('visitors:menu.checkin')}</Link> },
    {
      key: '/organizer/giftCards',
      label: <Link to="/organizer/giftCards">{t('giftcards:menu.giftCards')}</Link>,
    },
    { key: '/organizer/seminar', label: <Link to="/organizer/seminar">{t('seminars:menu.seminar')}</Link> },
    {
      key: '/organizer/payments',
      label: <Link to="/organizer/payments">{t('seminars:menu.payments')}</Link>,
    },
    {
      key: '/organizer/enterprises',
      label: <Link to="/organizer/enterprises">{t('enterprises:queue.menu')}</Link>,
    },
    { key: '/organizer/products', label: <Link to="/organizer/products">{t('products:review.menu')}</Link> },
    {
      key: '/organizer/activities',
      label: <Link to="/organizer/activities">{t('activities:review.menu')}</Link>,
    },
    { key: '/organizer/purposes', label: <Link to="/organizer/purposes">{t('purposes:review.menu')}</Link> },
    { key: '/organizer/meetings', label: <Link to="/organizer/meetings">{t('meetings:stats.menu')}</Link> },
    {
      key: '/organizer/purposeModeration',
      label: <Link to="/organizer/purposeModeration">{t('purposes:moderation.menu')}</Link>,
    },
    {
      key: '/organizer/chatModeration',
      label: <Link to="/organizer/chatModeration">{t('chat:moderation.menu')}</Link>,
    },
    {
      key: '/organizer/settlements',
      label: <Link to="/organizer/settlements">{t('enterprises:settlement.queue.menu')}</Link>,
    },
    {
      key: '/organizer/enterprisePages',
      label: <Link to="/organizer/enterprisePages">{t('entpages:review.menu')}</Link>,
    },
    { key: '/organizer/fair', label: <Link to="/organizer/fair">{t('fair:phases.menu')}</Link> },
    {
      key: '/organizer/fairRequests',
      label: <Link to="/organizer/fairRequests">{t('entpages:fair.menu')}</Link>,
    },
    ...(['exhibitorApplications', 'boothPlan', 'boothContracts'] as const).map((key) => ({
      key: `/organizer/${key}`,
      label: <Link to={`/organizer/${key}`}>{t(`exsvc:org.menu.${key}`)}</Link>,
    })),
    {
      key: '/organizer/tradeApplications',
      label: <Link to="/organizer/tradeApplications">{t('exhub:trade.org.menu')}</Link>,
    },
    { key: '/organizer/surveys', label: <Link to="/organizer/surveys">{t('seminars:menu.surveys')}</Link> },
  ];
  const isLogin = location.pathname.toLowerCase().startsWith('/organizer/login');
  // A signed-in account without the organizer role sees no console frame at all.
  if (user && !isOrganizer(user) && !isLogin) return <Forbidden />;
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7f8' }}>
      <header
        style={{
          background: BRAND.primary,
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '0 16px',
          height: 56,
        }}
      >
        <Link to="/organizer/dashboard" style={{ color: '#fff', fontWeight: 600, whiteSpace: 'nowrap' }}>
          {t('consoleName')}
        </Link>
        <span style={{ flex: 1 }} />
        <span className="on-dark">
          <LanguageSwitch compact />
        </span>
        {user && !isLogin && (
          <Button
            size="small"
            ghost
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/organizer/login') })}
          >
            {tc('nav.logout')}
          </Button>
        )}
      </header>
      {offline && <Alert type="warning" banner title={tc('offlineBanner')} />}
      <div style={{ display: 'flex', flex: 1, flexDirection: desktop ? 'row' : 'column', minWidth: 0 }}>
        {!isLogin && (
          <nav aria-label={t('menu.label')} style={{ background: '#fff', width: desktop ? 220 : '100%' }}>
            <Menu
              mode={desktop ? 'inline' : 'horizontal'}
              items={items}
              selectedKeys={[location.pathname]}
              style={{ height: desktop ? '100%' : undefined, borderInlineEnd: 'none' }}
            />
          </nav>
        )}
        <main id="main" style={{ flex: 1, minWidth: 0, padding: desktop ? 24 : 12 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The console's frame is a lazily loaded route module (router.tsx), in antd's theme. */
export default function OrganizerFrame() {
  return (
    <AntdScope>
      <OrganizerLayout />
    </AntdScope>
  );
}
