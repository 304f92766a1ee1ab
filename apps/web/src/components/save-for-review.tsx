import { Alert, Button, type FormInstance, Space } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * The foot of a form that is saved as a draft or saved and submitted for review: the server's
 * refusal, then the two buttons (the one pressed shows the call on its way) and the way back.
 * `onSave` runs once the form's fields are valid.
 */
export function SaveForReview<V>({
  form,
  onSave,
  saving,
  error,
  canSubmit = true,
  submitLabel,
  saveLabel,
  back,
}: {
  form: FormInstance<V>;
  onSave: (values: V, submit: boolean) => void;
  saving: boolean;
  error: Error | null;
  /** Without it, only saving is offered (and is the primary button). */
  canSubmit?: boolean;
  submitLabel: string;
  saveLabel: string;
  back: ReactNode;
}) {
  const [submitting, setSubmitting] = useState<boolean | null>(null);
  const save = (submit: boolean) => {
    form
      .validateFields()
      .then((values) => {
        setSubmitting(submit);
        onSave(values, submit);
      })
      .catch(() => undefined);
  };
  return (
    <>
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error.message} /> : null}
      <Space wrap>
        {canSubmit ? (
          <Button type="primary" loading={saving && submitting === true} onClick={() => save(true)}>
            {submitLabel}
          </Button>
        ) : null}
        <Button
          type={canSubmit ? 'default' : 'primary'}
          loading={saving && submitting === false}
          onClick={() => save(false)}
        >
          {saveLabel}
        </Button>
        {back}
      </Space>
    </>
  );
}
