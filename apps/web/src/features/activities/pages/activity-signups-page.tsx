import { SIGNUP_STATES, type Signup, type SignupDecision, type SignupState } from '@cidpex/contracts';
import { Alert, App, Button, Empty, List, Pagination, Popconfirm, Select, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang';
import { ButtonLink } from '../../../components/button-link';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { CenterFrame } from '../../enterprises/center/center-frame';
import { useActivities, useDecideSignup, useSignups } from '../api/activities';
import { activityTitle, SignupStatus, useCenterPaths } from '../components/activity-parts';

const PAGE_SIZE = 20;
const TABS = ['all', ...SIGNUP_STATES] as const;
type Tab = (typeof TABS)[number];

function SignupRows({ rows }: { rows: Signup[] }) {
  const { t, i18n } = useTranslation('activities');
  const { message } = App.useApp();
  const decide = useDecideSignup();
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  });
  const run = (signup: Signup, decision: SignupDecision) =>
    decide.mutate(
      { id: signup.id, decision },
      { onSuccess: () => void message.success(t(`signups.done.${decision}`, { name: signup.name })) },
    );
  const busy = (signup: Signup, decision: SignupDecision) =>
    decide.isPending && decide.variables?.id === signup.id && decide.variables.decision === decision;
  return (
    <List
      className="wrap-actions"
      dataSource={rows}
      rowKey="id"
      renderItem={(signup) => (
        <List.Item
          style={{ flexWrap: 'wrap', gap: 8 }}
          actions={[
            signup.status === 'pending' ? (
              <Button
                key="accept"
                type="link"
                loading={busy(signup, 'accept')}
                onClick={() => run(signup, 'accept')}
              >
                {t('signups.accept')}
              </Button>
            ) : null,
            signup.status !== 'declined' ? (
              <Popconfirm
                key="decline"
                title={t('signups.confirmDecline', { name: signup.name })}
                okText={t('signups.decline')}
                cancelText={t('cancel')}
                onConfirm={() => run(signup, 'decline')}
              >
                <Button type="link" danger loading={busy(signup, 'decline')}>
                  {t('signups.decline')}
                </Button>
              </Popconfirm>
            ) : null,
          ].filter(Boolean)}
        >
          <List.Item.Meta
            title={
              <Space wrap size={8}>
                <UserText>{signup.name || t('signups.noName')}</UserText>
                <SignupStatus status={signup.status} />
              </Space>
            }
            description={
              <>
                <UserText>{signup.activityTitle}</UserText>
                {signup.mobile ? ` · ${signup.mobile}` : ''}
                {signup.email ? ` · ${signup.email}` : ''}
                {' · '}
                {t('signups.signedUpAt', { date: date.format(new Date(signup.createdAt)) })}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

function SignupsBody() {
  const { t } = useTranslation('activities');
  const english = useLang() === 'en';
  const paths = useCenterPaths();
  const [params, setParams] = useSearchParams();
  const activityId = Number(params.get('activityId')) || undefined;
  const tabParam = params.get('status') as Tab | null;
  const tab: Tab = tabParam && TABS.includes(tabParam) ? tabParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const approved = useActivities({ status: 'approved', page: 1, pageSize: 100 });
  const query = useSignups({
    activityId,
    status: tab === 'all' ? undefined : (tab as SignupState),
    page,
    pageSize: PAGE_SIZE,
  });
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Select
          aria-label={t('signups.activity')}
          style={{ minWidth: 240, maxWidth: '100%' }}
          loading={approved.isPending}
          value={activityId ?? 0}
          onChange={(value: number) => update({ activityId: value ? String(value) : null, page: null })}
          options={[
            { value: 0, label: t('signups.allActivities') },
            ...(approved.data?.rows ?? []).map((a) => ({ value: a.id, label: activityTitle(a, english) })),
          ]}
        />
        <ButtonLink to={paths.activities}>{t('activities.backToList')}</ButtonLink>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ status: key === 'all' ? null : key, page: null })}
        items={TABS.map((key) => ({ key, label: key === 'all' ? t('tabs.all') : t(`signupStatus.${key}`) }))}
      />
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : query.data.total === 0 ? (
        <Empty description={t('signups.empty')}>
          <ButtonLink to={paths.activities}>{t('activities.backToList')}</ButtonLink>
        </Empty>
      ) : (
        <>
          <SignupRows rows={query.data.rows} />
          {query.data.total > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              showSizeChanger={false}
              onChange={(next) => update({ page: String(next) })}
            />
          ) : null}
        </>
      )}
    </>
  );
}

/** /myEnterprise/activityAppList: sign-ups to the enterprise's activities, accepted or declined here. */
export default function ActivitySignupsPage() {
  const { t } = useTranslation('activities');
  return (
    <CenterFrame active="activityAppList" title={t('signups.title')}>
      {() => <SignupsBody />}
    </CenterFrame>
  );
}
