import type { Membership } from '@cidpex/contracts';
import { Card, Col, Grid, Menu, Row, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../lib/i18n';
import { UserText } from '../user-text';

/** The English name on the English site when there is one. */
export function displayName(row: { name: string; nameEn: string | null }, english: boolean) {
  return english && row.nameEn ? row.nameEn : row.name;
}

/** Pages of the enterprise center built here, in menu order; the English center has the first three. */
export const CENTER_PAGES = [
  'basicinfo',
  'entInfo',
  'userRole',
  'contactManagement',
  'productList',
  'brand/list',
  'activityList',
  'activityAppList',
  'webcast',
  'chatAppl',
  'inviList',
  'sceneChat',
  'preview',
  'progress',
  'applyStatistics',
  'ordersContracts',
  'billCtrl',
  'invoiceInformation',
  'sampleAppl',
  'agencyAppli',
] as const;
export type CenterPage = (typeof CENTER_PAGES)[number];
const ENGLISH_PAGES: readonly CenterPage[] = ['basicinfo', 'entInfo', 'userRole'];

/** '/enterpriseCenterEn' on the English site, else '/myEnterprise'. */
export function useCenterBase() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/enterprisecenteren') ? '/enterpriseCenterEn' : '/myEnterprise';
}

function CenterNav({ active }: { active: CenterPage }) {
  const { t } = useTranslation('enterprises');
  const base = useCenterBase();
  const desktop = Boolean(Grid.useBreakpoint().md);
  const pages = base === '/enterpriseCenterEn' ? ENGLISH_PAGES : CENTER_PAGES;
  return (
    // On a phone the menu is one row that scrolls sideways inside the nav (never widening the page).
    // antd's own "…" folding left the folded entries focusable inside aria-hidden items (issue 24,
    // axe aria-hidden-focus): a keyboard reached links a screen reader was told are not there.
    <nav aria-label={t('center.nav')} style={desktop ? undefined : { overflowX: 'auto' }}>
      <Menu
        mode={desktop ? 'inline' : 'horizontal'}
        disabledOverflow={!desktop}
        selectedKeys={[active]}
        items={pages.map((page) => ({
          key: page,
          label: <Link to={`${base}/${page}`}>{t(`center.menu.${page}`)}</Link>,
        }))}
        style={
          desktop
            ? { borderInlineEnd: 'none', borderRadius: 8 }
            : { borderRadius: 8, flexWrap: 'nowrap', width: 'max-content', minWidth: '100%' }
        }
      />
    </nav>
  );
}

export interface EnterpriseCenterFrameProps {
  active: CenterPage;
  title: string;
  /** The caller's certified membership, shown beside the title; null while unknown or absent. */
  membership: Membership | null;
  /** The page, or the state (loading, error, no enterprise) in its place. */
  children: ReactNode;
}

/**
 * The frame of the enterprise center: the menu (side on a desktop, top on a phone), the
 * enterprise's name and the caller's role, and the page. The enterprises feature's
 * `CenterFrame` fills it with the caller's membership.
 */
export function EnterpriseCenterFrame({ active, title, membership, children }: EnterpriseCenterFrameProps) {
  const { t } = useTranslation('enterprises');
  const english = useLang() === 'en';
  return (
    <div style={{ background: '#f5f7f8', minHeight: '100%' }}>
      <div className="page">
        <Row gutter={[24, 16]}>
          <Col xs={24} md={7} lg={5}>
            <CenterNav active={active} />
          </Col>
          <Col xs={24} md={17} lg={19} style={{ minWidth: 0 }}>
            <Card
              variant="borderless"
              style={{ boxShadow: '0 1px 4px rgba(15,47,54,0.08)' }}
              styles={{ body: { padding: '20px 16px' } }}
            >
              <div
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 8,
                  marginBottom: 16,
                }}
              >
                <h1 style={{ fontSize: 22, margin: 0 }}>{title}</h1>
                {membership?.certified && (
                  <span>
                    <UserText>{displayName(membership, english)}</UserText>{' '}
                    <Tag color={membership.role === 'admin' ? 'gold' : 'blue'}>
                      {t(`roles.${membership.role}`)}
                    </Tag>
                  </span>
                )}
              </div>
              {children}
            </Card>
          </Col>
        </Row>
      </div>
    </div>
  );
}
