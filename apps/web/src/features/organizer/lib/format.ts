import { CODE_PATTERN, type Locale, type OperationStatRow } from '@cidpex/contracts';
import { intlLocale, lastDays } from '../../../lib/date-format';
import { numberFormat } from '../../../lib/intl-cache';

export function formatNumber(value: number, lang: Locale): string {
  return numberFormat(intlLocale(lang)).format(value);
}

export interface Bar {
  key: string;
  count: number;
}

/** Most counted paths over the whole period, most first (ties by path, for a stable order). */
export function topPaths(rows: OperationStatRow[], limit = 15): Bar[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.path, (totals.get(row.path) ?? 0) + row.count);
  return [...totals]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/**
 * Totals per day, newest day first. Given the period, days without a record show as 0,
 * so that a quiet day is seen rather than skipped.
 */
export function dayTotals(rows: OperationStatRow[], period?: { days: number; now: Date }): Bar[] {
  const totals = new Map<string, number>(
    period ? lastDays(period.days, period.now).map((day) => [day, 0]) : [],
  );
  for (const row of rows) totals.set(row.day, (totals.get(row.day) ?? 0) + row.count);
  return [...totals].map(([key, count]) => ({ key, count })).sort((a, b) => b.key.localeCompare(a.key));
}

/** A verification code in a message: a lone run of six digits (CODE_PATTERN). */
const LONE_CODE = /(?<!\d)(\d{6})(?!\d)/;

/** Splits a message so that its verification code can be emphasised. */
export function splitCodes(text: string): Array<{ text: string; code: boolean }> {
  return text
    .split(new RegExp(LONE_CODE.source, 'g'))
    .filter((part) => part !== '')
    .map((part) => ({ text: part, code: CODE_PATTERN.test(part) }));
}

/** The first verification code of a message, if it carries one. */
export function findCode(text: string): string | null {
  return LONE_CODE.exec(text)?.[1] ?? null;
}
