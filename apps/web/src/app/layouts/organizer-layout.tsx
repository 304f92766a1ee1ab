import { Alert, Button, Grid, Menu } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { PageLoading } from '../../components/page-loading';
import { useLogout } from '../../features/accounts/api/logout';
import { AntdScope } from '../../lib/antd/antd-scope';
import { BRAND } from '../../lib/antd/theme';
import { isOrganizer, useSession } from '../../lib/session/session-store';
import { Forbidden } from '../forbidden';
import { useOffline } from '../offline';
import './organizer-layout.css';

/** The organizer console: a side menu on a desktop, a menu that opens under the bar on a phone (UI.md). */
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
  const entry = (path: string, text: string) => ({ key: path, text, label: <Link to={path}>{text}</Link> });
  const items = [
    entry('/organizer/dashboard', t('menu.dashboard')),
    entry('/organizer/contents', t('content:org.menu')),
    entry('/organizer/webcasts', t('content:webcast.review.menu')),
    entry('/organizer/live', t('content:console.menu')),
    entry('/organizer/outbox', t('menu.outbox')),
    entry('/organizer/operations', t('menu.operations')),
    entry('/organizer/visitors', t('visitors:menu.review')),
    entry('/organizer/checkin', t('visitors:menu.checkin')),
    entry('/organizer/giftCards', t('giftcards:menu.giftCards')),
    entry('/organizer/seminar', t('seminars:menu.seminar')),
    entry('/organizer/payments', t('seminars:menu.payments')),
    entry('/organizer/refunds', t('seminars:menu.refunds')),
    entry('/organizer/enterprises', t('enterprises:queue.menu')),
    entry('/organizer/products', t('products:review.menu')),
    entry('/organizer/activities', t('activities:review.menu')),
    entry('/organizer/purposes', t('purposes:review.menu')),
    entry('/organizer/meetings', t('meetings:stats.menu')),
    entry('/organizer/purposeModeration', t('purposes:moderation.menu')),
    entry('/organizer/chatModeration', t('chat:moderation.menu')),
    entry('/organizer/settlements', t('enterprises:settlement.queue.menu')),
    entry('/organizer/enterprisePages', t('entpages:review.menu')),
    entry('/organizer/fair', t('fair:phases.menu')),
    entry('/organizer/fairRequests', t('entpages:fair.menu')),
    ...(['exhibitorApplications', 'boothPlan', 'pricePlan', 'boothContracts'] as const).map((key) =>
      entry(`/organizer/${key}`, t(`exsvc:org.menu.${key}`)),
    ),
    entry('/organizer/tradeApplications', t('exhub:trade.org.menu')),
    entry('/organizer/propaganda', t('exextras:org.menu')),
    entry('/organizer/surveys', t('seminars:menu.surveys')),
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
            {desktop ? (
              <Menu
                mode="inline"
                className="org-side-menu"
                items={items}
                selectedKeys={[location.pathname]}
                style={{ height: '100%', borderInlineEnd: 'none' }}
              />
            ) : (
              // A phone shows where it is and opens the whole menu below it: no entry hidden
              // behind a "···" that a screen reader or a keyboard cannot reach.
              <details className="org-phone-menu" key={location.pathname}>
                <summary>
                  <span className="org-phone-menu__label">{t('menu.label')}</span>
                  <strong>{items.find((item) => item.key === location.pathname)?.text ?? ''}</strong>
                </summary>
                <Menu
                  mode="inline"
                  items={items}
                  selectedKeys={[location.pathname]}
                  style={{ borderInlineEnd: 'none' }}
                />
              </details>
            )}
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
