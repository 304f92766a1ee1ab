import { Alert, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RejectReasonModalProps {
  open: boolean;
  title: ReactNode;
  /** The confirming button's words (reject, mark as a violation…). */
  okText: string;
  reasonLabel: string;
  /** Under the field, e.g. who will read the reason. */
  reasonHelp?: string;
  /** Said when the reason is left empty; by default "Please enter <reasonLabel>". */
  requiredMessage?: string;
  maxLength: number;
  loading?: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string;
  onCancel: () => void;
  /** Called with the trimmed reason once the form holds one. */
  onReject: (reason: string) => unknown;
}

/**
 * Asks for the reason a rejection needs (spec §5), which the other side reads: the dialog does
 * not go on without one.
 */
export function RejectReasonModal({
  open,
  title,
  okText,
  reasonLabel,
  reasonHelp,
  requiredMessage,
  maxLength,
  loading,
  error,
  onCancel,
  onReject,
}: RejectReasonModalProps) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: true, loading }}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      onOk={() => {
        form
          .validateFields()
          .then(({ reason }) => onReject(reason.trim()))
          // The form shows what is missing under the field; the caller reports the server's refusal.
          .catch(() => undefined);
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={reasonLabel}
          extra={reasonHelp}
          rules={[
            {
              required: true,
              whitespace: true,
              message: requiredMessage ?? t('form.required', { label: reasonLabel }),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={maxLength} showCount />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
