import type { NavItem } from '@cidpex/contracts';
import { Button, Drawer, Dropdown, Grid, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { LanguageSwitch } from '../../components/language-switch';
import { UserText } from '../../components/user-text';
import { useLogout } from '../../features/accounts/api/logout';
import { useNavigation } from '../../features/content/api/get-navigation';
import { isOrganizer, useSession } from '../../lib/session/session-store';
import { BRAND } from '../theme';

function toMenuItems(items: NavItem[]): MenuProps['items'] {
  return items.map((item) =>
    item.children.length
      ? { key: `group:${item.code}`, label: item.name, children: toMenuItems(item.children) }
      : { key: item.path || item.code, label: <Link to={item.path}>{item.name}</Link> },
  );
}

export function SiteHeader({ site }: { site: 'zh' | 'en' }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.lg);
  const [open, setOpen] = useState(false);
  const nav = useNavigation(site);
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();
  const homePath = site === 'en' ? '/IndexEn' : '/home';
  const loginPath = site === 'en' ? '/loginEn' : '/user/Login';
  const items = toMenuItems(nav.data ?? []);
  const selected = [location.pathname];

  const accountItems: MenuProps['items'] = [
    { key: 'center', label: <Link to="/userCenter/accountInfo">{t('nav.userCenter')}</Link> },
    ...(isOrganizer(user)
      ? [{ key: 'organizer', label: <Link to="/organizer/dashboard">{t('nav.organizer')}</Link> }]
      : []),
    { type: 'divider' as const },
    {
      key: 'logout',
      label: t('nav.logout'),
      onClick: () => logout.mutate(undefined, { onSettled: () => navigate(homePath) }),
    },
  ];

  const account = user ? (
    <Dropdown menu={{ items: accountItems }} trigger={['click']}>
      <Button
        type="text"
        data-testid="account-menu"
        style={{ maxWidth: desktop ? 220 : 110, paddingInline: desktop ? undefined : 6 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <UserText>{user.name || user.firstName || user.mobile || user.email}</UserText>
        </span>
      </Button>
    </Dropdown>
  ) : (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <ButtonLink to={loginPath} type="text" style={desktop ? undefined : { paddingInline: 8 }}>
        {t('nav.login')}
      </ButtonLink>
      {desktop && (
        <ButtonLink
          to={site === 'en' ? '/loginEn?tab=register' : '/user/signIn'}
          type="primary"
          style={{ background: BRAND.accent }}
        >
          {t('nav.signUp')}
        </ButtonLink>
      )}
    </span>
  );

  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        background: '#fff',
        borderBottom: '1px solid #e4eaec',
        display: 'flex',
        alignItems: 'center',
        gap: desktop ? 12 : 4,
        padding: desktop ? '0 16px' : '0 8px 0 12px',
        height: 64,
      }}
    >
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <Link
        to={homePath}
        style={{ display: 'flex', alignItems: 'center', gap: 8, color: BRAND.primary, flexShrink: 0 }}
      >
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <strong style={{ fontSize: desktop ? 17 : 16, whiteSpace: 'nowrap' }}>{t('fair.shortName')}</strong>
      </Link>
      {desktop ? (
        <nav aria-label={t('nav.mainNavigation')} style={{ flex: 1, minWidth: 0 }}>
          <Menu mode="horizontal" items={items} selectedKeys={selected} style={{ borderBottom: 'none' }} />
        </nav>
      ) : (
        <div style={{ flex: 1 }} />
      )}
      <LanguageSwitch compact={!desktop} />
      {account}
      {!desktop && (
        <>
          <Button
            type="text"
            aria-label={t('nav.openMenu')}
            title={t('nav.menu')}
            onClick={() => setOpen(true)}
            data-testid="open-menu"
            style={{ paddingInline: 8 }}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            title={t('fair.shortName')}
            placement="right"
            size={300}
            closeIcon={
              <span role="img" aria-label={t('nav.closeMenu')}>
                ×
              </span>
            }
          >
            <nav aria-label={t('nav.mainNavigation')}>
              <Menu mode="inline" items={items} selectedKeys={selected} onClick={() => setOpen(false)} />
            </nav>
          </Drawer>
        </>
      )}
    </header>
  );
}
