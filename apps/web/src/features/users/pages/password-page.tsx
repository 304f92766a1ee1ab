import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { type ErrorFields, FormError, PasswordFields, useFormRules, useServerError } from '../../accounts';
import { type ChangePasswordInput, useChangePassword } from '../api/change-password';

const ERROR_FIELDS: ErrorFields = {
  OLD_PASSWORD_WRONG: 'oldPassword',
  WEAK_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
};

/**
 * /userCenter/password: the old password, a new one with its strength, and the
 * confirmation. The server then ends the account's other sessions; the page says so.
 */
export default function PasswordPage() {
  const { t } = useTranslation(['users', 'accounts']);
  const [form] = Form.useForm<ChangePasswordInput>();
  const rules = useFormRules();
  const change = useChangePassword();
  const serverError = useServerError(form, ERROR_FIELDS);
  const [done, setDone] = useState(false);
  const oldLabel = t('password.old');

  const onFinish = (values: ChangePasswordInput) => {
    serverError.clear();
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        setDone(true);
      },
      onError: serverError.show,
    });
  };

  return (
    <UserCenterFrame active="password" title={t('password.title')}>
      {done ? (
        <Result
          status="success"
          title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('password.done')}</h2>}
          subTitle={t('password.othersSignedOut')}
          extra={<Button onClick={() => setDone(false)}>{t('password.again')}</Button>}
        />
      ) : (
        <Form<ChangePasswordInput>
          form={form}
          name="changePassword"
          layout="vertical"
          onFinish={onFinish}
          onValuesChange={serverError.clear}
          style={{ maxWidth: 480 }}
        >
          <p style={{ margin: '0 0 16px', color: '#5b6b70' }}>{t('password.hint')}</p>
          <Form.Item name="oldPassword" label={oldLabel} rules={[rules.required(oldLabel)]}>
            <Input.Password autoComplete="current-password" maxLength={200} />
          </Form.Item>
          <PasswordFields form={form} newLabel={t('accounts:fields.newPassword')} />
          <FormError error={serverError.error} />
          <Button type="primary" htmlType="submit" loading={change.isPending} disabled={change.isPending}>
            {t('password.submit')}
          </Button>
        </Form>
      )}
    </UserCenterFrame>
  );
}
