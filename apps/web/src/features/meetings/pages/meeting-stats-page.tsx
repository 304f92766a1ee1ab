import { APPOINTMENT_STATES, type AppointmentStats } from '@cidpex/contracts';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useMeetingStats } from '../api/meetings';
import { useMeetingTime } from '../components/meeting-parts';

type Row = AppointmentStats['rows'][number];

/** /organizer/meetings: meetings per fair day and hall, by state. */
export default function MeetingStatsPage() {
  const { t } = useTranslation('meetings');
  const when = useMeetingTime();
  const query = useMeetingStats();
  return (
    <div>
      <h1 style={{ fontSize: 22 }}>{t('stats.title')}</h1>
      <QueryResult
        query={query}
        retryText={t('retry')}
        errorTitle={t('stats.error')}
        isEmpty={(d) => d.rows.length === 0}
        empty={t('stats.empty')}
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
      >
        {(data) => (
          <>
            <p style={{ color: '#5b6b70' }}>{when.zone(data.timeZone)}</p>
            <Card size="small" style={{ marginBottom: 12 }}>
              {APPOINTMENT_STATES.map((s) => `${t(`state.${s}`)} ${data.totals[s]}`).join(' · ')}
            </Card>
            <ResponsiveTable<Row>
              size="small"
              rowKey={(r) => `${r.day}-${r.hall}`}
              dataSource={data.rows}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('stats.day'),
                  dataIndex: 'day',
                  render: (d: string) => when.day(d),
                  fixed: 'left',
                },
                { title: t('stats.hall'), dataIndex: 'hallName' },
                ...APPOINTMENT_STATES.map((s) => ({
                  title: t(`state.${s}`),
                  key: s,
                  align: 'right' as const,
                  render: (_: unknown, r: Row) => r.counts[s],
                })),
                { title: t('stats.total'), dataIndex: 'total', align: 'right' as const },
              ]}
            />
          </>
        )}
      </QueryResult>
    </div>
  );
}
