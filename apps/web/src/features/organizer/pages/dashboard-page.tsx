import type { Dashboard } from '@cidpex/contracts';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { useLang } from '../../../lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import { QUEUES, useQueueCounts } from '../api/get-queue-counts';
import { formatNumber } from '../lib/format';
import '../../../components/console/console.css';

/** The counts in the order a desk reads them, each with where to look closer. */
const STATS: Array<{ key: keyof Dashboard; to?: string; alert?: boolean }> = [
  { key: 'users' },
  { key: 'usersToday' },
  { key: 'outbox', to: '/organizer/outbox' },
  { key: 'outboxToday', to: '/organizer/outbox' },
  { key: 'viewsToday', to: '/organizer/operations?days=1&type=VIEW' },
  { key: 'errorsToday', to: '/organizer/operations?days=1&type=ERROR', alert: true },
  { key: 'attachments' },
];

/** /organizer/dashboard: what happened today and overall, with the way to the details. */
export default function DashboardPage() {
  const { t } = useTranslation('organizer');
  const lang = useLang();
  const query = useDashboard();
  const queues = useQueueCounts();

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <ul className="org-stats" aria-busy="true" aria-label={t('loading')}>
        {STATS.map((stat) => (
          <li key={stat.key} className="org-stat">
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
          </li>
        ))}
      </ul>
    );
  } else if (query.isError) {
    content = (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else {
    const data = query.data;
    content = (
      <ul className="org-stats" data-testid="dashboard-stats">
        {STATS.map((stat) => {
          const value = data[stat.key];
          const body = (
            <>
              <span className="org-stat__label">{t(`dashboard.stats.${stat.key}`)}</span>
              <span className={`org-stat__value${stat.alert && value > 0 ? ' org-stat__value--alert' : ''}`}>
                {formatNumber(value, lang)}
              </span>
              {stat.to && <span className="org-stat__more">{t('dashboard.details')}</span>}
            </>
          );
          return (
            <li key={stat.key} className="org-stat" data-testid={`stat-${stat.key}`}>
              {stat.to ? (
                <Link to={stat.to} className="org-stat__link">
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="org-page">
      <PageHead
        title={t('dashboard.title')}
        intro={t('dashboard.intro')}
        actions={
          <Button
            onClick={() => {
              void query.refetch();
              for (const q of queues) void q.refetch();
            }}
            loading={query.isFetching && !query.isPending}
          >
            {t('refresh')}
          </Button>
        }
      />
      <section className="org-section org-section--first" aria-labelledby="org-queues">
        <h2 id="org-queues">{t('dashboard.queuesTitle')}</h2>
        <ul className="org-queues" data-testid="dashboard-queues">
          {QUEUES.map((queue, i) => {
            const count = queues[i]?.data;
            return (
              <li key={queue.key}>
                <Link to={queue.to} className="org-queue" data-testid={`queue-${queue.key}`}>
                  <span className="org-queue__label">{t(`dashboard.queues.${queue.key}`)}</span>
                  <span
                    className={`org-queue__count${count ? ' org-queue__count--waiting' : ''}`}
                    aria-busy={queues[i]?.isPending}
                  >
                    {count === undefined
                      ? '–'
                      : t('dashboard.waiting', { count, formatted: formatNumber(count, lang) })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      {content}
      <section className="org-section" aria-labelledby="org-shortcuts">
        <h2 id="org-shortcuts">{t('dashboard.shortcuts')}</h2>
        <ul className="org-shortcuts">
          <li>
            <Link to="/organizer/outbox" className="org-shortcut">
              <strong>{t('menu.outbox')}</strong>
              <span>{t('dashboard.outboxHint')}</span>
            </Link>
          </li>
          <li>
            <Link to="/organizer/operations" className="org-shortcut">
              <strong>{t('menu.operations')}</strong>
              <span>{t('dashboard.operationsHint')}</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
