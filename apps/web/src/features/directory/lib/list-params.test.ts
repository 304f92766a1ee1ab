import { describe, expect, it } from 'vitest';
import { activeFilterCount, clearListParams, readListParams, writeListParams } from './list-params';

describe('list params', () => {
  it('reads the filters, ignores malformed ones and starts at page 1', () => {
    const params = readListParams(
      new URLSearchParams('area=A07&hall=H5&country=%3Cx%3E&page=0&keyword=%20tissue%20'),
    );
    expect(params).toEqual({
      area: 'A07',
      hall: 'H5',
      industry: null,
      business: null,
      country: null,
      keyword: 'tissue',
      page: 1,
    });
    expect(activeFilterCount(params)).toBe(2);
  });

  it('goes back to page 1 when a filter changes, keeps other query values, drops empty ones', () => {
    const current = new URLSearchParams('area=A07&page=3&utm=home');
    expect(writeListParams(current, { hall: 'H5' }).toString()).toBe('area=A07&utm=home&hall=H5');
    expect(writeListParams(current, { area: null }).toString()).toBe('utm=home');
    expect(writeListParams(current, { page: 4 }).toString()).toBe('area=A07&page=4&utm=home');
    expect(writeListParams(current, { page: 1 }).toString()).toBe('area=A07&utm=home');
    expect(clearListParams(new URLSearchParams('area=A07&keyword=x&page=2&utm=home')).toString()).toBe(
      'utm=home',
    );
  });
});
