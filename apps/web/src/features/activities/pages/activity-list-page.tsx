import { ACTIVITY_STATES, type Activity, type ActivityState, activityActionAllowed } from '@cidpex/contracts';
import { Alert, App, Button, Empty, List, Pagination, Popconfirm, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang';
import { ButtonLink } from '../../../components/button-link';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { CenterFrame } from '../../enterprises/center/center-frame';
import { type ActivityCommand, useActivities, useActivityCommand } from '../api/activities';
import {
  ActivityStatus,
  activityTitle,
  formatActivityTime,
  useCenterPaths,
} from '../components/activity-parts';

const PAGE_SIZE = 10;
const TABS = ['all', ...ACTIVITY_STATES] as const;
type Tab = (typeof TABS)[number];

function ActivityRows({ rows }: { rows: Activity[] }) {
  const { t, i18n } = useTranslation('activities');
  const { message } = App.useApp();
  const english = useLang() === 'en';
  const paths = useCenterPaths();
  const command = useActivityCommand();
  const run = (activity: Activity, name: ActivityCommand) =>
    command.mutate(
      { id: activity.id, command: name },
      { onSuccess: () => void message.success(t(`done.${name}`)) },
    );

  return (
    <List
      className="wrap-actions"
      dataSource={rows}
      rowKey="id"
      renderItem={(activity) => {
        const title = activityTitle(activity, english);
        const commands = (['submit', 'delete'] as const).filter((c) =>
          activityActionAllowed(activity.status, c),
        );
        return (
          <List.Item
            style={{ flexWrap: 'wrap', gap: 8 }}
            actions={[
              activityActionAllowed(activity.status, 'edit') ? (
                <ButtonLink key="edit" type="link" to={paths.activityEdit(activity.id)}>
                  {t('actions.edit')}
                </ButtonLink>
              ) : null,
              activity.status === 'approved' ? (
                <ButtonLink key="signups" type="link" to={paths.signups(activity.id)}>
                  {t('activities.viewSignups')}
                </ButtonLink>
              ) : null,
              ...commands.map((cmd) => (
                <Popconfirm
                  key={cmd}
                  title={t(`confirm.${cmd}`, { name: title })}
                  okText={t(`actions.${cmd}`)}
                  cancelText={t('cancel')}
                  onConfirm={() => run(activity, cmd)}
                >
                  <Button
                    type="link"
                    danger={cmd === 'delete'}
                    loading={
                      command.isPending &&
                      command.variables?.id === activity.id &&
                      command.variables.command === cmd
                    }
                  >
                    {t(`actions.${cmd}`)}
                  </Button>
                </Popconfirm>
              )),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              avatar={
                activity.cover ? (
                  <img
                    src={`${activity.cover.url}?width=160`}
                    alt={title}
                    width={80}
                    height={60}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                  />
                ) : null
              }
              title={
                <Space wrap size={8}>
                  <UserText>{title}</UserText>
                  <ActivityStatus status={activity.status} />
                </Space>
              }
              description={
                <>
                  <span>{t(`types.${activity.type}`)}</span>
                  {' · '}
                  <span>{formatActivityTime(i18n.language, activity.startAt, activity.endAt)}</span>
                  {' · '}
                  <span>
                    {t(`places.${activity.placeType}`)} <UserText>{activity.place}</UserText>
                  </span>
                  {' · '}
                  <span>
                    {t('activities.seats', { taken: activity.seatsTaken, capacity: activity.capacity })}
                  </span>
                  {activity.status === 'rejected' && activity.rejectReason ? (
                    <Alert
                      type="error"
                      showIcon
                      style={{ marginTop: 8 }}
                      title={t('activities.rejectReason')}
                      description={<UserText>{activity.rejectReason}</UserText>}
                    />
                  ) : null}
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}

function ActivityListBody() {
  const { t } = useTranslation('activities');
  const paths = useCenterPaths();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('status') as Tab | null;
  const tab: Tab = tabParam && TABS.includes(tabParam) ? tabParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useActivities({
    status: tab === 'all' ? undefined : (tab as ActivityState),
    page,
    pageSize: PAGE_SIZE,
  });
  const counts = query.data?.counts;
  const countOf = (key: Tab) =>
    counts ? (key === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[key]) : undefined;
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
        <span>{t('activities.intro')}</span>
        <Space wrap>
          <ButtonLink to={paths.signups()}>{t('signups.title')}</ButtonLink>
          <ButtonLink type="primary" to={paths.activityAdd}>
            {t('activities.add')}
          </ButtonLink>
        </Space>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ status: key === 'all' ? null : key, page: null })}
        items={TABS.map((key) => {
          const n = countOf(key);
          const label = key === 'all' ? t('tabs.all') : t(`status.${key}`);
          return { key, label: n === undefined ? label : t('tabCount', { tab: label, count: n }) };
        })}
      />
      {query.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : query.data.total === 0 ? (
        <Empty description={t('activities.empty')}>
          <ButtonLink type="primary" to={paths.activityAdd}>
            {t('activities.add')}
          </ButtonLink>
        </Empty>
      ) : (
        <>
          <ActivityRows rows={query.data.rows} />
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

/** /myEnterprise/activityList: the enterprise's activities by state. */
export default function ActivityListPage() {
  const { t } = useTranslation('activities');
  return (
    <CenterFrame active="activityList" title={t('activities.title')}>
      {() => <ActivityListBody />}
    </CenterFrame>
  );
}
