import type { Locale } from '@cidpex/contracts';
import { SIGNUP_STATES, type Signup, type SignupDecision } from '@cidpex/contracts';
import { App, Button, Select, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionList } from '../../../components/action-list';
import { ButtonLink } from '../../../components/button-link';
import { ConfirmButton } from '../../../components/confirm-button';
import { ListHeader } from '../../../components/list-header';
import { PagedResult } from '../../../components/paged-result';
import { UserText } from '../../../components/user-text';
import { formatFairTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { CenterFrame } from '../../enterprises';
import { useActivities, useDecideSignup, useSignups } from '../api/activities';
import { activityTitle, SignupStatus, useCenterPaths } from '../components/activity-parts';

const PAGE_SIZE = 20;
const TABS = ['all', ...SIGNUP_STATES] as const;

function SignupRows({ rows }: { rows: Signup[] }) {
  const { t, i18n } = useTranslation('activities');
  const { message } = App.useApp();
  const decide = useDecideSignup();
  const run = (signup: Signup, decision: SignupDecision) =>
    decide.mutate(
      { id: signup.id, decision },
      { onSuccess: () => void message.success(t(`signups.done.${decision}`, { name: signup.name })) },
    );
  const busy = (signup: Signup, decision: SignupDecision) =>
    decide.isPending && decide.variables?.id === signup.id && decide.variables.decision === decision;
  return (
    <ActionList
      rows={rows}
      item={(signup) => ({
        actions: [
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
            <ConfirmButton
              key="decline"
              type="link"
              danger
              label={t('signups.decline')}
              confirm={t('signups.confirmDecline', { name: signup.name })}
              loading={busy(signup, 'decline')}
              onConfirm={() => run(signup, 'decline')}
            />
          ) : null,
        ],
        title: (
          <Space wrap size={8}>
            <UserText>{signup.name || t('signups.noName')}</UserText>
            <SignupStatus status={signup.status} />
          </Space>
        ),
        description: (
          <>
            <UserText>{signup.activityTitle}</UserText>
            {signup.mobile ? ` · ${signup.mobile}` : ''}
            {signup.email ? ` · ${signup.email}` : ''}
            {' · '}
            {t('signups.signedUpAt', { date: formatFairTime(signup.createdAt, i18n.language as Locale) })}
          </>
        ),
      })}
    />
  );
}

function SignupsBody() {
  const { t } = useTranslation('activities');
  const english = useLang() === 'en';
  const paths = useCenterPaths();
  const [params, update] = useUrlParams();
  const activityId = Number(params.get('activityId')) || undefined;
  const tab = readOption(params.get('status'), TABS, 'all');
  const approved = useActivities({ status: 'approved', page: 1, pageSize: 100 });
  const query = useSignups({
    activityId,
    status: tab === 'all' ? undefined : tab,
    page: readPage(params),
    pageSize: PAGE_SIZE,
  });
  const back = <ButtonLink to={paths.activities}>{t('activities.backToList')}</ButtonLink>;
  return (
    <>
      <ListHeader>
        <Select
          aria-label={t('signups.activity')}
          style={{ minWidth: 240, maxWidth: '100%' }}
          loading={approved.isPending}
          value={activityId ?? 0}
          onChange={(value: number) => update({ activityId: value || null, page: null })}
          options={[
            { value: 0, label: t('signups.allActivities') },
            ...(approved.data?.rows ?? []).map((a) => ({ value: a.id, label: activityTitle(a, english) })),
          ]}
        />
        {back}
      </ListHeader>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ status: key === 'all' ? null : key, page: null })}
        items={TABS.map((key) => ({ key, label: key === 'all' ? t('tabs.all') : t(`signupStatus.${key}`) }))}
      />
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(data) => data.total === 0}
        empty={t('signups.empty')}
        emptyExtra={back}
        retryText={t('retry')}
        loading={<Skeleton active paragraph={{ rows: 3 }} />}
      >
        {(data) => <SignupRows rows={data.rows} />}
      </PagedResult>
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
