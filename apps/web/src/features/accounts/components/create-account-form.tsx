import type { RegisterWithoutCodeBody } from '@cidpex/contracts';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/get-countries';
import { useRegisterWithoutCode } from '../api/register-without-code';
import { CodeField } from './code-field';
import { type ErrorFields, FormError, useServerError } from './form-error';
import { useFormRules } from './form-rules';
import { PasswordFields } from './password-fields';
import { useAfterLogin } from './use-after-login';

interface CreateAccountValues {
  email: string;
  code: string;
  firstName: string;
  lastName: string;
  company?: string;
  country?: string;
  password: string;
  confirmPassword: string;
}

const ERROR_FIELDS: ErrorFields = {
  EMAIL_TAKEN: 'email',
  EMAIL_FORMAT: 'email',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
  WEAK_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
};

/**
 * The English site's account for overseas buyers: no SMS (it may never arrive abroad), the
 * email verified with the code sent to it instead, as every sign-up verifies its address.
 */
export function CreateAccountForm({ fallback }: { fallback: string }) {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const [form] = Form.useForm<CreateAccountValues>();
  const rules = useFormRules();
  const create = useRegisterWithoutCode();
  const countries = useCountries();
  const goOn = useAfterLogin(fallback);
  const serverError = useServerError(form, ERROR_FIELDS);
  const label = {
    email: t('fields.email'),
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    company: t('fields.company'),
    country: t('fields.country'),
  };

  const onFinish = (values: CreateAccountValues) => {
    serverError.clear();
    const body: RegisterWithoutCodeBody = {
      email: values.email.trim(),
      code: values.code.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      company: values.company?.trim() || undefined,
      country: values.country || undefined,
      password: values.password,
      confirmPassword: values.confirmPassword,
      lang: i18n.language as RegisterWithoutCodeBody['lang'],
    };
    create.mutate(body, { onSuccess: goOn, onError: serverError.show });
  };

  return (
    <Form<CreateAccountValues>
      form={form}
      name="createAccount"
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={serverError.clear}
    >
      <Form.Item name="email" label={label.email} rules={[rules.required(label.email), rules.email]}>
        <Input autoComplete="email" inputMode="email" placeholder={t('placeholders.email')} maxLength={254} />
      </Form.Item>
      <CodeField form={form} addressField="email" channel="email" purpose="register" />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={label.firstName} rules={[rules.required(label.firstName)]}>
            <Input autoComplete="given-name" maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={label.lastName} rules={[rules.required(label.lastName)]}>
            <Input autoComplete="family-name" maxLength={60} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="company" label={label.company}>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item name="country" label={label.country}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={countries.isLoading}
          placeholder={t('placeholders.country')}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
      </Form.Item>
      <PasswordFields form={form} />
      <FormError error={serverError.error} />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={create.isPending}
        disabled={create.isPending}
      >
        {t('loginEn.create')}
      </Button>
    </Form>
  );
}
