import type { Membership } from '@cidpex/contracts';
import { Alert, Button, Card, Result, Skeleton, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { useSettlementState } from './api';
import { SETTLEMENT_STATE_COLOR, SettlementDetails, SettlementFrame } from './settlement-parts';

const INTEREST_PATH = '/enterprise/settledInterest';

function SettlementState({ membership }: { membership: Membership }) {
  const { t } = useTranslation('enterprises');
  const query = useSettlementState();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('loadError')}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  const { state, settlement } = query.data;
  const admin = membership.role === 'admin';
  const current = state === 'none' ? 0 : state === 'pending' ? 1 : 2;
  const action =
    state === 'none'
      ? t('settlement.apply')
      : state === 'pending'
        ? t('settlement.modify')
        : state === 'rejected'
          ? t('settlement.resubmit')
          : null;

  return (
    <>
      <Steps
        current={current}
        status={state === 'rejected' ? 'error' : state === 'settled' ? 'finish' : 'process'}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('settlement.stepApply') },
          { title: t('settlement.stepReview') },
          { title: state === 'rejected' ? t('settlement.states.rejected') : t('settlement.stepDone') },
        ]}
      />
      <Card
        size="small"
        title={t('settlement.fields.state')}
        extra={
          <Tag color={SETTLEMENT_STATE_COLOR[state]} data-testid="settlement-state">
            {t(`settlement.states.${state}`)}
          </Tag>
        }
      >
        {state === 'rejected' ? (
          <Alert
            type="error"
            showIcon
            data-testid="settlement-rejected"
            title={t('settlement.rejected', { reason: settlement?.rejectReason ?? '' })}
            style={{ marginBottom: 16 }}
          />
        ) : (
          <Alert
            type={state === 'settled' ? 'success' : 'info'}
            showIcon
            title={t(`settlement.${state}`)}
            style={{ marginBottom: 16 }}
          />
        )}
        {settlement && <SettlementDetails settlement={settlement} />}
        {action &&
          (admin ? (
            <ButtonLink type="primary" to={INTEREST_PATH} style={{ marginTop: 8 }}>
              {action}
            </ButtonLink>
          ) : (
            <Alert type="warning" title={t('settlement.adminOnly')} style={{ marginTop: 8 }} />
          ))}
      </Card>
    </>
  );
}

/**
 * /enterprise/settlement: where the caller's enterprise stands on the enterprise service
 * platform (not applied, under review, settled, rejected with the organizer's reason), what
 * it applied for, and for the administrator the way to apply or change the application.
 */
export default function SettlementPage() {
  const { t } = useTranslation('enterprises');
  return (
    <SettlementFrame title={t('settlement.title')} intro={t('settlement.intro')}>
      {(membership) => <SettlementState membership={membership} />}
    </SettlementFrame>
  );
}
