import { emailSchema, mobileSchema, type TradeApplyKind } from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';
import { useMyTradeApply, useSubmitTradeApply } from '../api/trade-applies';
import { TRADE_COLOUR } from './trade-apply-card';

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
 * A buyer's "request a sample" (on a product) or "apply as agent" (on an exhibitor): a form in a
 * dialog, prefilled from the account; once sent, the button shows the application's state. Login
 * is required: an anonymous person goes to the login page and comes back here.
 */
export function TradeApplyButton({ kind, targetId }: { kind: TradeApplyKind; targetId: number }) {
  const { t } = useTranslation('exhub');
  const { message } = App.useApp();
  const { token, user } = useSession();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const mine = useMyTradeApply(kind, targetId, Boolean(token));
  const submit = useSubmitTradeApply(kind);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const sent = mine.data;

  if (sent) {
    return (
      <span data-testid={`${kind}-apply-state`}>
        {t(`trade.${kind}.sent`)}{' '}
        <Tag color={TRADE_COLOUR[sent.status]}>{t(`trade.states.${sent.status}`)}</Tag>
        {sent.reply ? <span className="dir-muted">{sent.reply}</span> : null}
      </span>
    );
  }

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
      setOpen(false);
      void message.success(t(`trade.${kind}.done`));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <>
      <Button
        onClick={() => {
          if (!token) {
            navigate(loginPathFor(lang, `${location.pathname}${location.search}`));
            return;
          }
          setOpen(true);
        }}
        data-testid={`${kind}-apply`}
      >
        {t(`trade.${kind}.action`)}
      </Button>
      <Modal
        open={open}
        title={t(`trade.${kind}.action`)}
        okText={t('trade.form.submit')}
        cancelText={t('trade.cancel')}
        okButtonProps={{ loading: submit.isPending, htmlType: 'submit' }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
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
    </>
  );
}
