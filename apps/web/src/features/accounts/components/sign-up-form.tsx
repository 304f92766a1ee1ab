import type { RegisterBody } from '@cidpex/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRegister } from '../api/register';
import { CodeField } from './code-field';
import { type ErrorFields, FormError, useServerError } from './form-error';
import { useFormRules } from './form-rules';
import { PasswordFields } from './password-fields';

interface SignUpValues {
  mobile?: string;
  email?: string;
  code: string;
  name?: string;
  password: string;
  confirmPassword: string;
}

const ERROR_FIELDS: ErrorFields = {
  MOBILE_TAKEN: 'mobile',
  MOBILE_FORMAT: 'mobile',
  EMAIL_TAKEN: 'email',
  EMAIL_FORMAT: 'email',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
  WEAK_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
};

/** One way of signing up: with a mobile + SMS code, or with an email + email code. */
export function SignUpForm({ kind }: { kind: 'mobile' | 'email' }) {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const [form] = Form.useForm<SignUpValues>();
  const rules = useFormRules();
  const register = useRegister();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const serverError = useServerError(form, ERROR_FIELDS);
  const addressLabel = kind === 'mobile' ? t('fields.mobile') : t('fields.email');

  const onFinish = (values: SignUpValues) => {
    serverError.clear();
    const common = {
      code: values.code.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      name: values.name?.trim() || undefined,
      lang: i18n.language as RegisterBody['lang'],
    };
    const body: RegisterBody =
      kind === 'mobile'
        ? { kind, mobile: values.mobile!.trim(), ...common }
        : { kind, email: values.email!.trim(), ...common };
    const redirect = params.get('redirect');
    register.mutate(body, {
      onSuccess: () =>
        navigate(
          redirect ? `/user/signinResult?redirect=${encodeURIComponent(redirect)}` : '/user/signinResult',
          {
            replace: true,
          },
        ),
      onError: serverError.show,
    });
  };

  return (
    <Form<SignUpValues>
      form={form}
      name={`signUp-${kind}`}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={serverError.clear}
    >
      {kind === 'mobile' ? (
        <Form.Item name="mobile" label={addressLabel} rules={[rules.required(addressLabel), rules.mobile]}>
          <Input autoComplete="tel" inputMode="tel" placeholder={t('placeholders.mobile')} maxLength={20} />
        </Form.Item>
      ) : (
        <Form.Item name="email" label={addressLabel} rules={[rules.required(addressLabel), rules.email]}>
          <Input
            autoComplete="email"
            inputMode="email"
            placeholder={t('placeholders.email')}
            maxLength={254}
          />
        </Form.Item>
      )}
      <CodeField
        form={form}
        addressField={kind}
        channel={kind === 'mobile' ? 'sms' : 'email'}
        purpose="register"
      />
      <Form.Item name="name" label={t('fields.name')}>
        <Input autoComplete="name" maxLength={60} />
      </Form.Item>
      <PasswordFields form={form} />
      <FormError error={serverError.error} />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={register.isPending}
        disabled={register.isPending}
      >
        {t('signUp.submit')}
      </Button>
    </Form>
  );
}
