import {
  ID_LAST6_PATTERN,
  idLast6Error,
  isValidEmail,
  isValidMobile,
  PASSPORT_LAST6_PATTERN,
  type SeminarIdType,
} from '@cidpex/contracts';
import type { FormRule as Rule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
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
  /** The last six of the document chosen in the field at `typePath` (ID card or passport). */
  const idLast6Of =
    (typePath: NamePath): Rule =>
    ({ getFieldValue }) => ({
      validator: (_, v?: string) => {
        const type = (getFieldValue(typePath) as SeminarIdType | undefined) ?? 'idCard';
        const error = v ? idLast6Error(v, type) : null;
        if (!error) return Promise.resolve();
        return Promise.reject(
          new Error(t(type === 'passport' ? 'validation.passportLast6' : 'validation.idLast6')),
        );
      },
    });
  /** Either an ID card's or a passport's last six (the claim form: whoever registered the member). */
  const idOrPassportLast6: Rule = {
    validator: (_, v?: string) => {
      const x = v?.trim().toUpperCase() ?? '';
      return !x || ID_LAST6_PATTERN.test(x) || PASSPORT_LAST6_PATTERN.test(x)
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.passportLast6')));
    },
  };
  return { required, mobile, email, idLast6, idLast6Of, idOrPassportLast6 };
}
