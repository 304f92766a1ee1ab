import type { Membership } from '@cidpex/contracts';
import { Button, Card, Col, Grid, Menu, Result, Row, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useBound } from '../api/center';
import { useCertificationCheck } from '../api/certification';

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
  'preview',
  'progress',
  'applyStatistics',
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
    // The horizontal phone menu folds its overflow into "…" after measuring; until then it must not widen the page.
    <nav aria-label={t('center.nav')} style={{ overflow: 'hidden' }}>
      <Menu
        mode={desktop ? 'inline' : 'horizontal'}
        selectedKeys={[active]}
        items={pages.map((page) => ({
          key: page,
          label: <Link to={`${base}/${page}`}>{t(`center.menu.${page}`)}</Link>,
        }))}
        style={desktop ? { borderInlineEnd: 'none', borderRadius: 8 } : { borderRadius: 8 }}
      />
    </nav>
  );
}

/** Why the caller cannot use the center (spec §6): no enterprise, or not certified (yet). */
function NoEnterprise() {
  const { t } = useTranslation('enterprises');
  const check = useCertificationCheck();
  if (check.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const state = check.data?.state ?? 'none';
  const uncertified = state === 'pending' || state === 'rejected';
  return (
    <Result
      status={uncertified ? 'info' : 'warning'}
      title={uncertified ? t('center.notCertified') : t('center.noEnterprise')}
      subTitle={
        state === 'pending'
          ? t('certification.pending')
          : state === 'rejected'
            ? t('certification.rejected', { reason: check.data?.rejectReason ?? '' })
            : t('center.noEnterpriseHint')
      }
      extra={
        <ButtonLink type="primary" to="/enterprise/certification">
          {t('center.goCertification')}
        </ButtonLink>
      }
    />
  );
}

export interface CenterFrameProps {
  active: CenterPage;
  title: string;
  /** The page, once the caller's membership of a certified enterprise is known. */
  children: (membership: Membership) => ReactNode;
}

/**
 * The frame of the enterprise center: the menu (side on a desktop, top on a phone), the
 * enterprise's name and the caller's role, and the page — or the spec's message and the way
 * to certification when the caller has no certified enterprise.
 */
export function CenterFrame({ active, title, children }: CenterFrameProps) {
  const { t } = useTranslation('enterprises');
  const english = useLang() === 'en';
  const bound = useBound();
  const membership = bound.data?.membership ?? null;
  let body: ReactNode;
  if (bound.isPending) {
    body = (
      <div role="status" aria-label={t('center.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (bound.isError) {
    body = (
      <Result
        status="warning"
        title={t('loadError')}
        extra={<Button onClick={() => void bound.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!membership?.certified) {
    body = <NoEnterprise />;
  } else {
    body = children(membership);
  }
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
              {body}
            </Card>
          </Col>
        </Row>
      </div>
    </div>
  );
}
