import {
  APPOINTMENT_GROUPS,
  APPOINTMENT_STATES,
  type AppointmentGroup,
  type AppointmentState,
} from '@cidpex/contracts';
import { Segmented, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedResult } from '../../../components/paged-result';
import { useLang } from '../../../lib/i18n';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { useMeetingCount, useMeetings } from '../api/meetings';
import { MeetingCard } from './meeting-card';

const PAGE_SIZE = 10;
const DIRECTIONS = ['all', 'to', 'from'] as const;

/**
 * The caller's meetings, sent and received, filtered by the status set of the site's language:
 * the Chinese groups (Approved, Pending, Withdrawn, Refused, All) or the English states.
 */
export function MeetingList({
  defaultDirection = 'all',
}: {
  defaultDirection?: (typeof DIRECTIONS)[number];
}) {
  const { t } = useTranslation('meetings');
  const english = useLang() === 'en';
  const [params, update] = useUrlParams();
  const direction = readOption(params.get('dir'), DIRECTIONS, defaultDirection);
  const filters: readonly string[] = english
    ? ['All', ...APPOINTMENT_STATES]
    : ['All', ...APPOINTMENT_GROUPS];
  const status = readOption(params.get('status'), filters, 'All');
  const count = useMeetingCount().data;
  const body =
    status === 'All'
      ? {}
      : english
        ? { status: status as AppointmentState }
        : { group: status as AppointmentGroup };
  const query = useMeetings(direction, { ...body, page: readPage(params), pageSize: PAGE_SIZE });
  const countOf = (key: string) => {
    if (!count) return '';
    if (key === 'All' || !english) return ` (${count.groups[key as AppointmentGroup | 'All']})`;
    const s = key as AppointmentState;
    return ` (${count.from[s] + count.to[s]})`;
  };
  return (
    <>
      <Segmented
        value={direction}
        onChange={(value) => update({ dir: value === defaultDirection ? null : String(value), page: null })}
        options={DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
        aria-label={t('direction.label')}
      />
      <Tabs
        activeKey={status}
        onChange={(key) => update({ status: key === 'All' ? null : key, page: null })}
        items={filters.map((key) => ({
          key,
          label: `${key === 'All' ? t('all') : english ? t(`state.${key}`) : t(`group.${key}`)}${countOf(key)}`,
        }))}
      />
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(d) => d.total === 0}
        empty={t('empty')}
        retryText={t('retry')}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
      >
        {(data) => (
          <div>
            {data.rows.map((m) => (
              <MeetingCard key={m.id} meeting={m} />
            ))}
          </div>
        )}
      </PagedResult>
    </>
  );
}
