import {
  ACTIVITY_LIMITS,
  ACTIVITY_STATES,
  type Activity,
  type ActivityState,
  activityActionAllowed,
} from '@cidpex/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Pagination,
  Popconfirm,
  Segmented,
  Skeleton,
  Space,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { useActivityQueue, useReviewActivity } from '../api/activities';
import { ActivityStatus, formatActivityTime } from '../components/activity-parts';

const PAGE_SIZE = 10;

/** A rejection needs a reason, which the enterprise reads. */
function RejectDialog({ activity, onClose }: { activity: Activity | null; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const review = useReviewActivity();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={activity !== null}
      title={activity ? t('review.rejectTitle', { name: activity.title }) : ''}
      okText={t('review.reject')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: review.isPending }}
      onCancel={onClose}
      destroyOnHidden
      onOk={() =>
        form.validateFields().then(
          ({ reason }) =>
            activity &&
            review.mutate(
              { id: activity.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  void message.success(t('review.rejected'));
                  onClose();
                },
              },
            ),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('review.reason')}
          extra={t('review.reasonHelp')}
          rules={[
            { required: true, whitespace: true, message: tc('form.required', { label: t('review.reason') }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={ACTIVITY_LIMITS.reasonMax} showCount />
        </Form.Item>
        {review.error ? <Alert type="error" showIcon title={(review.error as ApiError).message} /> : null}
      </Form>
    </Modal>
  );
}

function ReviewCard({ activity, onReject }: { activity: Activity; onReject: (a: Activity) => void }) {
  const { t, i18n } = useTranslation('activities');
  const { message } = App.useApp();
  const review = useReviewActivity();
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {activity.cover ? (
          <img
            src={`${activity.cover.url}?width=240`}
            alt={activity.title}
            width={160}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : null}
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Space wrap size={8}>
            <strong>
              <UserText>{activity.title}</UserText>
            </strong>
            {activity.titleEn ? <UserText>{activity.titleEn}</UserText> : null}
            <ActivityStatus status={activity.status} />
          </Space>
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
          {activity.status === 'rejected' && activity.rejectReason ? (
            <Alert
              type="error"
              showIcon
              title={t('activities.rejectReason')}
              description={<UserText>{activity.rejectReason}</UserText>}
            />
          ) : null}
        </div>
      </div>
      <Space wrap style={{ marginTop: 8 }}>
        {activityActionAllowed(activity.status, 'approve') ? (
          <Popconfirm
            title={t('review.approveConfirm', { name: activity.title })}
            okText={t('review.approve')}
            cancelText={t('cancel')}
            onConfirm={() =>
              review.mutate(
                { id: activity.id },
                { onSuccess: () => void message.success(t('review.approved')) },
              )
            }
          >
            <Button type="primary" loading={review.isPending}>
              {t('review.approve')}
            </Button>
          </Popconfirm>
        ) : null}
        {activityActionAllowed(activity.status, 'reject') ? (
          <Button danger onClick={() => onReject(activity)}>
            {t('review.reject')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}

/** /organizer/activities: activities by state (waiting for review first), approve or reject with a reason. */
export default function ActivityReviewPage() {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') as ActivityState | null;
  const status: ActivityState =
    statusParam && ACTIVITY_STATES.includes(statusParam) ? statusParam : 'pending';
  const keyword = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useActivityQueue({ status, keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const [rejecting, setRejecting] = useState<Activity | null>(null);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const counts = query.data?.counts;
  return (
    <div>
      <h1 style={{ fontSize: 22 }}>{t('review.title')}</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={status}
          onChange={(value) => update({ status: String(value), page: null })}
          options={ACTIVITY_STATES.map((s) => ({
            value: s,
            label: counts ? t('tabCount', { tab: t(`status.${s}`), count: counts[s] }) : t(`status.${s}`),
          }))}
        />
        <Input.Search
          aria-label={t('review.search')}
          placeholder={t('review.search')}
          defaultValue={keyword}
          allowClear
          maxLength={ACTIVITY_LIMITS.searchMax}
          onSearch={(value) => update({ q: value.trim() || null, page: null })}
          style={{ width: 280, maxWidth: '100%' }}
        />
      </Space>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : query.data.total === 0 ? (
        <Empty description={t('review.empty')} />
      ) : (
        <>
          {query.data.rows.map((activity) => (
            <ReviewCard key={activity.id} activity={activity} onReject={setRejecting} />
          ))}
          {query.data.total > PAGE_SIZE ? (
            <Pagination
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              showSizeChanger={false}
              onChange={(next) => update({ page: String(next) })}
            />
          ) : null}
        </>
      )}
      <RejectDialog activity={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
