import { CODE_PATTERN, FAIR, type Locale, type OperationStatRow } from '@cidpex/contracts';

/** The Intl locale of a site language: British English, as the English catalog writes dates. */
export function intlLocale(lang: Locale): string {
  return lang === 'en' ? 'en-GB' : lang;
}

/** A moment on the fair's clock (Asia/Shanghai), written the current language's way. */
export function formatDateTime(iso: string, lang: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** A calendar day (YYYY-MM-DD, already a Shanghai day) with its weekday, without shifting it. */
export function formatDay(day: string, lang: Locale): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(date);
}

export function formatNumber(value: number, lang: Locale): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
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

/** The Shanghai calendar day (YYYY-MM-DD) of an instant. */
export function fairDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The last `days` Shanghai days up to the one of `now`, newest first. */
export function lastDays(days: number, now: Date): string[] {
  const [y = 0, m = 1, d = 1] = fairDay(now).split('-').map(Number);
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10),
  );
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
