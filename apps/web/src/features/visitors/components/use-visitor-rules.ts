import {
  type ErrorCodeName,
  fieldRule,
  type VisitorField,
  type VisitorForm,
  visitorFieldError,
} from '@cidpex/contracts';
import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckIdCard } from '../api/check-id-card';

/** The catalog text of a rule's error code, with the field's label for "enter {label} please". */
export function useRuleMessage() {
  const { t, i18n } = useTranslation(['visitors', 'common']);
  return useCallback(
    (code: ErrorCodeName, label: string) => {
      if (code === 'REQUIRED') {
        const inSentence = i18n.language === 'en' ? label.charAt(0).toLowerCase() + label.slice(1) : label;
        return t('common:form.required', { label: inSentence });
      }
      return t(`visitors:validation.${code}`, { defaultValue: t('visitors:validation.VALIDATION') });
    },
    [t, i18n.language],
  );
}

/**
 * The antd rule of one field, from the contracts' rule table: the form refuses exactly what
 * the server refuses, with the message in the current language.
 */
export function useVisitorRules(form: VisitorForm) {
  const message = useRuleMessage();
  return useCallback(
    (field: VisitorField, label: string): FormRule[] => [
      ({ getFieldsValue }) => ({
        required: fieldRule(form, field) === 'required',
        validator: () => {
          const code = visitorFieldError(form, field, getFieldsValue(true));
          return code ? Promise.reject(new Error(message(code, label))) : Promise.resolve();
        },
      }),
    ],
    [form, message],
  );
}

/**
 * The server's check of an ID card or passport number (GET checkIdCard), run when the field
 * is left and again on submit (answered from cache): a number the server finds invalid is
 * refused under the field. Whether someone else registered a number is not told (privacy,
 * docs/security.md); the submit refuses a duplicate. The shared rule runs first (validateFirst):
 * the call is made only for a number of the right form. When the check cannot be made the
 * form goes on; the server checks the number again on submit.
 */
export function useIdCheckRule(): (field: 'idCardNo' | 'passportNo') => FormRule {
  const { t } = useTranslation('visitors');
  const check = useCheckIdCard();
  return useCallback(
    (field) => ({
      validator: async (_: unknown, value?: string) => {
        const number = typeof value === 'string' ? value.trim() : '';
        if (!number) return;
        let result: Awaited<ReturnType<typeof check>>;
        try {
          result = await check(number);
        } catch {
          return;
        }
        if (!result.valid)
          throw new Error(
            t(field === 'idCardNo' ? 'validation.VISITOR_ID_INVALID' : 'validation.VISITOR_PASSPORT_INVALID'),
          );
      },
    }),
    [check, t],
  );
}
