import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogin } from '../api/login';
import { type ErrorFields, FormError, useServerError } from './form-error';
import { useFormRules } from './form-rules';
import { useAfterLogin } from './use-after-login';

interface LoginValues {
  account: string;
  password: string;
}

const ERROR_FIELDS: ErrorFields = { ACCOUNT_NOT_FOUND: 'account' };

export interface LoginFormProps {
  /** Where to go when there is neither a redirect query nor a stored return path. */
  fallback: string;
  /** Below the submit button: the way to an account. */
  footer?: ReactNode;
}

/** Mobile number or email + password (spec §2 /user/login, /loginEn). */
export function LoginForm({ fallback, footer }: LoginFormProps) {
  const { t } = useTranslation(['accounts', 'common']);
  const [form] = Form.useForm<LoginValues>();
  const rules = useFormRules();
  const login = useLogin();
  const goOn = useAfterLogin(fallback);
  const serverError = useServerError(form, ERROR_FIELDS);
  const accountLabel = t('fields.account');
  const passwordLabel = t('fields.password');

  const onFinish = (values: LoginValues) => {
    serverError.clear();
    login.mutate(
      { account: values.account.trim(), password: values.password },
      { onSuccess: goOn, onError: serverError.show },
    );
  };

  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={serverError.clear}
      requiredMark
    >
      <Form.Item name="account" label={accountLabel} rules={[rules.required(accountLabel), rules.account]}>
        <Input
          autoComplete="username"
          inputMode="email"
          placeholder={t('placeholders.account')}
          maxLength={254}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={passwordLabel}
        rules={[rules.required(passwordLabel)]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password autoComplete="current-password" maxLength={200} />
      </Form.Item>
      <div style={{ textAlign: 'right', marginBottom: 16 }}>
        <Link to="/user/recover">{t('login.forgot')}</Link>
      </div>
      <FormError error={serverError.error} />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={login.isPending}
        disabled={login.isPending}
      >
        {t('login.submit')}
      </Button>
      {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
    </Form>
  );
}
