import type { Appointment } from '@cidpex/contracts';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { MeetingActions } from './meeting-actions';
import { MeetingStatus, useMeetingTime } from './meeting-parts';

/** One meeting: the other side, when (fair clock, zone named), where, what about, and what the caller may do. */
export function MeetingCard({ meeting }: { meeting: Appointment }) {
  const { t } = useTranslation('meetings');
  const when = useMeetingTime();
  const other =
    meeting.direction === 'to'
      ? `${meeting.inviterName}${meeting.inviterEnterpriseName ? ` · ${meeting.inviterEnterpriseName}` : ''}`
      : meeting.inviteeEnterpriseName;
  return (
    <Card size="small" data-testid={`meeting-${meeting.id}`} style={{ marginBottom: 12 }}>
      <Space wrap size={8} style={{ marginBottom: 4 }}>
        <strong>
          {t(meeting.direction === 'to' ? 'from' : 'with')} <UserText>{other}</UserText>
        </strong>
        <MeetingStatus status={meeting.status} />
      </Space>
      <div>
        <strong>{when.slot(meeting)}</strong>{' '}
        <span style={{ color: '#5b6b70' }}>{when.zone(meeting.timeZone)}</span>
      </div>
      {meeting.previousDay && meeting.previousTime ? (
        <div style={{ color: '#5b6b70' }}>
          {t('previous', { time: `${when.day(meeting.previousDay)} ${meeting.previousTime}` })}
        </div>
      ) : null}
      <div>
        {t('place')}: {meeting.place.label}
      </div>
      <div>
        {t('topic')}: <UserText>{meeting.topic}</UserText>
      </div>
      {meeting.reason ? (
        <div>
          {t('reason')}: <UserText>{meeting.reason}</UserText>
        </div>
      ) : null}
      <div style={{ marginTop: 8 }}>
        <MeetingActions meeting={meeting} />
      </div>
    </Card>
  );
}
