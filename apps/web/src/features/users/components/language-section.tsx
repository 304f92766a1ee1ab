import { LOCALE_AUTONYMS, LOCALES, type Locale, type User } from '@cidpex/contracts';
import { App, Button, Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '../../accounts';
import { useUpdateUser } from '../api/update-user';

/** The language of the account's mail and SMS notices (users.lang), chosen and saved. */
export function LanguageSection({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ lang: Locale }>();
  const update = useUpdateUser();
  const serverError = useServerError(form);
  const chosen = Form.useWatch('lang', form);
  const label = t('info.language');

  return (
    <section aria-labelledby="language-heading" style={{ marginBottom: 32 }}>
      <h2 id="language-heading" style={{ fontSize: 18, margin: '0 0 12px' }}>
        {label}
      </h2>
      <Form<{ lang: Locale }>
        form={form}
        name="language"
        layout="vertical"
        initialValues={{ lang: user.lang }}
        onValuesChange={serverError.clear}
        onFinish={({ lang }) =>
          update.mutate(
            { userId: user.id, body: { lang } },
            { onSuccess: () => void message.success(t('common:form.saved')), onError: serverError.show },
          )
        }
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="lang"
          label={label}
          extra={t('info.languageHint')}
          rules={[{ required: true, message: t('info.languageRequired') }]}
        >
          <Select
            options={LOCALES.map((value) => ({
              value,
              label: <span lang={value}>{LOCALE_AUTONYMS[value]}</span>,
            }))}
          />
        </Form.Item>
        <FormError error={serverError.error} />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={update.isPending}
            disabled={update.isPending || chosen === user.lang}
          >
            {t('info.saveLanguage')}
          </Button>
        </Space>
      </Form>
    </section>
  );
}
