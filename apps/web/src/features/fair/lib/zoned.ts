import { dateTimeFormat } from '../../../lib/intl-cache';

/** How far a time zone's wall clock is ahead of UTC at an instant. */
function offsetMs(at: Date, timeZone: string): number {
  const p = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(p.find((x) => x.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return wall - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** An ISO moment as the fair's wall clock for a datetime-local field ("2024-01-15T00:00"). */
export function toLocalField(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() + offsetMs(at, timeZone)).toISOString().slice(0, 16);
}

/** The fair's wall clock of a datetime-local field as an ISO moment with its offset. */
export function fromLocalField(value: string, timeZone: string): string | null {
  if (!value) return null;
  const wall = Date.parse(`${value}:00Z`);
  if (Number.isNaN(wall)) return null;
  const at = new Date(wall - offsetMs(new Date(wall), timeZone));
  return at.toISOString();
}
