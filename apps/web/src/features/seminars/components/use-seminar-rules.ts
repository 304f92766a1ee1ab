import { ID_LAST6_PATTERN, isValidEmail, isValidMobile } from '@cidpex/contracts';
import type { FormRule as Rule } from 'antd';
import { useTranslation } from 'react-i18next';

/** The form rules of spec §5 in the page's language: required, mobile, email, last six ID digits. */
export function useSeminarRules() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const required = (label: string): Rule => ({
    required: true,
    whitespace: true,
    message: tc('form.required', { label }),
  });
  const mobile: Rule = {
    validator: (_, v?: string) =>
      !v || isValidMobile(v) ? Promise.resolve() : Promise.reject(new Error(tc('validation.MOBILE_FORMAT'))),
  };
  const email: Rule = {
    validator: (_, v?: string) =>
      !v || isValidEmail(v.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(tc('validation.EMAIL_FORMAT'))),
  };
  const idLast6: Rule = {
    validator: (_, v?: string) =>
      !v || ID_LAST6_PATTERN.test(v.trim().toUpperCase())
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.idLast6'))),
  };
  return { required, mobile, email, idLast6 };
}
