import type { SeminarAttendee } from '@cidpex/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFairTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';

const COLOR: Record<SeminarAttendee['status'], string> = {
  draft: 'default',
  seated: 'green',
  waiting: 'gold',
  offered: 'blue',
  cancelled: 'default',
  expired: 'red',
};

/** A member's seat: seated, waiting with the place in the queue, offered until a time. */
export function AttendeeStatus({ attendee }: { attendee: SeminarAttendee }) {
  const { t } = useTranslation('seminars');
  const lang = useLang();
  const until = formatFairTime(attendee.offerExpiresAt, lang);
  return (
    <Tag color={COLOR[attendee.status]}>
      {t(`status.${attendee.status}`, { position: attendee.waitingPosition ?? '', until })}
    </Tag>
  );
}
