import type { Locale } from '@cidpex/contracts';
import { intlLocale } from '../../../lib/date-format';
import { numberFormat } from '../../../lib/intl-cache';

/** Fen as an amount of yuan in the reader's language (¥12,800.00 / CN¥12,800.00). */
export function money(fen: number, lang: Locale): string {
  return numberFormat(intlLocale(lang), { style: 'currency', currency: 'CNY' }).format(fen / 100);
}
