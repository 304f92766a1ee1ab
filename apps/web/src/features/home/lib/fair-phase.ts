import type { FairEdition } from '@cidpex/contracts';
import { dateTimeFormat } from '../../../lib/intl-cache';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type FairDates = Pick<FairEdition, 'startDate' | 'endDate' | 'openTime' | 'closeTime' | 'timeZone'>;

function zonedParts(instant: Date, timeZone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far a time zone's wall clock is ahead of UTC at an instant (Asia/Shanghai: 8 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock date and time (YYYY-MM-DD, HH:mm) in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  return new Date(wall - zoneOffsetMs(new Date(wall), timeZone));
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function dayNumber(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export type FairPhase =
  /** Before the doors open on the first day: the time left. */
  | { state: 'before'; days: number; hours: number; minutes: number }
  /** From the first opening to the last closing; `open` while the halls are open today. */
  | { state: 'during'; day: number; totalDays: number; open: boolean; opensLater: boolean }
  | { state: 'after' };

/**
 * Where the fair stands at an instant, on the fair's own clock (Asia/Shanghai), whatever
 * the visitor's time zone: before it, during it (day N of 3), or after it.
 */
export function fairPhase(now: Date, fair: FairDates): FairPhase {
  const { timeZone } = fair;
  const opening = zonedInstant(fair.startDate, fair.openTime, timeZone);
  const closing = zonedInstant(fair.endDate, fair.closeTime, timeZone);
  if (now < opening) {
    const left = opening.getTime() - now.getTime();
    return {
      state: 'before',
      days: Math.floor(left / DAY_MS),
      hours: Math.floor((left % DAY_MS) / HOUR_MS),
      minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    };
  }
  if (now >= closing) return { state: 'after' };
  const today = zonedDate(now, timeZone);
  const todayOpens = zonedInstant(today, fair.openTime, timeZone);
  const todayCloses = zonedInstant(today, fair.closeTime, timeZone);
  return {
    state: 'during',
    day: dayNumber(today) - dayNumber(fair.startDate) + 1,
    totalDays: dayNumber(fair.endDate) - dayNumber(fair.startDate) + 1,
    open: now >= todayOpens && now < todayCloses,
    opensLater: now < todayOpens,
  };
}
