import { Grid, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const USER_CENTER_PAGES = [
  'visitingCard',
  'accountInfo',
  'password',
  'bindMobile',
  'vcard',
  'exchangeVcard',
  'cardHolder',
  'focusEnterprise',
] as const;
export type UserCenterPage = (typeof USER_CENTER_PAGES)[number];

/** Pages of other features, at the spec's paths outside /userCenter, with their catalog keys. */
const ELSEWHERE: Partial<Record<UserCenterPage, { to: string; label: string }>> = {
  vcard: { to: '/user/UserCenter/vcard', label: 'cards:nav.vcard' },
  exchangeVcard: { to: '/user/UserCenter/exchangeVcard', label: 'cards:nav.exchangeVcard' },
  cardHolder: { to: '/user/UserCenter/cardHolder', label: 'cards:nav.cardHolder' },
  focusEnterprise: { to: '/userCenterEn/focusEnterpriseEn', label: 'follows:nav.focusEnterprise' },
};

/** The user center's menu: at the side on a desktop (≥ md), across the top on a phone. */
export function UserCenterNav({ active }: { active: UserCenterPage }) {
  const { t } = useTranslation('users');
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.md);
  const items = USER_CENTER_PAGES.map((page) => ({
    key: page,
    label: (
      <Link to={ELSEWHERE[page]?.to ?? `/userCenter/${page}`}>
        {t(ELSEWHERE[page]?.label ?? `nav.${page}`)}
      </Link>
    ),
  }));
  return (
    <nav aria-label={t('nav.label')} className="user-center-nav">
      <Menu
        mode={desktop ? 'inline' : 'horizontal'}
        selectedKeys={[active]}
        items={items}
        style={desktop ? { borderInlineEnd: 'none', borderRadius: 8 } : { borderRadius: 8 }}
      />
    </nav>
  );
}
