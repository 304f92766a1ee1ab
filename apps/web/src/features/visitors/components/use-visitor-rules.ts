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
