import { APPOINTMENT_LIMITS, type Appointment, type AppointmentAction } from '@cidpex/contracts';
import { Alert, App, Button, Input, Modal, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { ApiError } from '../../../lib/http/client';
import { downloadIcs, useActOnMeeting, usePlaceTime } from '../api/meetings';
import { SlotPicker } from './meeting-parts';

/** Choosing the other time of a proposal or a re-application: the meeting's own slot counts as free. */
function TimeModal({
  meeting,
  action,
  onClose,
}: {
  meeting: Appointment;
  action: 'propose' | 'reApply';
  onClose: () => void;
}) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const [day, setDay] = useState(meeting.day);
  const [time, setTime] = useState<string | null>(null);
  const slots = usePlaceTime(meeting.inviteeEnterpriseId, day, meeting.id);
  const act = useActOnMeeting();
  const submit = () =>
    act.mutate(
      action === 'reApply'
        ? { id: meeting.id, action, ...(time ? { day, time } : {}) }
        : { id: meeting.id, action, day, time: time ?? '' },
      {
        onSuccess: () => {
          void message.success(t(`done.${action}`));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t(`action.${action}`)}
      okText={t(`action.${action}`)}
      cancelText={t('cancel')}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ disabled: action === 'propose' && !time, loading: act.isPending }}
    >
      {action === 'reApply' ? <p>{t('reApplyHint', { time: `${meeting.startTime}` })}</p> : null}
      {slots.data ? (
        <SlotPicker data={slots.data} time={time} onDay={setDay} onTime={setTime} />
      ) : slots.isError ? (
        <Alert type="error" showIcon title={(slots.error as ApiError).message} />
      ) : (
        <Skeleton active />
      )}
      {act.isError ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={(act.error as ApiError).message} />
      ) : null}
    </Modal>
  );
}

/** A reason the other side reads (refuse, reject): required. */
function ReasonModal({
  meeting,
  action,
  onClose,
}: {
  meeting: Appointment;
  action: 'refuse' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const act = useActOnMeeting();
  return (
    <Modal
      open
      title={t(`action.${action}`)}
      okText={t(`action.${action}`)}
      cancelText={t('cancel')}
      onCancel={onClose}
      okButtonProps={{ danger: true, disabled: !reason.trim(), loading: act.isPending }}
      onOk={() =>
        act.mutate(
          { id: meeting.id, action, reason },
          {
            onSuccess: () => {
              void message.success(t(`done.${action}`));
              onClose();
            },
          },
        )
      }
    >
      <label htmlFor={`reason-${meeting.id}`}>{t('reason')}</label>
      <Input.TextArea
        id={`reason-${meeting.id}`}
        value={reason}
        maxLength={APPOINTMENT_LIMITS.reasonMax}
        showCount
        rows={3}
        onChange={(e) => setReason(e.target.value)}
      />
      {act.isError ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={(act.error as ApiError).message} />
      ) : null}
    </Modal>
  );
}

/** The buttons of the state table for the caller's side, and the calendar file of an accepted meeting. */
export function MeetingActions({ meeting }: { meeting: Appointment }) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const act = useActOnMeeting();
  const [open, setOpen] = useState<AppointmentAction | null>(null);
  const [downloading, setDownloading] = useState(false);
  const busy = (action: AppointmentAction) => act.isPending && act.variables?.action === action;
  const direct = (action: 'accept' | 'approve' | 'withdraw') =>
    act.mutate(
      { id: meeting.id, action },
      {
        onSuccess: () => void message.success(t(`done.${action}`)),
        onError: (err) => void message.error((err as ApiError).message),
      },
    );
  const buttons = meeting.actions.map((action) => {
    if (action === 'withdraw') {
      return (
        <ConfirmButton
          key={action}
          danger
          confirm={t('withdrawConfirm')}
          label={t('action.withdraw')}
          loading={busy(action)}
          onConfirm={() => direct('withdraw')}
        />
      );
    }
    if (action === 'accept' || action === 'approve') {
      return (
        <Button key={action} type="primary" loading={busy(action)} onClick={() => direct(action)}>
          {t(`action.${action}`)}
        </Button>
      );
    }
    return (
      <Button
        key={action}
        danger={action === 'refuse' || action === 'reject'}
        onClick={() => setOpen(action)}
      >
        {t(`action.${action}`)}
      </Button>
    );
  });
  if (meeting.status === 'ACCEPTED') {
    buttons.push(
      <Button
        key="ics"
        loading={downloading}
        onClick={async () => {
          setDownloading(true);
          try {
            await downloadIcs(`${meeting.id}/ics`, `cidpex-meeting-${meeting.id}.ics`, t('icsFailed'));
          } catch (err) {
            void message.error((err as ApiError).message);
          } finally {
            setDownloading(false);
          }
        }}
      >
        {t('ics')}
      </Button>,
    );
  }
  return (
    <>
      <Space wrap size={8}>
        {buttons}
      </Space>
      {open === 'refuse' || open === 'reject' ? (
        <ReasonModal meeting={meeting} action={open} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'propose' || open === 'reApply' ? (
        <TimeModal meeting={meeting} action={open} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
