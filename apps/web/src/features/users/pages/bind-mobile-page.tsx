import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { CodeField, type ErrorFields, FormError, useFormRules, useServerError } from '../../accounts';
import { useChangeMobile } from '../api/change-mobile';
import { useCurrentUser } from '../api/get-user';
import { maskMobile } from '../components/mask';
import { UserLoadState } from '../components/user-loading';

interface MobileValues {
  mobile: string;
  code: string;
}

const ERROR_FIELDS: ErrorFields = {
  MOBILE_FORMAT: 'mobile',
  MOBILE_TAKEN: 'mobile',
  MOBILE_ALREADY_BOUND: 'mobile',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
};

/** /userCenter/bindMobile: the current number (masked), then a new one confirmed by SMS. */
export default function BindMobilePage() {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const query = useCurrentUser();
  const user = query.data;
  const [form] = Form.useForm<MobileValues>();
  const rules = useFormRules();
  const change = useChangeMobile();
  const serverError = useServerError(form, ERROR_FIELDS);
  const label = t('mobile.new');

  const onFinish = (values: MobileValues) => {
    if (!user) return;
    serverError.clear();
    change.mutate(
      { userId: user.id, body: { mobile: values.mobile.trim(), code: values.code.trim() } },
      {
        onSuccess: () => {
          message.success(t('mobile.done'));
          form.resetFields();
        },
        onError: serverError.show,
      },
    );
  };

  return (
    <UserCenterFrame active="bindMobile" title={t('mobile.title')}>
      {!user ? (
        <UserLoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Form<MobileValues>
          form={form}
          name="bindMobile"
          layout="vertical"
          onFinish={onFinish}
          onValuesChange={serverError.clear}
          style={{ maxWidth: 480 }}
        >
          <p style={{ margin: '0 0 16px' }}>
            <span style={{ color: '#5b6b70' }}>{t('mobile.current')}</span>{' '}
            <strong data-testid="current-mobile">
              {user.mobile ? maskMobile(user.mobile) : t('mobile.none')}
            </strong>
          </p>
          <Form.Item name="mobile" label={label} rules={[rules.required(label), rules.mobile]}>
            <Input autoComplete="tel" inputMode="tel" maxLength={20} placeholder={t('mobile.placeholder')} />
          </Form.Item>
          <CodeField form={form} addressField="mobile" channel="sms" purpose="bindMobile" />
          <FormError error={serverError.error} />
          <Button type="primary" htmlType="submit" loading={change.isPending} disabled={change.isPending}>
            {user.mobile ? t('mobile.submitChange') : t('mobile.submitBind')}
          </Button>
        </Form>
      )}
    </UserCenterFrame>
  );
}
