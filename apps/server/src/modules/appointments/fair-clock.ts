/**
 * The fair's clock: days and slot starts written on the fair's wall clock (its IANA zone, from
 * the fair edition) turned into UTC instants and back, with Intl only (no zone table of our own).
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock day (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function toWallClock(at: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The UTC instant of a wall-clock day and time in a zone (the zone's offset found by one correction). */
export function fromWallClock(day: string, time: string, timeZone: string): Date {
  const [y = 0, mo = 1, d = 1] = day.split('-').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d) + minutesOf(time) * 60_000;
  const seen = toWallClock(new Date(asUtc), timeZone);
  const [sy = 0, smo = 1, sd = 1] = seen.day.split('-').map(Number);
  const offset = Date.UTC(sy, smo - 1, sd) + minutesOf(seen.time) * 60_000 - asUtc;
  return new Date(asUtc - offset);
}

/** Every day from start to end (inclusive), YYYY-MM-DD. */
export function daysBetween(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  const [y = 0, m = 1, d = 1] = startDate.split('-').map(Number);
  for (let i = 0; i < 31; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (day > endDate) break;
    out.push(day);
  }
  return out;
}

/** Slot starts (HH:MM) from opening to the last one that ends by closing time. */
export function slotTimes(openTime: string, closeTime: string, slotMinutes: number): string[] {
  const out: string[] = [];
  for (let m = minutesOf(openTime); m + slotMinutes <= minutesOf(closeTime); m += slotMinutes) {
    out.push(timeOfMinutes(m));
  }
  return out;
}

export function addMinutes(time: string, minutes: number): string {
  return timeOfMinutes(minutesOf(time) + minutes);
}
