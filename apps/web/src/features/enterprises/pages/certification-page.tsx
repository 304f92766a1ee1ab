import type { EnterpriseSummary } from '@cidpex/contracts';
import { Alert, App, Button, Empty, Input, List, Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText, userSlot, WithUserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import {
  useCancelJoin,
  useCertificationCheck,
  useEnterpriseSearch,
  useJoinEnterprise,
  useJoinResult,
} from '../api/certification';
import { CertificationForm } from '../components/certification-form';

function displayName(row: { name: string; nameEn: string | null }, english: boolean) {
  return english && row.nameEn ? row.nameEn : row.name;
}

/**
 * /enterprise/certification: find your company, then join it (certified) or certify it.
 * Shows the state of your certification (with the reject reason) and of your join request.
 */
export default function CertificationPage() {
  const { t } = useTranslation('enterprises');
  const english = useLang() === 'en';
  const { message } = App.useApp();
  const check = useCertificationCheck();
  const joinResult = useJoinResult();
  const join = useJoinEnterprise();
  const cancel = useCancelJoin();
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const search = useEnterpriseSearch(name, page);

  if (check.isPending || joinResult.isPending) {
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  if (check.isError || joinResult.isError) {
    return (
      <Result
        status="warning"
        title={t('loadError')}
        extra={
          <Button onClick={() => void Promise.all([check.refetch(), joinResult.refetch()])}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const state = check.data;
  if (state.state === 'certified' && state.enterprise) {
    return (
      <Result
        status="success"
        title={
          <h1 className="result-heading">
            <WithUserText
              text={t('certification.certified', { name: userSlot('name') })}
              values={{ name: displayName(state.enterprise, english) }}
            />
          </h1>
        }
        extra={
          <Link to={english ? '/enterpriseCenterEn/basicinfo' : '/myEnterprise/basicinfo'}>
            {t('certification.goCenter')}
          </Link>
        }
      />
    );
  }
  if (state.state === 'pending') {
    return (
      <Result
        status="info"
        title={<h1 className="result-heading">{t('certification.title')}</h1>}
        subTitle={t('certification.pending')}
      />
    );
  }

  const request = joinResult.data.request;
  const requestName = request
    ? displayName({ name: request.enterpriseName, nameEn: request.enterpriseNameEn }, english)
    : '';

  async function apply(row: EnterpriseSummary) {
    await join.mutateAsync({ enterpriseId: row.id });
    message.success(t('certification.joinSent'));
  }

  return (
    <div className="enterprise-certification" style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1>{t('certification.title')}</h1>
      <p>{t('certification.intro')}</p>
      {request?.status === 'pending' && (
        <Alert
          type="info"
          showIcon
          title={
            <WithUserText
              text={t('certification.joinPending', { name: userSlot('name') })}
              values={{ name: requestName }}
            />
          }
          action={
            <Button
              size="small"
              loading={cancel.isPending}
              onClick={async () => {
                await cancel.mutateAsync(request.id);
                message.success(t('certification.cancelled'));
              }}
            >
              {t('certification.cancelJoin')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {request?.status === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          title={
            <WithUserText
              text={t('certification.joinRejected', { name: userSlot('name'), reason: userSlot('reason') })}
              values={{ name: requestName, reason: request.reason ?? '' }}
            />
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {request?.status === 'blacklisted' && (
        <Alert
          type="error"
          showIcon
          title={
            <WithUserText
              text={t('certification.joinBlacklisted', { name: userSlot('name') })}
              values={{ name: requestName }}
            />
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {state.state === 'rejected' && (
        <Alert
          type="error"
          showIcon
          data-testid="cert-rejected"
          title={t('certification.rejected', { reason: state.rejectReason ?? '' })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        defaultActiveKey={state.state === 'rejected' ? 'certify' : 'join'}
        items={[
          {
            key: 'join',
            label: t('certification.tabJoin'),
            children: (
              <>
                <Input.Search
                  aria-label={t('certification.searchLabel')}
                  placeholder={t('certification.searchPlaceholder')}
                  enterButton={t('certification.search')}
                  value={draft}
                  maxLength={50}
                  onChange={(event) => setDraft(event.target.value)}
                  onSearch={(value) => {
                    setName(value.trim());
                    setPage(1);
                  }}
                />
                {name &&
                  (search.isPending ? (
                    <Skeleton active />
                  ) : search.data && search.data.rows.length > 0 ? (
                    <List
                      dataSource={search.data.rows}
                      pagination={
                        search.data.total > 10
                          ? { current: page, total: search.data.total, pageSize: 10, onChange: setPage }
                          : false
                      }
                      renderItem={(row) => (
                        <List.Item
                          actions={[
                            <Button
                              key="join"
                              type="primary"
                              disabled={request?.status === 'pending'}
                              loading={join.isPending && join.variables?.enterpriseId === row.id}
                              onClick={() => void apply(row).catch(() => undefined)}
                            >
                              {t('certification.join')}
                            </Button>,
                          ]}
                        >
                          <List.Item.Meta title={<UserText>{row.name}</UserText>} description={row.nameEn} />
                        </List.Item>
                      )}
                    />
                  ) : (
                    <Empty description={t('certification.noResult')} />
                  ))}
              </>
            ),
          },
          {
            key: 'certify',
            label: t('certification.tabCertify'),
            children: (
              <CertificationForm
                previous={state.state === 'rejected' ? state.enterprise : null}
                onDone={() => message.success(t('certification.submitted'))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
