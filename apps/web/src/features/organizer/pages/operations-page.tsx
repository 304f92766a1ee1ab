import { Button, Empty, Segmented, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { formatDay } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { type OperationType, useOperationStats } from '../api/get-operation-stats';
import { BarList } from '../components/bar-list';
import { dayTotals, formatNumber, topPaths } from '../lib/format';
import '../../../components/console/console.css';

const DAY_CHOICES = [1, 7, 30] as const;
const TYPE_CHOICES = ['VIEW', 'ERROR'] as const satisfies readonly OperationType[];
type DayChoice = (typeof DAY_CHOICES)[number];
type TypeChoice = (typeof TYPE_CHOICES)[number];

function readParams(search: URLSearchParams): { days: DayChoice; type: TypeChoice } {
  const days = Number(search.get('days'));
  const type = search.get('type');
  return {
    days: (DAY_CHOICES as readonly number[]).includes(days) ? (days as DayChoice) : 7,
    type: type === 'ERROR' ? 'ERROR' : 'VIEW',
  };
}

/** /organizer/operations: page views or client errors per path and per day (Asia/Shanghai days). */
export default function OperationsPage() {
  const { t } = useTranslation('organizer');
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const query = useOperationStats(params);
  const update = (next: Partial<typeof params>) => {
    const merged = { ...params, ...next };
    setSearch(new URLSearchParams({ days: String(merged.days), type: merged.type }));
  };
  const count = (n: number) => formatNumber(n, lang);
  const tone = params.type === 'ERROR' ? 'danger' : 'primary';

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (query.isError) {
    content = (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (query.data.length === 0) {
    content = (
      <Empty
        description={t(`operations.empty.${params.type}`)}
        className="org-empty"
        data-testid="operations-empty"
      >
        {params.days < 30 ? (
          <Button type="primary" onClick={() => update({ days: 30 })}>
            {t('operations.widen')}
          </Button>
        ) : (
          <Link to="/organizer/dashboard">{t('backToDashboard')}</Link>
        )}
      </Empty>
    );
  } else {
    const paths = topPaths(query.data);
    const days = dayTotals(query.data, {
      days: params.days,
      now: new Date(query.dataUpdatedAt || Date.now()),
    });
    const total = days.reduce((sum, day) => sum + day.count, 0);
    content = (
      <div className="org-ops">
        <p className="org-count" aria-live="polite">
          {t(`operations.total.${params.type}`, { count: total, formatted: count(total) })}
        </p>
        <section className="org-card" aria-labelledby="ops-paths">
          <h2 id="ops-paths">{t(`operations.topPaths.${params.type}`)}</h2>
          <BarList
            bars={paths}
            tone={tone}
            testId="ops-paths"
            value={count}
            label={(bar) => <code className="org-path">{bar.key}</code>}
          />
        </section>
        <section className="org-card" aria-labelledby="ops-days">
          <h2 id="ops-days">{t('operations.perDay')}</h2>
          <BarList
            bars={days}
            tone={tone}
            testId="ops-days"
            value={count}
            label={(bar) => formatDay(bar.key, lang)}
          />
        </section>
      </div>
    );
  }

  return (
    <div className="org-page">
      <PageHead
        title={t('operations.title')}
        intro={t('operations.intro')}
        actions={
          <Button onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
            {t('refresh')}
          </Button>
        }
      />
      <div className="org-filters">
        <div className="org-filters__group">
          <span className="org-filters__label" id="ops-days-label">
            {t('operations.period')}
          </span>
          <Segmented<DayChoice>
            aria-labelledby="ops-days-label"
            value={params.days}
            onChange={(days) => update({ days })}
            options={DAY_CHOICES.map((days) => ({ value: days, label: t(`operations.days.${days}`) }))}
          />
        </div>
        <div className="org-filters__group">
          <span className="org-filters__label" id="ops-type-label">
            {t('operations.type')}
          </span>
          <Segmented<TypeChoice>
            aria-labelledby="ops-type-label"
            value={params.type}
            onChange={(type) => update({ type })}
            options={TYPE_CHOICES.map((type) => ({ value: type, label: t(`operations.types.${type}`) }))}
          />
        </div>
      </div>
      {content}
    </div>
  );
}
