import { VISITOR_REJECT_REASON_MAX } from '@cidpex/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** A rejection needs a reason (spec §5): the dialog does not close without one. */
export function RejectDialog({
  open,
  onCancel,
  onReject,
  busy,
}: {
  open: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('visitors');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('review.rejectTitle')}
      okText={t('review.reject')}
      okButtonProps={{ danger: true, loading: busy }}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          ({ reason }) => onReject(reason.trim()),
          // The form shows what is missing under the field.
          () => undefined,
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('review.reason')}
          rules={[
            { required: true, whitespace: true, message: t('validation.VISITOR_REJECT_REASON_REQUIRED') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={VISITOR_REJECT_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
