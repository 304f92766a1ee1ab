import { describe, expect, it } from 'vitest';
import { fairZoneLabel, formatFairTime } from './date-format';

describe('fair times (issue 23 item 16)', () => {
  it('are written on the fair clock with its zone named, whatever the browser zone', () => {
    // 01:30 UTC is 09:30 in Nanjing; the test process may run in any zone.
    expect(formatFairTime('2024-05-15T01:30:00.000Z', 'en')).toBe('15 May 2024, 09:30 (China time, UTC+8)');
    expect(formatFairTime('2024-05-15T01:30:00.000Z', 'zh-Hans')).toMatch(
      /^2024年5月15日 09:30（北京时间）$/,
    );
    expect(formatFairTime('2024-05-14T17:30:00.000Z', 'zh-Hant')).toContain('5月15日');
    expect(formatFairTime(null, 'en')).toBe('');
    expect(fairZoneLabel('zh-Hant')).toBe('北京時間');
  });
});
