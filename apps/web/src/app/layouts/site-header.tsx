import type { NavItem } from '@cidpex/contracts';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { MenuButton, type MenuEntry } from '../../components/menu-button';
import { Sheet } from '../../components/sheet';
import { UserText } from '../../components/user-text';
import { useLogout } from '../../features/accounts/api/logout';
import { ChatUnreadBadge } from '../../features/chat';
import { useNavigation } from '../../features/content/api/get-navigation';
import { HeaderSearch } from '../../features/search';
import { useLang } from '../../lib/i18n';
import { isOrganizer, useSession } from '../../lib/session/session-store';
import { BREAKPOINTS, useMediaQuery } from '../../lib/use-media-query';
import { DesktopNav, PhoneNav } from './site-nav';
import './site-header.css';

const NO_ITEMS: NavItem[] = [];

/**
 * Whether the desktop menu needs a row of its own: when its entries (measured on the nav's
 * invisible copy) are wider than what the brand, search, language and account leave beside
 * them — the English menu's thirteen entries at 1280 px — they get the header's whole width
 * below the top bar instead of folding under "···". The other parts keep their width in both
 * layouts, so the answer does not flip back and forth.
 */
function useTwoRows(header: RefObject<HTMLElement | null>, desktop: boolean, items: NavItem[]) {
  const [twoRows, setTwoRows] = useState(false);
  useLayoutEffect(() => {
    const bar = header.current;
    if (!bar || !desktop || items.length === 0) {
      setTwoRows(false);
      return;
    }
    const compute = () => {
      const copy = bar.querySelector('.site-nav__measure');
      if (!copy) return;
      const widths = [...copy.children].map((li) => li.getBoundingClientRect().width);
      widths.pop(); // the "more" button, not needed when everything shows
      // The copy is drawn in the current layout; its entries as one row would draw them (the two-row
      // layout pads them less): measured so, the choice never changes what it is made from.
      const link = copy.querySelector('.site-nav__link');
      const padNow = link ? Number.parseFloat(getComputedStyle(link).paddingLeft) || 0 : 0;
      const padOneRow = Number.parseFloat(getComputedStyle(bar).getPropertyValue('--nav-link-pad')) || 16;
      const needed = widths.reduce((sum, w) => sum + w, 0) + widths.length * 2 * (padOneRow - padNow);
      const style = getComputedStyle(bar);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const others = [...bar.children].filter(
        (child) => !child.classList.contains('site-nav') && getComputedStyle(child).position !== 'absolute',
      );
      const used =
        others.reduce((sum, child) => sum + child.getBoundingClientRect().width + gap, 0) +
        Number.parseFloat(style.paddingLeft) +
        Number.parseFloat(style.paddingRight);
      const room = bar.clientWidth - used;
      // A few pixels of slack before going back to one row: rounding never flips it to and fro.
      setTwoRows((two) => (two ? needed > room - 4 : needed > room));
    };
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(bar);
    const copy = bar.querySelector('.site-nav__measure');
    if (copy) observer.observe(copy);
    return () => observer.disconnect();
  }, [header, desktop, items]);
  return twoRows;
}

/**
 * The site's header: the fair's name, the navigation (a row on a desktop, a sheet behind the
 * menu button on a phone), the language switch and the account. Drawn without antd so that
 * every page's first load stays small (docs/benchmarks.md, issue 5).
 */
export function SiteHeader({ site }: { site: 'zh' | 'en' }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(BREAKPOINTS.lg);
  // The language's full name and the search box need the width of a large desktop (header-search.tsx).
  const wide = useMediaQuery('(min-width: 1440px)');
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const lang = useLang();
  // The menu follows the reader's language, not the frame: the English /home and /IndexEn show
  // the same menu, and a Chinese reader keeps the Chinese one (issue 24).
  const nav = useNavigation(lang === 'en' || site === 'en' ? 'en' : 'zh');
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();
  const homePath = site === 'en' ? '/IndexEn' : '/home';
  const loginPath = site === 'en' ? '/loginEn' : '/user/Login';
  const signUpPath = site === 'en' ? '/loginEn?tab=register' : '/user/signIn';
  const items = nav.data ?? NO_ITEMS;
  const twoRows = useTwoRows(headerRef, desktop, items);

  const accountItems: MenuEntry[] = [
    { key: 'badge', label: t('nav.myBadge'), to: '/visitor/visitorAccomplish' },
    { key: 'registrations', label: t('nav.myRegistrations'), to: '/Admin_index/Index' },
    // For every account: a member lands in the center, anyone else on the way to join or certify
    // one (the login answer does not tell membership; the center itself does).
    {
      key: 'enterprise',
      label: t('nav.enterpriseCenter'),
      to: site === 'en' ? '/enterpriseCenterEn' : '/myEnterprise',
    },
    { key: 'center', label: t('nav.userCenter'), to: '/userCenter/accountInfo' },
    ...(isOrganizer(user)
      ? [{ key: 'organizer', label: t('nav.organizer'), to: '/organizer/dashboard' }]
      : []),
    { key: 'divider', separator: true },
    {
      key: 'logout',
      label: t('nav.logout'),
      onSelect: () => logout.mutate(undefined, { onSettled: () => navigate(homePath) }),
    },
  ];

  const account = user ? (
    <MenuButton
      items={accountItems}
      buttonProps={{ className: 'btn btn--text site-header__account', 'data-testid': 'account-menu' }}
      label={
        <span className="site-header__account-name">
          <UserText>{user.name || user.firstName || user.mobile || user.email}</UserText>
        </span>
      }
    />
  ) : (
    <span className="site-header__guest">
      <Link to={loginPath} className="btn btn--text site-header__login">
        {t('nav.login')}
      </Link>
      <Link to={signUpPath} className="btn btn--accent site-header__signup">
        {t('nav.signUp')}
      </Link>
    </span>
  );

  return (
    <header
      ref={headerRef}
      className={[
        'site-header',
        desktop && 'site-header--desktop',
        twoRows && 'site-header--two-rows',
        user && 'site-header--signed-in',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      {/* Named by its label: on a signed-in phone the name is hidden and the mark stands alone. */}
      <Link to={homePath} className="site-header__brand" aria-label={t('fair.shortName')}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <strong>{t('fair.shortName')}</strong>
      </Link>
      {desktop ? <DesktopNav items={items} label={t('nav.mainNavigation')} /> : <div style={{ flex: 1 }} />}
      <HeaderSearch />
      <LanguageSwitch compact={!wide} />
      {user && <ChatUnreadBadge english={site === 'en'} />}
      {account}
      {!desktop && (
        <>
          <button
            type="button"
            className="btn btn--text site-header__menu"
            aria-label={t('nav.openMenu')}
            title={t('nav.menu')}
            onClick={() => setOpen(true)}
            data-testid="open-menu"
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <Sheet
            open={open}
            onClose={() => setOpen(false)}
            title={t('fair.shortName')}
            closeLabel={t('nav.closeMenu')}
          >
            {!user && (
              <div className="site-header__sheet-guest">
                <Link to={loginPath} className="btn" onClick={() => setOpen(false)}>
                  {t('nav.login')}
                </Link>
                <Link to={signUpPath} className="btn btn--accent" onClick={() => setOpen(false)}>
                  {t('nav.signUp')}
                </Link>
              </div>
            )}
            <PhoneNav items={items} label={t('nav.mainNavigation')} onNavigate={() => setOpen(false)} />
          </Sheet>
        </>
      )}
    </header>
  );
}
