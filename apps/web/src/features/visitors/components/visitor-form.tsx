import type { VisitorForm as FormKind, User, VisitorField, VisitorRegistration } from '@cidpex/contracts';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { type SubmitInput, useSubmitVisitor } from '../api/register-visitor';
import { clearEnDraft } from './en-draft';
import { useVisitorServerError } from './server-error';
import { VisitorFields } from './visitor-fields';

export type FormValues = Record<string, unknown>;

/** What the signed-in account already knows, for a first registration (editable). */
const ACCOUNT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'company',
  'jobTitle',
  'country',
] as const;

/**
 * What an earlier (rejected) registration gives the form to correct: never the ID number or the
 * code. A first registration starts from the account: name, email, mobile, company… (issue 24).
 */
export function prefillFrom(
  existing: VisitorRegistration | null | undefined,
  account?: User | null,
): FormValues {
  if (!existing)
    return Object.fromEntries(
      ACCOUNT_FIELDS.map((field) => [field, account?.[field]] as const).filter(
        ([, v]) => v !== null && v !== undefined && v !== '',
      ),
    );
  const { idLast6: _l, idKind: _k, consentAt: _c, ...rest } = existing;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
}

/**
 * A whole visitor form (domestic or overseas): validated with the shared rule table, sent
 * once (the button waits), refusals shown under their field, the values kept on failure.
 */
export function VisitorForm({
  kind,
  existing,
  only,
  extraValues,
  english,
  submitLabel,
}: {
  kind: FormKind;
  existing: VisitorRegistration | null | undefined;
  only?: VisitorField[];
  /** Values gathered on an earlier page (the English flow). */
  extraValues?: FormValues;
  english?: boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation('visitors');
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const { user } = useSession();
  const submit = useSubmitVisitor();
  const { error, setError, show } = useVisitorServerError(form);
  const [cardError, setCardError] = useState<string | null>(null);

  const onFinish = (values: FormValues) => {
    setError(null);
    const body = { ...extraValues, ...values, form: kind } as SubmitInput['body'] & { form: FormKind };
    const input: SubmitInput =
      existing && user
        ? { kind: 'resubmit', visitorId: existing.id, userId: user.id, body }
        : english
          ? { kind: 'public', body: { ...body, form: undefined } as SubmitInput['body'] }
          : { kind: 'register', body };
    submit.mutate(input, {
      onSuccess: () => {
        if (english) clearEnDraft();
        navigate('/visitor/visitorAccomplish');
      },
      onError: show,
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={prefillFrom(existing, user)}
      onFinish={onFinish}
      requiredMark
      scrollToFirstError
      className="visitor-form"
    >
      <VisitorFields form={form} kind={kind} only={only} onCardError={setCardError} />
      {cardError && <Alert type="error" showIcon title={cardError} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={submit.isPending}>
        {submitLabel ?? t('form.submit')}
      </Button>
    </Form>
  );
}
