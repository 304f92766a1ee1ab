import type { VisitorCheckInResult } from '@cidpex/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { CameraScanner } from './camera-scanner';
import { useCheckIn } from './review-api';

/**
 * /organizer/checkin: a scanner (which types the QR text and Enter) or a person types the
 * badge code; an entry is recorded once, a second scan says when the first was.
 */
export default function CheckInPage() {
  const { t } = useTranslation('visitors');
  const lang = useLang();
  const [form] = Form.useForm<{ code: string }>();
  const checkIn = useCheckIn();
  const [result, setResult] = useState<{ ok: VisitorCheckInResult } | { error: string } | null>(null);

  const onFinish = ({ code }: { code: string }) => {
    checkIn.mutate(code, {
      onSuccess: (ok) => setResult({ ok }),
      onError: (err) => setResult({ error: err instanceof ApiError ? err.message : t('loadFailed') }),
      onSettled: () => form.resetFields(),
    });
  };
  const time = (iso: string) =>
    new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' }).format(
      new Date(iso),
    );

  return (
    <div style={{ maxWidth: 480 }}>
      <h1>{t('checkin.title')}</h1>
      <p>{t('checkin.intro')}</p>
      <CameraScanner onCode={(code) => onFinish({ code })} />
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item
          name="code"
          label={t('checkin.code')}
          rules={[{ required: true, whitespace: true, message: t('checkin.required') }]}
        >
          <Input autoFocus autoComplete="off" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={checkIn.isPending}>
          {t('checkin.submit')}
        </Button>
      </Form>
      <div aria-live="polite" style={{ marginTop: 16 }}>
        {result && 'ok' in result && (
          <Alert
            type="success"
            showIcon
            title={t('checkin.done', {
              name:
                result.ok.registration.name ??
                `${result.ok.registration.firstName ?? ''} ${result.ok.registration.lastName ?? ''}`.trim(),
              time: time(result.ok.checkedInAt),
            })}
            description={result.ok.registration.company}
          />
        )}
        {result && 'error' in result && <Alert type="error" showIcon title={result.error} />}
      </div>
    </div>
  );
}
