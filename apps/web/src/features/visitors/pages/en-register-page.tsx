import { EN_REGISTER_STEPS } from '@cidpex/contracts';
import { Alert, Button, Form, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { useCheckPublicStep } from '../api/register-visitor';
import { readEnDraft, saveEnDraft } from '../components/en-draft';
import { RegistrationFrame } from '../components/registration-frame';
import { useVisitorServerError } from '../components/server-error';
import { VisitorFields } from '../components/visitor-fields';
import { prefillFrom } from '../components/visitor-form';

/** /en/register: Buyer Pre-Registration, page 1 of 2 (contact and passport), checked by the server. */
export default function EnRegisterPage() {
  const { t } = useTranslation('visitors');
  return (
    <RegistrationFrame title={t('en.title')} intro={t('register.intro')}>
      {(existing) => <StepOne existing={existing} />}
    </RegistrationFrame>
  );
}

function StepOne({ existing }: { existing: Parameters<typeof prefillFrom>[0] }) {
  const { t } = useTranslation('visitors');
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const check = useCheckPublicStep();
  const { error, setError, show } = useVisitorServerError(form);
  const [cardError, setCardError] = useState<string | null>(null);
  const { user } = useSession();
  const onFinish = (values: Record<string, unknown>) => {
    setError(null);
    check.mutate(values, {
      onSuccess: () => {
        saveEnDraft(values);
        navigate('/en/next');
      },
      onError: show,
    });
  };
  return (
    <>
      <Steps
        size="small"
        current={0}
        items={[{ title: t('en.step1') }, { title: t('en.step2') }]}
        style={{ marginBottom: 24 }}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...prefillFrom(existing, user), ...readEnDraft() }}
        onFinish={onFinish}
        scrollToFirstError
        className="visitor-form"
      >
        <VisitorFields
          form={form}
          kind="overseas"
          only={EN_REGISTER_STEPS.register}
          onCardError={setCardError}
        />
        {(error || cardError) && (
          <Alert type="error" showIcon title={error ?? cardError} role="alert" style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={check.isPending}>
          {t('en.next')}
        </Button>
      </Form>
    </>
  );
}
