import { emailSchema, mobileSchema, type TradeApplyKind } from '@cidpex/contracts';
import { Alert, App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { useSubmitTradeApply } from '../api/trade-applies';

interface Values {
  name: string;
  company: string;
  mobile: string;
  email: string;
  address: string;
  quantity: number;
  region: string;
  channel: string;
  message: string;
}

/**
 * The form of a sample request or an agency application, in a dialog, prefilled from the account
 * (trade-apply-button.tsx opens it; its own chunk, with antd, loaded when first opened).
 */
export default function TradeApplyDialog({
  kind,
  targetId,
  open,
  onClose,
}: {
  kind: TradeApplyKind;
  targetId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('exhub');
  const { message } = App.useApp();
  const { user } = useSession();
  const submit = useSubmitTradeApply(kind);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();

  const rule = (schema: typeof mobileSchema, key: string) => ({
    validator: (_: unknown, value: string) =>
      !value || schema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(t(key))),
  });
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('trade.form.required', { label }),
  });

  const onFinish = async (values: Values) => {
    setError(null);
    const common = {
      name: values.name,
      company: values.company,
      mobile: values.mobile,
      email: values.email,
      message: values.message ?? '',
    };
    try {
      await submit.mutateAsync(
        kind === 'sample'
          ? { ...common, productId: targetId, address: values.address, quantity: values.quantity }
          : { ...common, enterpriseId: targetId, region: values.region, channel: values.channel ?? '' },
      );
      onClose();
      void message.success(t(`trade.${kind}.done`));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <Modal
      open={open}
      title={t(`trade.${kind}.action`)}
      okText={t('trade.form.submit')}
      cancelText={t('trade.cancel')}
      okButtonProps={{ loading: submit.isPending, htmlType: 'submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          name: user?.name ?? '',
          company: user?.company ?? '',
          mobile: user?.mobile ?? '',
          email: user?.email ?? '',
          quantity: 1,
        }}
      >
        <Form.Item name="name" label={t('trade.name')} rules={[required(t('trade.name'))]}>
          <Input maxLength={40} autoComplete="name" />
        </Form.Item>
        <Form.Item name="company" label={t('trade.company')} rules={[required(t('trade.company'))]}>
          <Input maxLength={120} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('trade.mobile')}
          rules={[required(t('trade.mobile')), rule(mobileSchema, 'trade.form.mobileInvalid')]}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('trade.email')}
          rules={[required(t('trade.email')), rule(emailSchema, 'trade.form.emailInvalid')]}
        >
          <Input maxLength={100} inputMode="email" autoComplete="email" />
        </Form.Item>
        {kind === 'sample' ? (
          <>
            <Form.Item name="address" label={t('trade.address')} rules={[required(t('trade.address'))]}>
              <Input maxLength={200} autoComplete="street-address" />
            </Form.Item>
            <Form.Item name="quantity" label={t('trade.quantity')} rules={[{ required: true }]}>
              <InputNumber min={1} max={20} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="region" label={t('trade.region')} rules={[required(t('trade.region'))]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="channel" label={t('trade.channel')}>
              <Input maxLength={200} />
            </Form.Item>
          </>
        )}
        <Form.Item name="message" label={t('trade.message')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
