import type { Locale } from '@cidpex/contracts';

const EN_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
  zero: 'th',
  many: 'th',
};

/** "32nd" in English; the bare number in Chinese, whose catalogs write 第…届 around it. */
export function ordinal(n: number, lang: Locale): string {
  if (lang !== 'en') return String(n);
  return `${n}${EN_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)]}`;
}

export { intlLocale } from '../../../lib/date-format';
