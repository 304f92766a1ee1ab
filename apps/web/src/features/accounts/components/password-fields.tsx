import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from './form-rules';
import { PasswordStrength } from './password-strength';

/**
 * A new password with its live strength and the rule under it, and its confirmation
 * (spec §5). Field names: `password` and `confirmPassword`, as in the contracts.
 */
export function PasswordFields({ form, newLabel }: { form: FormInstance; newLabel?: string }) {
  const { t } = useTranslation(['accounts', 'common']);
  const rules = useFormRules();
  const password = Form.useWatch('password', form) as string | undefined;
  const label = newLabel ?? t('fields.password');
  const confirmLabel = t('fields.confirmPassword');
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={[rules.required(label), rules.password]}
        extra={t('common:validation.PASSWORD_RULE')}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <PasswordStrength password={password} />
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={['password']}
        rules={[rules.required(confirmLabel), rules.sameAs('password')]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
    </>
  );
}
