import { accountKind } from '@cidpex/contracts';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '../components/code-field';
import { type ErrorFields, FormError, useServerError } from '../components/form-error';
import { useFormRules } from '../components/form-rules';
import { PasswordFields } from '../components/password-fields';

interface RecoverValues {
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const ERROR_FIELDS: ErrorFields = {
  ACCOUNT_NOT_FOUND: 'account',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
  WEAK_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
};

/** /user/recover: a code to the mobile or the email of the account, then a new password. */
export default function RecoverPage() {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<RecoverValues>();
  const rules = useFormRules();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const serverError = useServerError(form, ERROR_FIELDS);
  const accountLabel = t('fields.account');

  const onFinish = (values: RecoverValues) => {
    serverError.clear();
    reset.mutate(
      {
        mode: 'forgot',
        account: values.account.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      },
      {
        onSuccess: () => {
          message.success(t('recover.done'));
          navigate(i18n.language === 'en' ? '/loginEn' : '/user/login', { replace: true });
        },
        onError: serverError.show,
      },
    );
  };

  return (
    <AuthCard title={t('recover.title')} subtitle={t('recover.subtitle')}>
      <Form<RecoverValues>
        form={form}
        name="recover"
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={serverError.clear}
      >
        <Form.Item name="account" label={accountLabel} rules={[rules.required(accountLabel), rules.account]}>
          <Input
            autoComplete="username"
            inputMode="email"
            placeholder={t('placeholders.account')}
            maxLength={254}
          />
        </Form.Item>
        <CodeField
          form={form}
          addressField="account"
          channel={(account) => (accountKind(account) === 'email' ? 'email' : 'sms')}
          purpose="reset"
        />
        <PasswordFields form={form} newLabel={t('fields.newPassword')} />
        <FormError error={serverError.error} />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={reset.isPending}
          disabled={reset.isPending}
        >
          {t('recover.submit')}
        </Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={i18n.language === 'en' ? '/loginEn' : '/user/login'}>{t('recover.backToLogin')}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
