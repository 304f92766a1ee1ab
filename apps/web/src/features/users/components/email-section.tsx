import type { User } from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, type ErrorFields, FormError, useFormRules, useServerError } from '../../accounts';
import { useBindEmail } from '../api/bind-email';
import { useIgnoreEmail } from '../api/ignore-email';

interface EmailValues {
  email: string;
  code: string;
}

const ERROR_FIELDS: ErrorFields = {
  EMAIL_FORMAT: 'email',
  EMAIL_TAKEN: 'email',
  EMAIL_ALREADY_BOUND: 'email',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
};

/** An email and the code sent to it (purpose bindEmail). */
function BindEmailForm({ user, onDone }: { user: User; onDone?: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<EmailValues>();
  const rules = useFormRules();
  const bind = useBindEmail();
  const serverError = useServerError(form, ERROR_FIELDS);
  const label = t('fields.email');

  const onFinish = (values: EmailValues) => {
    serverError.clear();
    bind.mutate(
      { email: values.email.trim(), code: values.code.trim() },
      {
        onSuccess: () => {
          message.success(t('account.emailBound'));
          form.resetFields();
          onDone?.();
        },
        onError: serverError.show,
      },
    );
  };

  return (
    <Form<EmailValues>
      form={form}
      name="bindEmail"
      layout="vertical"
      initialValues={{ email: user.emailVerified ? '' : (user.email ?? '') }}
      onFinish={onFinish}
      onValuesChange={serverError.clear}
      style={{ maxWidth: 480 }}
    >
      <Form.Item name="email" label={label} rules={[rules.required(label), rules.email]}>
        <Input autoComplete="email" inputMode="email" maxLength={254} placeholder="name@example.com" />
      </Form.Item>
      <CodeField form={form} addressField="email" channel="email" purpose="bindEmail" />
      <FormError error={serverError.error} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={bind.isPending} disabled={bind.isPending}>
          {t('account.bindEmail')}
        </Button>
        {onDone ? <Button onClick={onDone}>{t('common:form.cancel')}</Button> : null}
      </Space>
    </Form>
  );
}

/** The account's email: bound and verified, or a form to bind one with the "not now" prompt. */
export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const ignore = useIgnoreEmail();
  const [changing, setChanging] = useState(false);
  const verified = Boolean(user.email && user.emailVerified);

  return (
    <section aria-labelledby="email-heading" style={{ marginBottom: 32 }}>
      <h2 id="email-heading" style={{ fontSize: 18, margin: '0 0 12px' }}>
        {t('account.email')}
      </h2>
      {verified && !changing ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <span style={{ overflowWrap: 'anywhere' }}>{user.email}</span>
          <Tag color="green">{t('account.verified')}</Tag>
          <Button onClick={() => setChanging(true)}>{t('account.changeEmail')}</Button>
        </div>
      ) : (
        <>
          {!verified && !user.ignoreEmailPrompt ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('account.emailPrompt')}
              action={
                <Button size="small" onClick={() => ignore.mutate()} loading={ignore.isPending}>
                  {t('account.notNow')}
                </Button>
              }
            />
          ) : null}
          {user.email && !verified ? (
            <p style={{ margin: '0 0 12px', color: '#5b6b70' }}>
              {t('account.unverified', { email: user.email })}
            </p>
          ) : null}
          <BindEmailForm user={user} onDone={changing ? () => setChanging(false) : undefined} />
        </>
      )}
    </section>
  );
}
