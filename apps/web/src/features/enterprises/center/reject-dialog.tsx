import { ENTERPRISE_LIMITS } from '@cidpex/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for the reason a rejection needs (spec §5) before calling `onReject`. */
export function RejectDialog({
  open,
  title,
  loading,
  onCancel,
  onReject,
  okText,
  reasonLabel,
}: {
  open: boolean;
  title: string;
  okText?: string;
  reasonLabel?: string;
  loading?: boolean;
  onCancel: () => void;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('enterprises');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('applications.reject')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading }}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      onOk={() => {
        form
          .validateFields()
          .then(({ reason }) => onReject(reason.trim()))
          .catch(() => undefined);
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={reasonLabel ?? t('applications.reason')}
          rules={[{ required: true, whitespace: true, message: t('applications.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={ENTERPRISE_LIMITS.reasonMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
