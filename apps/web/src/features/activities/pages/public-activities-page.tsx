import type { Activity } from '@cidpex/contracts';
import { Alert, App, Button, Card, Empty, Pagination, Popconfirm, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';
import { useCancelSignup, usePublicActivities, useSignUp } from '../api/activities';
import { activityTitle, formatActivityTime, SignupStatus } from '../components/activity-parts';

const PAGE_SIZE = 10;

function SignUpAction({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activities');
  const { message } = App.useApp();
  const lang = useLang();
  const location = useLocation();
  const signedIn = Boolean(useSession().user);
  const signUp = useSignUp();
  const cancel = useCancelSignup();
  if (activity.mySignup) {
    const withdrawable = activity.mySignup === 'pending' || activity.mySignup === 'accepted';
    return (
      <Space direction="vertical" size={4}>
        <Space wrap>
          <SignupStatus status={activity.mySignup} />
          {withdrawable ? (
            <Popconfirm
              title={t('public.withdrawConfirm')}
              okText={t('public.withdraw')}
              cancelText={t('public.keep')}
              onConfirm={() =>
                cancel.mutate(activity.id, { onSuccess: () => void message.success(t('public.withdrawn')) })
              }
            >
              <Button size="small" loading={cancel.isPending}>
                {t('public.withdraw')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
        {cancel.error ? <Alert type="error" showIcon title={(cancel.error as ApiError).message} /> : null}
      </Space>
    );
  }
  if (!signedIn) {
    return (
      <ButtonLink type="primary" to={loginPathFor(lang, `${location.pathname}${location.search}`)}>
        {t('public.loginToSignUp')}
      </ButtonLink>
    );
  }
  const full = activity.seatsTaken >= activity.capacity;
  return (
    <Space direction="vertical" size={4}>
      <Button
        type="primary"
        disabled={full}
        loading={signUp.isPending}
        onClick={() =>
          signUp.mutate(activity.id, { onSuccess: () => void message.success(t('public.signedUp')) })
        }
      >
        {full ? t('public.full') : t('public.signUp')}
      </Button>
      {signUp.error ? <Alert type="error" showIcon title={(signUp.error as ApiError).message} /> : null}
    </Space>
  );
}

function ActivityCard({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('activities');
  const english = useLang() === 'en';
  const title = activityTitle(activity, english);
  const enterprise =
    english && activity.enterpriseNameEn ? activity.enterpriseNameEn : activity.enterpriseName;
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <article aria-label={title} style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {activity.cover ? (
          <img
            src={`${activity.cover.url}?width=320`}
            alt={title}
            width={160}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 6, maxWidth: '100%' }}
          />
        ) : null}
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>
            <UserText>{title}</UserText>
          </h2>
          <p style={{ margin: '2px 0', color: '#5b6b70' }}>
            <UserText>{enterprise}</UserText> · {t(`types.${activity.type}`)}
          </p>
          <p style={{ margin: '2px 0' }}>
            {formatActivityTime(i18n.language, activity.startAt, activity.endAt)}
          </p>
          <p style={{ margin: '2px 0' }}>
            {t(`places.${activity.placeType}`)} <UserText>{activity.place}</UserText> ·{' '}
            {t('public.seatsLeft', { count: Math.max(0, activity.capacity - activity.seatsTaken) })}
          </p>
          {activity.description ? (
            <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
              <UserText>{activity.description}</UserText>
            </p>
          ) : null}
          <div style={{ marginTop: 8 }}>
            <SignUpAction activity={activity} />
          </div>
        </div>
      </article>
    </Card>
  );
}

/** /activities: approved activities of the exhibitors at the fair; a signed-in user signs up. */
export default function PublicActivitiesPage() {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const enterpriseId = Number(params.get('enterpriseId')) || undefined;
  const query = usePublicActivities({ enterpriseId, page, pageSize: PAGE_SIZE });
  return (
    <div className="page">
      <h1 style={{ fontSize: 24 }}>{t('public.title')}</h1>
      <p style={{ color: '#5b6b70' }}>{t('public.intro')}</p>
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
        <Empty description={t('public.empty')}>
          <ButtonLink to="/exhibitorList">{t('public.toExhibitors')}</ButtonLink>
        </Empty>
      ) : (
        <>
          {query.data.rows.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
          {query.data.total > PAGE_SIZE ? (
            <Pagination
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              showSizeChanger={false}
              onChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
