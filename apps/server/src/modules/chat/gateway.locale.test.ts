import { describe, expect, it } from 'vitest';
import { connectionLocale } from './gateway';

describe('connectionLocale (issue 24: chat names in the reader language)', () => {
  it('takes the portal language from ?lang=', () => {
    expect(connectionLocale({ query: { lang: 'en' }, headers: { 'accept-language': 'zh-CN' } })).toBe('en');
    expect(connectionLocale({ query: { lang: 'zh-Hant' }, headers: {} })).toBe('zh-Hant');
  });

  it('falls back to Accept-Language without ?lang= (it used to read the string "undefined")', () => {
    expect(connectionLocale({ query: {}, headers: { 'accept-language': 'en-US,en;q=0.9' } })).toBe('en');
    expect(connectionLocale({ query: { lang: 'fr' }, headers: { 'accept-language': 'zh-TW' } })).toBe(
      'zh-Hant',
    );
    expect(connectionLocale({ query: {}, headers: {} })).toBe('zh-Hans');
  });
});
