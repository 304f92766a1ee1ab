import type { FairEdition, Locale } from '@cidpex/contracts';
import { dateTimeFormat } from '../../../lib/intl-cache';
import { intlLocale } from './ordinal';

const parts = (day: string) => {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return { y, m, d };
};

const monthName = (m: number, lang: Locale) =>
  dateTimeFormat(intlLocale(lang), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, m - 1, 1)),
  );

/**
 * The fair days as the catalogs used to write them: "2024年5月15日—17日", "15–17 May 2024"
 * (longer when the fair spans months or years).
 */
export function fairDatesText(fair: Pick<FairEdition, 'startDate' | 'endDate'>, lang: Locale): string {
  const a = parts(fair.startDate);
  const b = parts(fair.endDate);
  if (lang !== 'en') {
    const first = `${a.y}年${a.m}月${a.d}日`;
    if (fair.startDate === fair.endDate) return first;
    if (a.y !== b.y) return `${first}—${b.y}年${b.m}月${b.d}日`;
    return a.m === b.m ? `${first}—${b.d}日` : `${first}—${b.m}月${b.d}日`;
  }
  if (fair.startDate === fair.endDate) return `${a.d} ${monthName(a.m, lang)} ${a.y}`;
  if (a.y !== b.y) return `${a.d} ${monthName(a.m, lang)} ${a.y} – ${b.d} ${monthName(b.m, lang)} ${b.y}`;
  return a.m === b.m
    ? `${a.d}–${b.d} ${monthName(b.m, lang)} ${b.y}`
    : `${a.d} ${monthName(a.m, lang)} – ${b.d} ${monthName(b.m, lang)} ${b.y}`;
}

/** A moment (ISO) as a date in the fair's time zone, in the site language. */
export function fairMomentText(iso: string, fair: Pick<FairEdition, 'timeZone'>, lang: Locale): string {
  return dateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: fair.timeZone }).format(
    new Date(iso),
  );
}
