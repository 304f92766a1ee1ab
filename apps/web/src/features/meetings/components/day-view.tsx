import { Alert, App, Button, Empty, Segmented, Skeleton, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { readOption, useUrlParams } from '../../../lib/url-params';
import { downloadIcs, useDayView } from '../api/meetings';
import { MeetingActions } from './meeting-actions';
import { MeetingStatus, useMeetingTime } from './meeting-parts';

/** One fair day of the caller's pending and accepted meetings in time order, with walking-time warnings. */
export function DayView({ days }: { days: string[] }) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const when = useMeetingTime();
  const [params, update] = useUrlParams();
  const day = readOption(params.get('day'), days, days[0] ?? '');
  const query = useDayView(day);
  const [downloading, setDownloading] = useState(false);
  return (
    <div>
      <Segmented
        block
        value={day}
        onChange={(value) => update({ day: String(value) })}
        options={days.map((d) => ({ value: d, label: when.day(d) }))}
        aria-label={t('meet.day')}
      />
      <QueryResult query={query} retryText={t('retry')} loading={<Skeleton active paragraph={{ rows: 4 }} />}>
        {(data) => (
          <div style={{ marginTop: 12 }}>
            <p style={{ color: '#5b6b70' }}>{when.zone(data.timeZone)}</p>
            {data.warnings.map((w) => (
              <Alert
                key={`${w.fromId}-${w.toId}`}
                type="warning"
                showIcon
                style={{ marginBottom: 8 }}
                title={t('walkWarning', {
                  from: w.fromHall,
                  to: w.toHall,
                  walk: w.walkMinutes,
                  gap: w.gapMinutes,
                })}
              />
            ))}
            {data.rows.length === 0 ? (
              <Empty description={t('dayEmpty')} />
            ) : (
              <Timeline
                items={data.rows.map((m) => ({
                  key: m.id,
                  color: m.status === 'ACCEPTED' ? 'green' : 'gold',
                  children: (
                    <div data-testid={`day-meeting-${m.id}`}>
                      <strong>
                        {m.startTime}–{m.endTime}
                      </strong>{' '}
                      <MeetingStatus status={m.status} />
                      <div>
                        <UserText>
                          {m.direction === 'to'
                            ? `${m.inviterName}${m.inviterEnterpriseName ? ` · ${m.inviterEnterpriseName}` : ''}`
                            : m.inviteeEnterpriseName}
                        </UserText>
                      </div>
                      <div>{m.place.label}</div>
                      <div style={{ marginTop: 4 }}>
                        <MeetingActions meeting={m} />
                      </div>
                    </div>
                  ),
                }))}
              />
            )}
            <Button
              disabled={!data.rows.some((r) => r.status === 'ACCEPTED')}
              loading={downloading}
              onClick={async () => {
                setDownloading(true);
                try {
                  await downloadIcs(`day/${day}/ics`, `cidpex-meetings-${day}.ics`, t('icsFailed'));
                } catch (err) {
                  void message.error((err as ApiError).message);
                } finally {
                  setDownloading(false);
                }
              }}
            >
              {t('icsDay')}
            </Button>
          </div>
        )}
      </QueryResult>
    </div>
  );
}
