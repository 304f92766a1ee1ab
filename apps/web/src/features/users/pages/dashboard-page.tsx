import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { UserText, userSlot, WithUserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useCardHolder } from '../../cards';
import { LatestNews } from '../../content';
import { useBound } from '../../enterprises';
import { useMyFollows } from '../../follows';
import { useMyRegistration } from '../../visitors';
import { useCurrentUser } from '../api/get-user';

interface Loadable {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** One tile of the dashboard: its own skeleton, or its own error with a retry. */
function Tile({ title, query, children }: { title: string; query: Loadable; children: () => ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Card
      size="small"
      role="region"
      aria-label={title}
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}
      style={{ height: '100%' }}
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : query.error ? (
        <Alert
          type="warning"
          showIcon
          title={query.error.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      ) : (
        children()
      )}
    </Card>
  );
}

const VISITOR_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/**
 * /Admin_index/Index: the user's own overview — visitor registration and e-badge, enterprise,
 * follows, saved products and business cards, each linking to where it is managed.
 */
export default function DashboardPage() {
  const { t } = useTranslation(['users', 'enterprises']);
  const english = useLang() === 'en';
  const user = useCurrentUser().data;
  const registration = useMyRegistration();
  const bound = useBound();
  const enterprises = useMyFollows({ targetType: 'enterprise', page: 1, pageSize: 1 });
  const products = useMyFollows({ targetType: 'product', page: 1, pageSize: 1 });
  const cards = useCardHolder({ page: 1, pageSize: 1 });
  const name = user?.name || [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const registerPath = english ? '/en/register' : '/visitor/visitorRegister';

  return (
    <UserCenterFrame active="dashboard" title={t('dashboard.title')}>
      {name ? (
        <p style={{ marginTop: 0 }}>
          <WithUserText text={t('dashboard.hello', { name: userSlot('name') })} values={{ name }} />
        </p>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Tile title={t('dashboard.visitor')} query={registration}>
            {() => {
              const mine = registration.data;
              if (!mine) {
                return (
                  <>
                    <p>{t('dashboard.notRegistered')}</p>
                    <ButtonLink type="primary" to={registerPath}>
                      {t('dashboard.register')}
                    </ButtonLink>
                  </>
                );
              }
              return (
                <>
                  <p>
                    <Tag color={VISITOR_COLOURS[mine.status]}>
                      {t(`dashboard.visitorStates.${mine.status}`)}
                    </Tag>
                  </p>
                  {mine.status === 'rejected' && mine.rejectReason ? (
                    <p>
                      {t('dashboard.reason')} <UserText>{mine.rejectReason}</UserText>
                    </p>
                  ) : null}
                  <Link to="/visitor/visitorAccomplish">
                    {mine.status === 'approved' ? t('dashboard.badge') : t('dashboard.registration')}
                  </Link>
                </>
              );
            }}
          </Tile>
        </Col>
        <Col xs={24} lg={12}>
          <Tile title={t('dashboard.enterprise')} query={bound}>
            {() => {
              const membership = bound.data?.membership;
              if (!membership) {
                return (
                  <>
                    <p>{t('company.none')}</p>
                    <Link to="/user/UserCenter/CompanyInfo">{t('company.joinOrCertify')}</Link>
                  </>
                );
              }
              return (
                <>
                  <p style={{ overflowWrap: 'anywhere' }}>
                    <UserText>{english && membership.nameEn ? membership.nameEn : membership.name}</UserText>
                  </p>
                  <p>
                    {t(`enterprises:roles.${membership.role}`)} ·{' '}
                    {t(`enterprises:states.${membership.status}`)}
                  </p>
                  <Link to="/user/UserCenter/CompanyInfo">{t('dashboard.details')}</Link>
                </>
              );
            }}
          </Tile>
        </Col>
        <Col xs={24} sm={8}>
          <Tile title={t('dashboard.follows')} query={enterprises}>
            {() => (
              <>
                <Statistic value={enterprises.data?.total ?? 0} aria-label={t('dashboard.follows')} />
                <Link to="/user/UserCenter/MyCollection?type=enterprise">{t('dashboard.open')}</Link>
              </>
            )}
          </Tile>
        </Col>
        <Col xs={24} sm={8}>
          <Tile title={t('dashboard.saved')} query={products}>
            {() => (
              <>
                <Statistic value={products.data?.total ?? 0} aria-label={t('dashboard.saved')} />
                <Link to="/user/UserCenter/MyCollection">{t('dashboard.open')}</Link>
              </>
            )}
          </Tile>
        </Col>
        <Col xs={24} sm={8}>
          <Tile title={t('dashboard.cards')} query={cards}>
            {() => (
              <>
                <Statistic value={cards.data?.total ?? 0} aria-label={t('dashboard.cards')} />
                <Link to="/user/UserCenter/cardHolder">{t('dashboard.open')}</Link>
              </>
            )}
          </Tile>
        </Col>
      </Row>
      <p style={{ marginTop: 20 }}>
        <Link to="/Admin_index/LatestPublic">{t('dashboard.latest')}</Link>
      </p>
      <LatestNews count={5} />
    </UserCenterFrame>
  );
}
