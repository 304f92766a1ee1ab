import { describe, expect, it } from 'vitest';
import { antdLocale, loadAntdLocale } from './antd-locale';

describe('antd locale packs', () => {
  it('are loaded on demand, one language at a time', async () => {
    expect(antdLocale('zh-Hant')).toBeUndefined();
    await loadAntdLocale('zh-Hant');
    expect(antdLocale('zh-Hant')?.locale).toBe('zh-tw');
    expect(antdLocale('zh-Hant')?.Pagination?.items_per_page).toBe('條/頁');
    expect(antdLocale('en')).toBeUndefined();
    await loadAntdLocale('en');
    expect(antdLocale('en')?.locale).toBe('en');
  });
});
