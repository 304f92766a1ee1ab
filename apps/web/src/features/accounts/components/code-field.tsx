import type { CodePurpose } from '@cidpex/contracts';
import { Form, type FormInstance, Input, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeChannel } from '../api/send-code';
import { useFormRules } from './form-rules';
import { SendCodeButton } from './send-code-button';

export interface CodeFieldProps {
  form: FormInstance;
  addressField: string;
  channel: CodeChannel | ((address: string) => CodeChannel);
  purpose: CodePurpose;
  name?: string;
}

/** The six-digit verification code with its send button beside it. */
export function CodeField({ form, addressField, channel, purpose, name = 'code' }: CodeFieldProps) {
  const { t } = useTranslation('accounts');
  const rules = useFormRules();
  const id = useId();
  const label = t('fields.code');
  return (
    <Form.Item label={label} htmlFor={id} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} rules={[rules.required(label), rules.code]} noStyle>
          <Input
            id={id}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder={t('placeholders.code')}
          />
        </Form.Item>
        <SendCodeButton form={form} addressField={addressField} channel={channel} purpose={purpose} />
      </Space.Compact>
    </Form.Item>
  );
}
