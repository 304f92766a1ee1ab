import { ErrorCode, type VisitorCheckInResult, visitorCheckInResultSchema } from '@cidpex/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFairTime } from '../../../lib/date-format';
import { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { CameraScanner } from './camera-scanner';
import { beep } from './check-in-beep';
import { useCheckIn } from './review-api';
import './check-in.css';

/** What the last scan found: an entry, a badge already used, a badge nobody has, or a failure. */
type Outcome =
  | { kind: 'ok'; result: VisitorCheckInResult }
  | { kind: 'again'; result: VisitorCheckInResult | null; message: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'error'; message: string };

function visitorName(r: VisitorCheckInResult['registration']) {
  return r.name ?? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim();
}

/**
 * /organizer/checkin: a scanner (which types the QR text and Enter) or a person types the
 * badge code; an entry is recorded once, a second scan says when the first was. Made for a
 * crowded entrance: a big green or red panel with the visitor's name and company, read at a
 * glance, and a beep (one high for an entry, two low for a refusal).
 */
export default function CheckInPage() {
  const { t } = useTranslation('visitors');
  const lang = useLang();
  const [form] = Form.useForm<{ code: string }>();
  const checkIn = useCheckIn();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onFinish = ({ code }: { code: string }) => {
    checkIn.mutate(code, {
      onSuccess: (result) => {
        beep(true);
        setOutcome({ kind: 'ok', result });
      },
      onError: (err) => {
        beep(false);
        if (err instanceof ApiError && err.code === ErrorCode.VISITOR_BADGE_INVALID) {
          setOutcome({ kind: 'unknown', code: code.trim() });
        } else if (err instanceof ApiError && err.code === ErrorCode.VISITOR_ALREADY_CHECKED_IN) {
          const parsed = visitorCheckInResultSchema.safeParse(err.data);
          setOutcome({ kind: 'again', result: parsed.success ? parsed.data : null, message: err.message });
        } else {
          setOutcome({ kind: 'error', message: err instanceof ApiError ? err.message : t('loadFailed') });
        }
      },
      onSettled: () => form.resetFields(),
    });
  };

  return (
    <div className="checkin">
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
      <div aria-live="assertive" className="checkin__result">
        {outcome?.kind === 'ok' && (
          <section className="checkin-state checkin-state--ok" data-testid="checkin-ok">
            <p className="checkin-state__head">
              <span aria-hidden="true">✓</span> {t('checkin.okTitle')}
            </p>
            <p className="checkin-state__name">{visitorName(outcome.result.registration)}</p>
            {outcome.result.registration.company && (
              <p className="checkin-state__company">{outcome.result.registration.company}</p>
            )}
            <p className="checkin-state__time">
              {t('checkin.okAt', { time: formatFairTime(outcome.result.checkedInAt, lang) })}
            </p>
          </section>
        )}
        {outcome?.kind === 'again' && (
          <section className="checkin-state checkin-state--stop" data-testid="checkin-again">
            <p className="checkin-state__head">
              <span aria-hidden="true">✕</span> {t('checkin.againTitle')}
            </p>
            {outcome.result ? (
              <>
                <p className="checkin-state__name">{visitorName(outcome.result.registration)}</p>
                {outcome.result.registration.company && (
                  <p className="checkin-state__company">{outcome.result.registration.company}</p>
                )}
                <p className="checkin-state__time">
                  {t('checkin.firstAt', { time: formatFairTime(outcome.result.checkedInAt, lang) })}
                </p>
              </>
            ) : (
              <p className="checkin-state__time">{outcome.message}</p>
            )}
          </section>
        )}
        {outcome?.kind === 'unknown' && (
          <section className="checkin-state checkin-state--stop" data-testid="checkin-unknown">
            <p className="checkin-state__head">
              <span aria-hidden="true">✕</span> {t('checkin.unknownTitle')}
            </p>
            <p className="checkin-state__company">{t('checkin.unknownHelp')}</p>
            {outcome.code && (
              <p className="checkin-state__time">{t('checkin.scanned', { code: outcome.code })}</p>
            )}
          </section>
        )}
        {outcome?.kind === 'error' && (
          <section className="checkin-state checkin-state--stop" data-testid="checkin-error">
            <p className="checkin-state__head">
              <span aria-hidden="true">✕</span> {outcome.message}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
