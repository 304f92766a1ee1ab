import { ACTIVITY_LIMITS, ACTIVITY_STATES, type Activity, activityActionAllowed } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonAlert } from '../../../components/reason-alert';
import { CardQueue, useCardQueueFilters } from '../../../components/review-queue/card-queue';
import { UserText } from '../../../components/user-text';
import { useActivityQueue, useReviewActivity } from '../api/activities';
import { ActivityStatus, formatActivityTime } from '../components/activity-parts';

const PAGE_SIZE = 10;

/** What the organizer checks on an activity: who holds it, when, where, for how many. */
function ActivityDetails({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('activities');
  return (
    <>
      <p style={{ margin: '4px 0', color: '#5b6b70' }}>
        {t('review.enterprise')}: <UserText>{activity.enterpriseName}</UserText> ·{' '}
        {t(`types.${activity.type}`)}
      </p>
      <p style={{ margin: '4px 0' }}>
        {formatActivityTime(i18n.language, activity.startAt, activity.endAt)} ·{' '}
        {t(`places.${activity.placeType}`)} <UserText>{activity.place}</UserText> ·{' '}
        {t('activities.seats', { taken: activity.seatsTaken, capacity: activity.capacity })}
      </p>
      {activity.description ? (
        <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
          <UserText>{activity.description}</UserText>
        </p>
      ) : null}
      {activity.status === 'rejected' ? (
        <ReasonAlert title={t('activities.rejectReason')} reason={activity.rejectReason} />
      ) : null}
    </>
  );
}

/** /organizer/activities: activities by state (waiting for review first), approve or reject with a reason. */
export default function ActivityReviewPage() {
  const { t } = useTranslation('activities');
  const filters = useCardQueueFilters(ACTIVITY_STATES, 'pending');
  const query = useActivityQueue({ ...filters, pageSize: PAGE_SIZE });
  const approving = useReviewActivity();
  const rejecting = useReviewActivity();
  return (
    <CardQueue
      title={t('review.title')}
      states={ACTIVITY_STATES}
      status={filters.status}
      stateLabel={(s) => t(`status.${s}`)}
      search={{
        label: t('review.search'),
        maxLength: ACTIVITY_LIMITS.searchMax,
        style: { width: 280, maxWidth: '100%' },
      }}
      query={query}
      pageSize={PAGE_SIZE}
      empty={t('review.empty')}
      retryText={t('retry')}
      card={(activity) => ({
        cover: activity.cover && { url: activity.cover.url, width: 160 },
        name: activity.title,
        nameEn: activity.titleEn,
        status: <ActivityStatus status={activity.status} />,
      })}
      approval={{
        review: approving,
        label: t('review.approve'),
        allowed: (activity) => activityActionAllowed(activity.status, 'approve'),
        confirm: (activity) => t('review.approveConfirm', { name: activity.title }),
        done: t('review.approved'),
      }}
      rejection={{
        review: rejecting,
        label: t('review.reject'),
        allowed: (activity) => activityActionAllowed(activity.status, 'reject'),
        title: (activity) => t('review.rejectTitle', { name: activity.title }),
        reasonLabel: t('review.reason'),
        reasonHelp: t('review.reasonHelp'),
        maxLength: ACTIVITY_LIMITS.reasonMax,
        done: t('review.rejected'),
      }}
    >
      {(activity) => <ActivityDetails activity={activity} />}
    </CardQueue>
  );
}
