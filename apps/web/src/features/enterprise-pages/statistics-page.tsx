import { FAIR, type Membership, STATS_MAX_DAYS, type Statistics } from '@cidpex/contracts';
import { Alert, Card, Col, Grid, Input, Row, Segmented, Space, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../components/query-result';
import { dateTimeFormat } from '../../lib/intl-cache';
import { CenterFrame } from '../enterprises';
import { useStatistics } from './api';
import { type ChartSeries, LineChart } from './line-chart';
import { Loading } from './loading';

const DAY_MS = 86_400_000;
/** Today on the fair's clock, YYYY-MM-DD. */
export function fairToday(now = new Date()): string {
  return dateTimeFormat('en-CA', {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const PRESETS = [7, 30, 90] as const;
const METRICS = ['pageViews', 'productViews', 'follows', 'favourites', 'chats'] as const;
const COLORS = {
  pageViews: '#0f766e',
  productViews: '#2563eb',
  follows: '#d97706',
  favourites: '#db2777',
  chats: '#6b7280',
} as const;

function StatisticsView({ data }: { data: Statistics }) {
  const { t } = useTranslation('entpages');
  const narrow = !Grid.useBreakpoint().md;
  // Chats are not recorded yet (the chat issue counts them): no zero that looks like data.
  const counted = METRICS.filter((key) => key !== 'chats' || data.chatsRecorded);
  const series: ChartSeries[] = counted.map((key) => ({
    key,
    label: t(`stats.metrics.${key}`),
    color: COLORS[key],
    values: data.days.map((d) => d[key]),
  }));
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {METRICS.map((key) => (
          <Col key={key} xs={12} sm={8} lg={4}>
            <Card size="small" data-testid={`total-${key}`}>
              {counted.includes(key) ? (
                <Statistic title={t(`stats.metrics.${key}`)} value={data.totals[key]} />
              ) : (
                <Statistic
                  title={t(`stats.metrics.${key}`)}
                  value={t('stats.notCounted')}
                  styles={{ content: { fontSize: 16, color: '#5b6b70' } }}
                />
              )}
            </Card>
          </Col>
        ))}
      </Row>
      {!data.chatsRecorded && (
        <Alert type="info" showIcon title={t('stats.noChats')} style={{ marginBottom: 12 }} />
      )}
      <LineChart
        width={narrow ? 360 : 640}
        days={data.days.map((d) => d.date)}
        series={series}
        summary={t('stats.chartSummary', {
          from: data.from,
          to: data.to,
          pageViews: data.totals.pageViews,
          productViews: data.totals.productViews,
        })}
      />
      <details style={{ marginTop: 12 }}>
        <summary>{t('stats.table')}</summary>
        <Table
          size="small"
          rowKey="date"
          pagination={false}
          scroll={{ x: true }}
          dataSource={[...data.days].reverse()}
          columns={[
            { key: 'date', dataIndex: 'date', title: t('stats.date') },
            ...counted.map((key) => ({ key, dataIndex: key, title: t(`stats.metrics.${key}`) })),
          ]}
        />
      </details>
    </>
  );
}

function StatisticsBody({ membership }: { membership: Membership }) {
  const { t } = useTranslation('entpages');
  const today = fairToday();
  const [range, setRange] = useState({ from: addDays(today, -29), to: today });
  const [preset, setPreset] = useState<number | null>(30);
  const valid =
    range.from <= range.to && (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS < STATS_MAX_DAYS;
  const query = useStatistics(membership.enterpriseId, range.from, range.to);

  const body = valid ? (
    <QueryResult query={query} retryText={t('retry')} errorTitle={t('loadError')} loading={<Loading />}>
      {(data) => <StatisticsView data={data} />}
    </QueryResult>
  ) : (
    <Alert type="warning" showIcon title={t('stats.badRange', { max: STATS_MAX_DAYS })} />
  );

  return (
    <>
      <Space wrap align="end" style={{ marginBottom: 16 }}>
        <Segmented<number>
          aria-label={t('stats.presets')}
          value={preset ?? 0}
          options={PRESETS.map((days) => ({ value: days, label: t('stats.lastDays', { count: days }) }))}
          onChange={(days) => {
            setPreset(days);
            setRange({ from: addDays(today, -(days - 1)), to: today });
          }}
        />
        <div>
          <label htmlFor="stats-from" style={{ display: 'block', fontSize: 13 }}>
            {t('stats.from')}
          </label>
          <Input
            id="stats-from"
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => {
              if (!e.target.value) return;
              setPreset(null);
              setRange((r) => ({ ...r, from: e.target.value }));
            }}
          />
        </div>
        <div>
          <label htmlFor="stats-to" style={{ display: 'block', fontSize: 13 }}>
            {t('stats.to')}
          </label>
          <Input
            id="stats-to"
            type="date"
            value={range.to}
            min={range.from}
            max={today}
            onChange={(e) => {
              if (!e.target.value) return;
              setPreset(null);
              setRange((r) => ({ ...r, to: e.target.value }));
            }}
          />
        </div>
      </Space>
      {body}
    </>
  );
}

/** /myEnterprise/applyStatistics: views, follows, favourites and chats per fair day over a chosen range. */
export default function StatisticsPage() {
  const { t } = useTranslation('entpages');
  return (
    <CenterFrame active="applyStatistics" title={t('stats.title')}>
      {(membership) => <StatisticsBody membership={membership} />}
    </CenterFrame>
  );
}
