import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMeeting } from '../api/meetings';
import { MeetingCard } from './meeting-card';

const KNOWN = ['create', 'reApply', 'accept', 'approve', 'refuse', 'reject', 'propose', 'withdraw'];

/**
 * A meeting told in the chat (issue 20: "a change sends a notice … chat message"): what
 * changed, then the meeting as it is now with the answers the viewer may give (accept,
 * refuse, propose another time…), the same buttons as the invitation list.
 */
export function MeetingChatCard({ appointmentId, action }: { appointmentId: number; action: string }) {
  const { t } = useTranslation('meetings');
  const meeting = useMeeting(appointmentId);
  return (
    <div className="meeting-chat-card" data-testid="meeting-chat-card">
      <div style={{ fontWeight: 600, marginBottom: 6 }}>
        {t(`chatCard.${KNOWN.includes(action) ? action : 'create'}`)}
      </div>
      {meeting.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : meeting.isError ? (
        <Alert type="warning" showIcon title={t('chatCard.unavailable')} />
      ) : (
        <MeetingCard meeting={meeting.data} />
      )}
    </div>
  );
}
