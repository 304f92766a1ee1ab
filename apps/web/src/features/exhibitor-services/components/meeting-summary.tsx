import type { Application } from '@cidpex/contracts';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';

/** The meeting step in the application's summary (final confirmation, locked view, organizer queue). */
export function MeetingSummary({
  app,
  extra,
  none,
}: {
  app: Pick<Application, 'sphere' | 'hpia'>;
  extra?: ReactNode;
  /** What to say when nothing was wished (the exhibitor's own view says it is optional). */
  none?: string;
}) {
  const { t } = useTranslation('svcplat');
  const s = app.sphere;
  const h = app.hpia;
  const yes = (v: boolean) => t(v ? 'yes' : 'no');
  const items = [
    {
      key: 'room',
      label: t('meeting.meetingRoom'),
      children: s?.meetingRoom
        ? t('meeting.roomSummary', {
            seats: s.seats,
            day: s.day ? t(`meeting.days.${s.day}`) : t('meeting.anyDay'),
          })
        : t('no'),
    },
    ...(s?.note ? [{ key: 'note', label: t('meeting.note'), children: <UserText>{s.note}</UserText> }] : []),
    { key: 'member', label: t('meeting.member'), children: h ? yes(h.member) : t('no') },
    { key: 'forum', label: t('meeting.forumSeats'), children: String(h?.forumSeats ?? 0) },
    { key: 'catalogue', label: t('meeting.catalogueEntry'), children: h ? yes(h.catalogueEntry) : t('no') },
  ];
  return (
    <div data-testid="meeting-summary" style={{ marginTop: 16 }}>
      <Descriptions
        title={t('meeting.step')}
        extra={extra}
        size="small"
        column={{ xs: 1, md: 2 }}
        items={!s && !h ? [] : items}
      />
      {!s && !h && <p className="dir-muted">{none ?? t('meeting.none')}</p>}
    </div>
  );
}
