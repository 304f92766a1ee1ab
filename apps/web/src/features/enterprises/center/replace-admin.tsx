import { CODE_PATTERN } from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, Result, Select, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '../../accounts';
import { useAllStaff, useAlterType, useSendAdminCode } from '../api/center';

function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: setRemaining };
}

interface Values {
  staffId: number;
  code: string;
}

/**
 * Replaces the administrator (spec §6): an SMS code goes to the current administrator's
 * mobile, then the administrator picks the member who takes over and types the code.
 * The former administrator becomes a plain member.
 */
export function ReplaceAdmin() {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const server = useServerError(form, {
    CODE_INVALID: 'code',
    CODE_EXPIRED: 'code',
    STAFF_NOT_FOUND: 'staffId',
  });
  const staff = useAllStaff();
  const send = useSendAdminCode();
  const alter = useAlterType();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done) return <Result status="success" title={t('replace.done')} />;
  if (staff.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (staff.isError) {
    return (
      <Result
        status="warning"
        title={t('loadError')}
        extra={<Button onClick={() => void staff.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const candidates = staff.data.filter((row) => row.role !== 'admin');
  if (candidates.length === 0) return <Alert type="info" showIcon title={t('replace.noCandidate')} />;

  const sendCode = () => {
    server.clear();
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setSentTo(answer.maskedMobile);
        countdown.start(answer.resendAfterSeconds);
      },
      onError: (err) => server.show(err),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={async (values) => {
        server.clear();
        try {
          await alter.mutateAsync({ staffId: values.staffId, role: 'admin', code: values.code.trim() });
          message.success(t('replace.done'));
          setDone(true);
        } catch (err) {
          server.show(err);
        }
      }}
    >
      <p>{t('replace.intro')}</p>
      <Form.Item
        name="staffId"
        label={t('replace.newAdmin')}
        rules={[{ required: true, message: t('replace.pickRequired') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={candidates.map((row) => ({
            value: row.id,
            label: [row.name, row.mobile].filter(Boolean).join(' · '),
          }))}
        />
      </Form.Item>
      <Form.Item
        label={t('replace.code')}
        required
        extra={sentTo ? t('replace.sentTo', { mobile: sentTo }) : undefined}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t('replace.codeRequired') },
              {
                validator: (_, value: unknown) =>
                  !value || CODE_PATTERN.test(String(value).trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('replace.codeFormat'))),
              },
            ]}
          >
            <Input
              aria-label={t('replace.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <Button onClick={sendCode} loading={send.isPending} disabled={countdown.remaining > 0}>
            {countdown.remaining > 0
              ? t('replace.resendIn', { seconds: countdown.remaining })
              : sentTo
                ? t('replace.resend')
                : t('replace.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <FormError error={server.error} />
      <Button type="primary" htmlType="submit" loading={alter.isPending}>
        {t('replace.submit')}
      </Button>
    </Form>
  );
}
