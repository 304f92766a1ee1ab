import type { JoinRequest } from '@cidpex/contracts';
import { Alert, App, Button, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { UserText, userSlot, WithUserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl-cache';
import {
  useBound,
  useCancelJoin,
  useCertificationCheck,
  useJoinEnterprise,
  useJoinResult,
} from '../../enterprises';

function localName(row: { name: string; nameEn: string | null }, english: boolean) {
  return english && row.nameEn ? row.nameEn : row.name;
}

const STATE_COLOURS = { pending: 'gold', certified: 'green', rejected: 'red' } as const;

/** The latest join request, when it is not the current membership: waiting, refused, cancelled… */
function JoinRequestState({ request, english }: { request: JoinRequest; english: boolean }) {
  const { t } = useTranslation(['users', 'enterprises']);
  const { message } = App.useApp();
  const cancel = useCancelJoin();
  const join = useJoinEnterprise();
  const name = localName({ name: request.enterpriseName, nameEn: request.enterpriseNameEn }, english);
  const text = (key: string, extra: Record<string, string> = {}) => (
    <WithUserText
      text={t(key, {
        name: userSlot('name'),
        ...Object.fromEntries(Object.keys(extra).map((k) => [k, userSlot(k)])),
      })}
      values={{ name, ...extra }}
    />
  );
  const reapply = (
    <Button
      type="primary"
      loading={join.isPending}
      disabled={join.isPending}
      onClick={() =>
        join.mutate(
          { enterpriseId: request.enterpriseId },
          {
            onSuccess: () => void message.success(t('enterprises:certification.joinSent')),
            onError: (err) => void message.error(err.message),
          },
        )
      }
    >
      {t('company.reapply')}
    </Button>
  );
  const elsewhere = <Link to="/enterprise/certification">{t('company.findAnother')}</Link>;
  if (request.status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        title={text('company.joinPending')}
        description={t('company.appliedOn', { date: formatDate(request.createdAt, english) })}
        action={
          <Button
            loading={cancel.isPending}
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(request.id, {
                onSuccess: () => void message.success(t('enterprises:certification.cancelled')),
                onError: (err) => void message.error(err.message),
              })
            }
          >
            {t('enterprises:certification.cancelJoin')}
          </Button>
        }
      />
    );
  }
  if (request.status === 'blacklisted') {
    return <Alert type="error" showIcon title={text('company.joinBlacklisted')} description={elsewhere} />;
  }
  const key =
    request.status === 'rejected'
      ? 'company.joinRejected'
      : request.status === 'removed'
        ? 'company.joinRemoved'
        : 'company.joinCancelled';
  return (
    <Alert
      type={request.status === 'rejected' ? 'warning' : 'info'}
      showIcon
      title={text(key, request.status === 'rejected' ? { reason: request.reason ?? '' } : {})}
      description={
        <Space wrap style={{ marginTop: 8 }}>
          {reapply}
          {elsewhere}
        </Space>
      }
    />
  );
}

function formatDate(iso: string, english: boolean) {
  return dateTimeFormat(english ? 'en' : 'zh-Hans', {
    dateStyle: 'medium',
    timeZone: 'Asia/Shanghai',
  }).format(new Date(iso));
}

/**
 * /user/UserCenter/CompanyInfo: the enterprise the user belongs to (role, certification state,
 * since when), or their join request with cancel / apply again, or the way to join or certify one.
 */
export default function CompanyInfoPage() {
  const { t } = useTranslation(['users', 'enterprises']);
  const english = useLang() === 'en';
  const bound = useBound();
  const check = useCertificationCheck();
  const joinResult = useJoinResult();
  const queries = [bound, check, joinResult];

  let body: ReactNode;
  if (queries.some((q) => q.isPending)) {
    body = (
      <div role="status" aria-label={t('company.loading')}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (!bound.data || !check.data || !joinResult.data) {
    const failed = queries.find((q) => q.error)?.error;
    body = (
      <Result
        status="warning"
        title={t('company.loadError')}
        subTitle={failed?.message}
        extra={
          <Button type="primary" onClick={() => void Promise.all(queries.map((q) => q.refetch()))}>
            {t('enterprises:retry')}
          </Button>
        }
      />
    );
  } else {
    const membership = bound.data.membership;
    const request = joinResult.data.request;
    const center = english ? '/enterpriseCenterEn/basicinfo' : '/myEnterprise/basicinfo';
    if (membership) {
      const name = localName(membership, english);
      body = (
        <>
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2 }}
            size="small"
            items={[
              {
                key: 'name',
                label: t('company.name'),
                children: <UserText>{name}</UserText>,
              },
              {
                key: 'role',
                label: t('company.role'),
                children: t(`enterprises:roles.${membership.role}`),
              },
              {
                key: 'state',
                label: t('company.state'),
                children: (
                  <Tag color={STATE_COLOURS[membership.status]}>
                    {t(`enterprises:states.${membership.status}`)}
                  </Tag>
                ),
              },
              {
                key: 'since',
                label: t('company.since'),
                children: formatDate(membership.joinedAt, english),
              },
            ]}
          />
          {membership.status === 'rejected' ? (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 16 }}
              title={t('enterprises:certification.rejected', { reason: check.data.rejectReason ?? '' })}
              action={<Link to="/enterprise/certification">{t('enterprises:certification.resubmit')}</Link>}
            />
          ) : membership.status === 'pending' ? (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 16 }}
              title={t('enterprises:certification.pending')}
            />
          ) : null}
          <Space wrap style={{ marginTop: 20 }}>
            <ButtonLink type="primary" to={center}>
              {t('enterprises:certification.goCenter')}
            </ButtonLink>
          </Space>
        </>
      );
    } else if (check.data.state === 'pending') {
      body = <Alert type="info" showIcon title={t('enterprises:certification.pending')} />;
    } else {
      body = (
        <>
          {check.data.state === 'rejected' ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 24 }}
              title={t('enterprises:certification.rejected', { reason: check.data.rejectReason ?? '' })}
              action={<Link to="/enterprise/certification">{t('enterprises:certification.resubmit')}</Link>}
            />
          ) : null}
          {request && request.status !== 'approved' ? (
            <div style={{ marginBottom: 24 }}>
              <JoinRequestState request={request} english={english} />
            </div>
          ) : null}
          {request?.status === 'pending' ? null : (
            <Result
              status="info"
              title={t('company.none')}
              subTitle={t('company.noneHint')}
              extra={
                <ButtonLink type="primary" to="/enterprise/certification">
                  {t('company.joinOrCertify')}
                </ButtonLink>
              }
            />
          )}
        </>
      );
    }
  }

  return (
    <UserCenterFrame active="companyInfo" title={t('company.title')}>
      {body}
    </UserCenterFrame>
  );
}
