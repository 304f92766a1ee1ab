import { PURPOSE_REPORT_NOTE_MAX, PURPOSE_REPORT_REASONS, type PurposeReportReason } from '@cidpex/contracts';
import { Alert, App, Button, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/http/client';
import { useReportPurpose } from '../api/matching';

/** "Report" on a published post of someone else: a reason (and a note for "other") to the organizer. */
export function ReportButton({ purposeId }: { purposeId: number }) {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<PurposeReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useReportPurpose();
  const needsNote = reason === 'other' && !note.trim();
  const close = () => {
    setOpen(false);
    report.reset();
  };
  return (
    <>
      <Button type="link" danger onClick={() => setOpen(true)} style={{ paddingInline: 0 }}>
        {t('report.button')}
      </Button>
      <Modal
        open={open}
        title={t('report.title')}
        okText={t('report.submit')}
        cancelText={t('report.cancel')}
        okButtonProps={{ disabled: !reason || needsNote, loading: report.isPending }}
        onCancel={close}
        onOk={() =>
          reason &&
          report.mutate(
            { id: purposeId, reason, note: note.trim() || undefined },
            {
              onSuccess: () => {
                void message.success(t('report.done'));
                setReason(null);
                setNote('');
                close();
              },
            },
          )
        }
      >
        <p style={{ color: '#5b6b70' }}>{t('report.hint')}</p>
        <Radio.Group
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label={t('report.reason')}
        >
          <Space direction="vertical">
            {PURPOSE_REPORT_REASONS.map((r) => (
              <Radio key={r} value={r}>
                {t(`report.reasons.${r}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <Input.TextArea
          style={{ marginTop: 12 }}
          rows={3}
          maxLength={PURPOSE_REPORT_NOTE_MAX}
          showCount
          aria-label={t('report.note')}
          placeholder={reason === 'other' ? t('report.noteRequired') : t('report.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {report.error ? (
          <Alert style={{ marginTop: 8 }} type="error" showIcon title={(report.error as ApiError).message} />
        ) : null}
      </Modal>
    </>
  );
}
