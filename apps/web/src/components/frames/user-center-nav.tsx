import { Button, Drawer, Grid, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isEnglishPath } from '../../lib/route-rules';

/** The pages of the user center, grouped as the menu shows them. */
const GROUPS = {
  overview: ['dashboard', 'latestPublic', 'chat'],
  profile: ['userInfo', 'companyInfo', 'accountInfo', 'password', 'bindMobile'],
  collections: ['myCollection', 'focusEnterprise', 'myPosts'],
  cards: ['visitingCard', 'vcard', 'exchangeVcard', 'cardHolder'],
} as const;

export const USER_CENTER_PAGES = Object.values(GROUPS).flat();
export type UserCenterPage = (typeof USER_CENTER_PAGES)[number];

/** Where each page lives (spec §2 spreads them over /userCenter, /user/UserCenter, /Admin_index…) and its label. */
const PAGES: Record<UserCenterPage, { to: string; label: string }> = {
  dashboard: { to: '/Admin_index/Index', label: 'users:nav.dashboard' },
  latestPublic: { to: '/Admin_index/LatestPublic', label: 'users:nav.latestPublic' },
  chat: { to: '/user/UserCenter/chat', label: 'chat:nav.chat' },
  userInfo: { to: '/user/UserCenter/UserInfo', label: 'users:nav.userInfo' },
  companyInfo: { to: '/user/UserCenter/CompanyInfo', label: 'users:nav.companyInfo' },
  accountInfo: { to: '/userCenter/accountInfo', label: 'users:nav.accountInfo' },
  password: { to: '/userCenter/password', label: 'users:nav.password' },
  bindMobile: { to: '/userCenter/bindMobile', label: 'users:nav.bindMobile' },
  myCollection: { to: '/user/UserCenter/MyCollection', label: 'users:nav.myCollection' },
  focusEnterprise: { to: '/userCenterEn/focusEnterpriseEn', label: 'follows:nav.focusEnterprise' },
  myPosts: { to: '/user/UserCenter/MyPosts', label: 'users:nav.myPosts' },
  visitingCard: { to: '/userCenter/visitingCard', label: 'users:nav.visitingCard' },
  vcard: { to: '/user/UserCenter/vcard', label: 'cards:nav.vcard' },
  exchangeVcard: { to: '/user/UserCenter/exchangeVcard', label: 'cards:nav.exchangeVcard' },
  cardHolder: { to: '/user/UserCenter/cardHolder', label: 'cards:nav.cardHolder' },
};

/** On the English site, the pages the English center has of its own (spec §2 /userCenterEn). */
const ENGLISH_PATHS: Partial<Record<UserCenterPage, string>> = {
  userInfo: '/userCenterEn/userInfo',
  chat: '/userCenterEn/chatEn',
  myCollection: '/userCenterEn/productsEn',
};

function pathOf(page: UserCenterPage, english: boolean): string {
  return (english && ENGLISH_PATHS[page]) || PAGES[page].to;
}

/**
 * The user center's menu: at the side on a desktop (≥ md); on a phone a button naming the
 * current page opens it in a drawer, so that no row of links scrolls sideways.
 */
export function UserCenterNav({ active }: { active: UserCenterPage }) {
  const { t } = useTranslation(['users', 'cards', 'follows']);
  const screens = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const english = isEnglishPath(pathname);
  const [open, setOpen] = useState(false);
  const desktop = Boolean(screens.md);
  const items = Object.entries(GROUPS).map(([group, pages]) => ({
    type: 'group' as const,
    key: group,
    label: t(`users:nav.groups.${group}`),
    children: pages.map((page) => ({
      key: page,
      label: (
        <Link to={pathOf(page, english)} onClick={() => setOpen(false)}>
          {t(PAGES[page].label)}
        </Link>
      ),
    })),
  }));
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[active]}
      items={items}
      style={{ borderInlineEnd: 'none', borderRadius: 8 }}
    />
  );
  return (
    <nav aria-label={t('users:nav.label')} className="user-center-nav">
      {desktop ? (
        menu
      ) : (
        <>
          <Button
            icon={
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M3 6h18M3 12h18M3 18h18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            }
            aria-expanded={open}
            aria-controls="user-center-drawer"
            onClick={() => setOpen(true)}
            block
            style={{ justifyContent: 'flex-start' }}
          >
            {t('users:nav.open', { page: t(PAGES[active].label) })}
          </Button>
          <Drawer
            id="user-center-drawer"
            open={open}
            onClose={() => setOpen(false)}
            placement="left"
            size={300}
            title={t('users:nav.label')}
            styles={{ body: { padding: 8 } }}
          >
            {menu}
          </Drawer>
        </>
      )}
    </nav>
  );
}
