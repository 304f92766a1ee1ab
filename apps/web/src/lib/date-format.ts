import { FAIR, type Locale } from '@cidpex/contracts';
import { dateTimeFormat } from './intl-cache';

/**
 * Dates and times as the portal writes them: on the fair's clock (Asia/Shanghai), in the
 * current language's way (British English on the English site). One module, so a page never
 * formats a date its own way.
 */

/** The Intl locale of a site language: British English, as the English catalog writes dates. */
export function intlLocale(lang: Locale): string {
  return lang === 'en' ? 'en-GB' : lang;
}

/** A day on the fair's clock (Asia/Shanghai), written the current language's way. */
export function formatDate(iso: string | null, lang: Locale): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

/** A moment on the fair's clock (Asia/Shanghai), written the current language's way. */
export function formatDateTime(iso: string, lang: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(intlLocale(lang), {
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

/**
 * The fair's time zone named for the reader (issue 23 item 16): overseas buyers read every fair
 * time as China time, whatever their browser's zone.
 */
const ZONE_LABEL: Record<Locale, string> = {
  'zh-Hans': '北京时间',
  'zh-Hant': '北京時間',
  en: 'China time, UTC+8',
};
export function fairZoneLabel(lang: Locale): string {
  return ZONE_LABEL[lang] ?? ZONE_LABEL.en;
}

/**
 * A moment to the minute on the fair's clock with the zone named: "15 May 2024, 09:30 (China
 * time, UTC+8)", "2024年5月15日 09:30（北京时间）". Every fair time a page shows goes through here
 * (reviews, payments, offers, sign-ups), so none is written in the browser's own zone.
 */
export function formatFairTime(iso: string | null | undefined, lang: Locale): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = dateTimeFormat(intlLocale(lang), {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return lang === 'en' ? `${text} (${fairZoneLabel(lang)})` : `${text}（${fairZoneLabel(lang)}）`;
}

/** A calendar day (YYYY-MM-DD, already a Shanghai day) with its weekday, without shifting it. */
export function formatDay(day: string, lang: Locale): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(intlLocale(lang), {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(date);
}

/** The Shanghai calendar day (YYYY-MM-DD) of an instant. */
export function fairDay(instant: Date): string {
  return dateTimeFormat('en-CA', {
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
