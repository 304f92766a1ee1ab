import { CODE_PATTERN, isValidEmail, isValidMobile, passwordStrength } from '@cidpex/contracts';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A rule that checks a non-empty value with a predicate (an empty one is the required rule's business). */
function check(test: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || test(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/**
 * The form rules of spec §5, with the contracts' functions so that the form and the server
 * refuse the same values, and the spec's messages from the common catalog.
 */
export function useFormRules() {
  const { t, i18n } = useTranslation(['common', 'accounts']);
  const english = i18n.language === 'en';
  return useMemo(() => {
    // "Please enter first name": an English label inside a sentence starts in lower case (not "EMAIL").
    const inSentence = (label: string) =>
      english && !/^[A-Z]{2}/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
    return {
      /** 'enter {label} please' */
      required: (label: string): FormRule => ({
        required: true,
        whitespace: true,
        message: t('form.required', { label: inSentence(label) }),
      }),
      /** 'select {label} please', for a choice. */
      requiredChoice: (label: string): FormRule => ({
        required: true,
        message: t('form.select', { label: inSentence(label) }),
      }),
      mobile: check(isValidMobile, t('validation.MOBILE_FORMAT')),
      email: check((v) => isValidEmail(v.trim()), t('validation.EMAIL_FORMAT')),
      /** A mobile number or an email address (login, recovery). */
      account: check(
        (v) => isValidMobile(v.trim()) || isValidEmail(v.trim()),
        t('accounts:validation.account'),
      ),
      code: check((v) => CODE_PATTERN.test(v.trim()), t('validation.CODE_INVALID')),
      /** Weak passwords are refused (spec §5). */
      password: check((v) => passwordStrength(v) !== 'weak', t('validation.WEAK_PASSWORD')),
      /** The confirmation must match the field `other`. */
      sameAs:
        (other: string): FormRule =>
        ({ getFieldValue }) => ({
          validator: (_, value: unknown) =>
            !value || value === getFieldValue(other)
              ? Promise.resolve()
              : Promise.reject(new Error(t('validation.PASSWORD_MISMATCH'))),
        }),
    };
  }, [t, english]);
}
