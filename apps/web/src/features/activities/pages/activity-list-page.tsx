import { ACTIVITY_STATES, type Activity, activityActionAllowed } from '@cidpex/contracts';
import { App, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionList } from '../../../components/action-list';
import { ButtonLink } from '../../../components/button-link';
import { ConfirmButton } from '../../../components/confirm-button';
import { ListHeader } from '../../../components/list-header';
import { PagedResult } from '../../../components/paged-result';
import { ReasonAlert } from '../../../components/reason-alert';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { CenterFrame } from '../../enterprises';
import { useActivities, useActivityCommand } from '../api/activities';
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
  return (
    <ActionList
      rows={rows}
      item={(activity) => {
        const title = activityTitle(activity, english);
        const commands = (['submit', 'delete'] as const).filter((c) =>
          activityActionAllowed(activity.status, c),
        );
        return {
          actions: [
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
              <ConfirmButton
                key={cmd}
                type="link"
                danger={cmd === 'delete'}
                label={t(`actions.${cmd}`)}
                confirm={t(`confirm.${cmd}`, { name: title })}
                loading={
                  command.isPending &&
                  command.variables?.id === activity.id &&
                  command.variables.command === cmd
                }
                onConfirm={() =>
                  command.mutate(
                    { id: activity.id, command: cmd },
                    { onSuccess: () => void message.success(t(`done.${cmd}`)) },
                  )
                }
              />
            )),
          ],
          avatar: activity.cover ? (
            <img
              src={`${activity.cover.url}?width=160`}
              alt={title}
              width={80}
              height={60}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ) : null,
          title: (
            <Space wrap size={8}>
              <UserText>{title}</UserText>
              <ActivityStatus status={activity.status} />
            </Space>
          ),
          description: (
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
              {activity.status === 'rejected' ? (
                <ReasonAlert
                  style={{ marginTop: 8 }}
                  title={t('activities.rejectReason')}
                  reason={activity.rejectReason}
                />
              ) : null}
            </>
          ),
        };
      }}
    />
  );
}

function ActivityListBody() {
  const { t } = useTranslation('activities');
  const { t: tc } = useTranslation('common');
  const paths = useCenterPaths();
  const [params, update] = useUrlParams();
  const tab = readOption(params.get('status'), TABS, 'all');
  const query = useActivities({
    status: tab === 'all' ? undefined : tab,
    page: readPage(params),
    pageSize: PAGE_SIZE,
  });
  const counts = query.data?.counts;
  const countOf = (key: Tab) =>
    counts ? (key === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[key]) : undefined;
  const add = (
    <ButtonLink type="primary" to={paths.activityAdd}>
      {t('activities.add')}
    </ButtonLink>
  );
  return (
    <>
      <ListHeader>
        <span>{t('activities.intro')}</span>
        <Space wrap>
          <ButtonLink to={paths.signups()}>{t('signups.title')}</ButtonLink>
          {add}
        </Space>
      </ListHeader>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ status: key === 'all' ? null : key, page: null })}
        items={TABS.map((key) => {
          const n = countOf(key);
          const label = key === 'all' ? t('tabs.all') : t(`status.${key}`);
          return { key, label: n === undefined ? label : tc('tabCount', { tab: label, count: n }) };
        })}
      />
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(data) => data.total === 0}
        empty={t('activities.empty')}
        emptyExtra={add}
        retryText={t('retry')}
        loading={<Skeleton active avatar paragraph={{ rows: 3 }} />}
      >
        {(data) => <ActivityRows rows={data.rows} />}
      </PagedResult>
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
