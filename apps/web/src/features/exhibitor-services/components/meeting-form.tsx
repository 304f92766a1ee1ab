import type { Application, HpiaExtras, SphereBody } from '@cidpex/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMeeting } from '../api/platform';

/** The fair's days a meeting room can be booked on (spec §1: 15–17 May 2024). */
export const MEETING_DAYS = ['2024-05-15', '2024-05-16', '2024-05-17'] as const;

type Values = SphereBody & { hpia: HpiaExtras };

/**
 * The wizard's meeting step (/enterpriseServicePlatform/applyMeeting): the meeting room (sphere)
 * wish and the HPIA extras, both optional; saved on the server like the other steps.
 */
export function MeetingForm({
  app,
  onDone,
  onBack,
}: {
  app: Application;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('svcplat');
  const save = useSaveMeeting();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const room = Form.useWatch('meetingRoom', form) ?? app.sphere?.meetingRoom ?? false;
  const initial: Values = {
    meetingRoom: app.sphere?.meetingRoom ?? false,
    seats: app.sphere?.seats ?? 0,
    day: app.sphere?.day ?? '',
    note: app.sphere?.note ?? '',
    hpia: app.hpia ?? { member: false, forumSeats: 0, catalogueEntry: false },
  };
  return (
    <Card title={t('meeting.title')}>
      <p className="dir-muted">{t('meeting.hint')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={async ({ hpia, ...sphere }) => {
          setError(null);
          try {
            await save.mutateAsync({
              sphereId: app.sphere?.id ?? null,
              sphere: {
                meetingRoom: sphere.meetingRoom,
                seats: sphere.meetingRoom ? (sphere.seats ?? 0) : 0,
                day: sphere.meetingRoom ? (sphere.day ?? '') : '',
                note: sphere.note ?? '',
              },
              hpia: {
                member: Boolean(hpia.member),
                forumSeats: hpia.forumSeats ?? 0,
                catalogueEntry: Boolean(hpia.catalogueEntry),
              },
            });
            onDone();
          } catch (e) {
            setError((e as Error).message);
          }
        }}
      >
        <h3>{t('meeting.room')}</h3>
        <Form.Item name="meetingRoom" label={t('meeting.meetingRoom')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {room && (
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Form.Item
              name="seats"
              label={t('meeting.seats')}
              rules={[{ required: true, type: 'number', min: 1, max: 500, message: t('meeting.seatsRule') }]}
            >
              <InputNumber min={0} max={500} />
            </Form.Item>
            <Form.Item name="day" label={t('meeting.day')} style={{ minWidth: 180 }}>
              <Select
                options={[
                  { value: '', label: t('meeting.anyDay') },
                  ...MEETING_DAYS.map((d) => ({ value: d, label: t(`meeting.days.${d}`) })),
                ]}
              />
            </Form.Item>
          </div>
        )}
        <Form.Item name="note" label={t('meeting.note')}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <h3>{t('meeting.hpia')}</h3>
        <p className="dir-muted">{t('meeting.hpiaHint')}</p>
        <Form.Item name={['hpia', 'member']} label={t('meeting.member')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name={['hpia', 'forumSeats']} label={t('meeting.forumSeats')}>
          <InputNumber min={0} max={20} />
        </Form.Item>
        <Form.Item
          name={['hpia', 'catalogueEntry']}
          label={t('meeting.catalogueEntry')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button onClick={onBack}>{t('meeting.back')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('meeting.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
