import type { CodePurpose } from '@cidpex/contracts';
import { App, Button, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { type CodeChannel, useSendCode } from '../api/send-code';
import { useCountdown } from './use-countdown';

export interface SendCodeButtonProps {
  form: FormInstance;
  /** The field holding the mobile number or the email address; it is validated first. */
  addressField: string;
  /** Where the code goes; a function when it depends on what was typed (recovery). */
  channel: CodeChannel | ((address: string) => CodeChannel);
  purpose: CodePurpose;
  onSent?: () => void;
}

/**
 * "Send code", then "Resend in N s" for as long as the server asks (resendAfterSeconds, or
 * retryAfterSeconds of a "too often" refusal). Another refusal (bad address, cannot send)
 * shows under the address field until a later send works.
 */
export function SendCodeButton({ form, addressField, channel, purpose, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation(['common', 'accounts']);
  const { message } = App.useApp();
  const send = useSendCode();
  const countdown = useCountdown();
  const [sentOnce, setSentOnce] = useState(false);

  const onClick = async () => {
    try {
      await form.validateFields([addressField]);
    } catch {
      return;
    }
    const address = String(form.getFieldValue(addressField) ?? '').trim();
    const target = typeof channel === 'function' ? channel(address) : channel;
    send.mutate(
      { channel: target, address, purpose },
      {
        onSuccess: (answer) => {
          setSentOnce(true);
          // A refusal shown before is over once a code went out.
          form.setFields([{ name: addressField, errors: [] }]);
          countdown.start(answer.resendAfterSeconds);
          message.success(t('form.codeSent'));
          onSent?.();
        },
        onError: (err) => {
          const wait = (err instanceof ApiError ? (err.data as { retryAfterSeconds?: unknown } | null) : null)
            ?.retryAfterSeconds;
          if (typeof wait === 'number' && wait > 0) {
            // Too often: the button counts down to when a code may be asked again, a passing
            // notice says why; nothing red stays under the field (issue 23 item 14).
            countdown.start(wait);
            message.info(t('accounts:code.waitShort', { seconds: wait }));
            return;
          }
          form.setFields([{ name: addressField, errors: [err.message] }]);
        },
      },
    );
  };

  const label = countdown.running
    ? t('form.resendIn', { seconds: countdown.remaining })
    : sentOnce
      ? t('accounts:code.resend')
      : t('form.sendCode');

  return (
    <Button
      onClick={onClick}
      loading={send.isPending}
      disabled={countdown.running || send.isPending}
      data-testid="send-code"
      style={{ flexShrink: 0, minWidth: 112 }}
    >
      {label}
    </Button>
  );
}
