import { describe, expect, it } from 'vitest';
import { formatDateTime, lastDays } from '../../../lib/date-format';
import { dayTotals, findCode, splitCodes, topPaths } from './format';
import { readOutboxParams, writeOutboxParams } from './outbox-params';

describe('organizer formatting', () => {
  it('writes times on the fair clock, in the current language', () => {
    expect(formatDateTime('2024-05-14T16:30:00.000Z', 'en')).toBe('15 May 2024, 00:30:00');
    expect(formatDateTime('2024-05-14T16:30:00.000Z', 'zh-Hans')).toBe('2024年5月15日 00:30:00');
  });

  it('finds the six-digit code and leaves longer numbers alone', () => {
    const body = '验证码：482913，手机 13800000001，10分钟内有效';
    expect(findCode(body)).toBe('482913');
    expect(splitCodes(body).filter((part) => part.code)).toEqual([{ text: '482913', code: true }]);
    expect(
      splitCodes(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
    expect(findCode('no code here, 2024')).toBeNull();
  });

  it('adds up paths and days', () => {
    const rows = [
      { day: '2024-05-14', path: '/a', count: 1 },
      { day: '2024-05-15', path: '/b', count: 3 },
      { day: '2024-05-15', path: '/a', count: 4 },
    ];
    expect(topPaths(rows)).toEqual([
      { key: '/a', count: 5 },
      { key: '/b', count: 3 },
    ]);
    expect(dayTotals(rows)).toEqual([
      { key: '2024-05-15', count: 7 },
      { key: '2024-05-14', count: 1 },
    ]);
    // 17 May 00:30 in Shanghai: three days back, the quiet 16th included.
    expect(dayTotals(rows, { days: 3, now: new Date('2024-05-16T16:30:00Z') })).toEqual([
      { key: '2024-05-17', count: 0 },
      { key: '2024-05-16', count: 0 },
      { key: '2024-05-15', count: 7 },
      { key: '2024-05-14', count: 1 },
    ]);
  });

  it('counts days back on the Shanghai calendar', () => {
    expect(lastDays(2, new Date('2024-03-01T00:30:00Z'))).toEqual(['2024-03-01', '2024-02-29']);
  });

  it('reads odd outbox addresses safely and writes short ones', () => {
    expect(readOutboxParams(new URLSearchParams('page=-2&pageSize=999&channel=fax&q=%20'))).toEqual({
      page: 1,
      pageSize: 20,
      channel: undefined,
      q: undefined,
    });
    expect(writeOutboxParams({ page: 1, pageSize: 20, channel: 'sms', q: '138' }).toString()).toBe(
      'channel=sms&q=138',
    );
  });
});
