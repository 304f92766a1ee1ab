import { describe, expect, it } from 'vitest';
import { fairEdition } from '../test-data';
import { fairPhase, zonedDate, zonedInstant } from './fair-phase';

const FAIR_32 = fairEdition('zh-Hans');

describe('fairPhase on the fair clock (Asia/Shanghai)', () => {
  it('counts days and hours to the opening at 09:00 on 15 May 2024', () => {
    // 13 May 2024 07:30 in Shanghai = 12 May 23:30 UTC: 2 days 1 hour 30 minutes to go.
    expect(fairPhase(new Date('2024-05-12T23:30:00Z'), FAIR_32)).toEqual({
      state: 'before',
      days: 2,
      hours: 1,
      minutes: 30,
    });
  });

  it('is still before one minute before the doors open', () => {
    expect(fairPhase(new Date('2024-05-15T00:59:00Z'), FAIR_32)).toEqual({
      state: 'before',
      days: 0,
      hours: 0,
      minutes: 1,
    });
  });

  it('is open on day 1 at 09:00 Shanghai time', () => {
    expect(fairPhase(new Date('2024-05-15T01:00:00Z'), FAIR_32)).toMatchObject({
      state: 'during',
      day: 1,
      totalDays: 3,
      open: true,
    });
  });

  it('knows day 2 by the Shanghai date even when it is still the day before in UTC', () => {
    // 16 May 07:00 in Shanghai is 15 May 23:00 UTC: day 2, doors open later today.
    expect(fairPhase(new Date('2024-05-15T23:00:00Z'), FAIR_32)).toEqual({
      state: 'during',
      day: 2,
      totalDays: 3,
      open: false,
      opensLater: true,
    });
  });

  it('is closed for the night between two fair days', () => {
    // 15 May 20:00 in Shanghai.
    expect(fairPhase(new Date('2024-05-15T12:00:00Z'), FAIR_32)).toMatchObject({
      state: 'during',
      day: 1,
      open: false,
      opensLater: false,
    });
  });

  it('is open on day 3 until 17:00 and has ended afterwards', () => {
    expect(fairPhase(new Date('2024-05-17T08:59:00Z'), FAIR_32)).toMatchObject({
      state: 'during',
      day: 3,
      open: true,
    });
    expect(fairPhase(new Date('2024-05-17T09:00:00Z'), FAIR_32)).toEqual({ state: 'after' });
  });

  it('has ended in 2026', () => {
    expect(fairPhase(new Date('2026-03-01T00:00:00Z'), FAIR_32)).toEqual({ state: 'after' });
  });
});

describe('zoned helpers', () => {
  it('turns a Shanghai wall-clock time into the instant', () => {
    expect(zonedInstant('2024-05-15', '09:00', 'Asia/Shanghai').toISOString()).toBe(
      '2024-05-15T01:00:00.000Z',
    );
  });

  it('reads the Shanghai date of an instant', () => {
    expect(zonedDate(new Date('2024-05-15T16:30:00Z'), 'Asia/Shanghai')).toBe('2024-05-16');
  });
});
