import { type ErrorCodeName, errorCodeName } from '@cidpex/contracts';
import { Alert, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, RequestCancelled } from '../../../lib/http/client';

/** Which field of a form a refusal belongs to, by error code. */
export type ErrorFields = Partial<Record<ErrorCodeName, string>>;

/**
 * Shows a refusal of a silent call where the person looks: under the field it concerns
 * (by error code, or the single field a validation failure names), else above the submit
 * button. The entered values stay as they are.
 */
export function useServerError(form: FormInstance, fields: ErrorFields = {}) {
  const { t } = useTranslation('common');
  const [error, setError] = useState<string | null>(null);

  const show = useCallback(
    (err: unknown) => {
      if (err instanceof RequestCancelled) return;
      if (!(err instanceof ApiError)) {
        setError(t('errors.fallback'));
        return;
      }
      const name = err.code === null ? undefined : errorCodeName(err.code);
      let field = name ? fields[name] : undefined;
      const named = (err.data as { fields?: unknown } | null)?.fields;
      if (!field && Array.isArray(named) && named.length === 1 && typeof named[0] === 'string') {
        if (named[0] in form.getFieldsValue(true)) field = named[0];
      }
      if (field) {
        form.setFields([{ name: field, errors: [err.message] }]);
        setError(null);
      } else {
        setError(err.message);
      }
    },
    [form, fields, t],
  );

  const clear = useCallback(() => setError(null), []);
  return { error, show, clear };
}

/** The refusal that belongs to no single field, read out when it appears. */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="form-error" />;
}
