import type { Locale } from '@cidpex/contracts';

/**
 * Meeting points of the fair besides the booths: business lounges in the venue's non-exhibition
 * halls (hall codes of the `hall` dictionary). Names in three languages, as dictionary data.
 */
export const MEETING_POINTS = [
  {
    code: 'REG-LOUNGE',
    hall: 'REG',
    names: {
      'zh-Hans': '登录厅 商务洽谈区',
      'zh-Hant': '登錄廳 商務洽談區',
      en: 'Registration Hall business lounge',
    },
  },
  {
    code: 'CC-ROOM',
    hall: 'CC',
    names: {
      'zh-Hans': '会议中心 贵宾洽谈室',
      'zh-Hant': '會議中心 貴賓洽談室',
      en: 'Conference Center meeting room',
    },
  },
  {
    code: 'MFH-CAFE',
    hall: 'MFH',
    names: {
      'zh-Hans': '多功能厅 咖啡洽谈区',
      'zh-Hant': '多功能廳 咖啡洽談區',
      en: 'Multi-function Hall café',
    },
  },
] as const;

export function meetingPoint(code: string | null | undefined) {
  return MEETING_POINTS.find((p) => p.code === code);
}

export function meetingPointName(code: string, locale: Locale): string {
  return meetingPoint(code)?.names[locale] ?? code;
}

/**
 * Where the halls' entrances lie on the venue's site plan, in metres. The floor plan of the
 * directory holds each hall's own size but not where halls stand, so these are the approximate
 * positions of the Nanjing International Expo Center's halls (⚠️ an estimate from the public site
 * plan: halls 1–9 in a row of about 110 m each, the registration hall, multi-function hall and
 * conference center beside them). They drive only a warning, never a refusal.
 */
export const HALL_POSITIONS: Record<string, { x: number; y: number }> = {
  H1: { x: 0, y: 0 },
  H2: { x: 110, y: 0 },
  H3: { x: 220, y: 0 },
  H4: { x: 330, y: 0 },
  H5: { x: 440, y: 0 },
  H6: { x: 550, y: 0 },
  H7: { x: 660, y: 0 },
  H8: { x: 770, y: 0 },
  H9: { x: 880, y: 0 },
  REG: { x: 440, y: 180 },
  MFH: { x: 220, y: 180 },
  CC: { x: 660, y: 180 },
};

/** Walking pace of a visitor in a crowded hall (metres per minute) and the time to leave a booth. */
const PACE_M_PER_MIN = 60;
const LEAVE_MINUTES = 2;

/** Minutes to walk from one hall to another (0 within a hall; unknown halls: none). */
export function walkMinutes(fromHall: string, toHall: string): number {
  if (fromHall === toHall) return 0;
  const a = HALL_POSITIONS[fromHall];
  const b = HALL_POSITIONS[toHall];
  if (!a || !b) return 0;
  // Paths run along the halls' front and the boulevard: Manhattan distance.
  const metres = Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
  return Math.ceil(metres / PACE_M_PER_MIN) + LEAVE_MINUTES;
}
