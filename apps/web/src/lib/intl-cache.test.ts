import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('intl-cache', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const a = dateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', day: 'numeric' });
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', day: 'numeric' })).toBe(a);
    expect(dateTimeFormat('zh-Hans', { timeZone: 'Asia/Shanghai', day: 'numeric' })).not.toBe(a);
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric' })).not.toBe(a);
    expect(numberFormat('en-GB')).toBe(numberFormat('en-GB'));
  });

  it('formats as a new formatter would', () => {
    const date = new Date('2024-05-15T01:30:00Z');
    const options = { timeZone: 'Asia/Shanghai', dateStyle: 'long' } as const;
    expect(dateTimeFormat('zh-Hans', options).format(date)).toBe(
      new Intl.DateTimeFormat('zh-Hans', options).format(date),
    );
    expect(numberFormat('en-GB', { style: 'currency', currency: 'CNY' }).format(1234.5)).toBe('CN¥1,234.50');
  });
});
