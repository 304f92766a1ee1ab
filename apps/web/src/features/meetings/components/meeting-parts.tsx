import type { Appointment, AppointmentState, PlaceTime } from '@cidpex/contracts';
import { Button, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';

export { useMeetingPaths } from './meeting-paths';

const STATE_COLOURS: Record<AppointmentState, string> = {
  PENDING: 'gold',
  UNAPPROVED: 'orange',
  ACCEPTED: 'green',
  REFUSED: 'red',
  REJECTED: 'volcano',
  CANCELED: 'default',
};

export function MeetingStatus({ status }: { status: AppointmentState }) {
  const { t } = useTranslation('meetings');
  return (
    <Tag color={STATE_COLOURS[status]} data-testid="meeting-status">
      {t(`state.${status}`)}
    </Tag>
  );
}

/** "15 May (Wed) 10:00–10:30 · China time (Asia/Shanghai)": the fair's clock, its zone named. */
export function useMeetingTime() {
  const { t } = useTranslation('meetings');
  const lang = useLang();
  return {
    day: (day: string) => formatDay(day, lang),
    slot: (a: Pick<Appointment, 'day' | 'startTime' | 'endTime'>) =>
      `${formatDay(a.day, lang)} ${a.startTime}–${a.endTime}`,
    zone: (timeZone: string) => t('zone', { zone: timeZone }),
  };
}

/** The fair's days and one day's slots: free ones to pick, taken ones marked by whose side is busy. */
export function SlotPicker({
  data,
  time,
  onDay,
  onTime,
}: {
  data: PlaceTime;
  time: string | null;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
}) {
  const { t } = useTranslation('meetings');
  const when = useMeetingTime();
  return (
    <div>
      <Segmented
        block
        value={data.day}
        onChange={(value) => onDay(String(value))}
        options={data.days.map((d) => ({ value: d, label: when.day(d) }))}
        aria-label={t('meet.day')}
      />
      <p style={{ color: '#5b6b70', margin: '8px 0' }}>
        {t('meet.hours', { open: data.openTime, close: data.closeTime })} · {when.zone(data.timeZone)}
      </p>
      <div
        role="radiogroup"
        aria-label={t('meet.slot')}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8 }}
      >
        {data.slots.map((s) => (
          <Button
            key={s.time}
            role="radio"
            aria-checked={time === s.time}
            type={time === s.time ? 'primary' : 'default'}
            disabled={!s.free}
            onClick={() => onTime(s.time)}
            style={{ height: 'auto', padding: '6px 4px', whiteSpace: 'normal' }}
          >
            <span>
              {s.time}
              {s.takenBy ? (
                <span style={{ display: 'block', fontSize: 12 }}>{t(`meet.taken.${s.takenBy}`)}</span>
              ) : null}
            </span>
          </Button>
        ))}
      </div>
    </div>
  );
}
