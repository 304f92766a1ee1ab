import { type ErrorCodeName, errorCodeName } from '@cidpex/contracts';
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, RequestCancelled } from '../../../lib/http/client';

/** Which field a refusal of the server belongs to, by its code. */
const FIELD_OF: Partial<Record<ErrorCodeName, string>> = {
  VISITOR_ID_INVALID: 'idCardNo',
  VISITOR_PASSPORT_INVALID: 'passportNo',
  VISITOR_CONSENT_REQUIRED: 'consent',
  VISITOR_CARD_INVALID: 'cardFrontId',
  CODE_INVALID: 'emailCode',
  CODE_EXPIRED: 'emailCode',
  CODE_ATTEMPTS_EXCEEDED: 'emailCode',
  EMAIL_FORMAT: 'email',
  MOBILE_FORMAT: 'mobile',
};

/**
 * Shows a refusal under the field it concerns (by code, or the one field a validation failure
 * names), else above the submit button. The values typed stay in the form.
 */
export function useVisitorServerError(form: FormInstance) {
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
      let field = name ? FIELD_OF[name] : undefined;
      if (name === 'VISITOR_ALREADY_REGISTERED') {
        field = form.getFieldValue('passportNo') !== undefined ? 'passportNo' : 'idCardNo';
      }
      const named = (err.data as { fields?: unknown } | null)?.fields;
      if (!field && Array.isArray(named) && named.length === 1 && typeof named[0] === 'string')
        field = named[0];
      if (field && field in form.getFieldsValue(true)) {
        form.setFields([{ name: field, errors: [err.message] }]);
        form.scrollToField(field);
        setError(null);
      } else {
        setError(err.message);
      }
    },
    [form, t],
  );
  return { error, setError, show };
}
