import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearListParams,
  filterBody,
  readListParams,
  writeListParams,
} from './list-params';

describe('list params', () => {
  it('reads the filters, ignores malformed ones and starts at page 1', () => {
    const params = readListParams(
      new URLSearchParams('area=A07&hall=H5&country=%3Cx%3E&page=0&keyword=%20tissue%20'),
    );
    expect(params).toEqual({
      area: ['A07'],
      hall: ['H5'],
      industry: [],
      business: [],
      country: [],
      keyword: 'tissue',
      page: 1,
    });
    expect(activeFilterCount(params)).toBe(2);
    expect(filterBody(params)).toEqual({ area: ['A07'], hall: ['H5'] });
  });

  it('reads several codes per dimension, repeated or comma-separated, once each', () => {
    const params = readListParams(new URLSearchParams('hall=H5&hall=H6&country=CN,DE&country=CN&area=x%20y'));
    expect(params.hall).toEqual(['H5', 'H6']);
    expect(params.country).toEqual(['CN', 'DE']);
    expect(params.area).toEqual([]);
    expect(activeFilterCount(params)).toBe(4);
  });

  it('goes back to page 1 when a filter changes, keeps other query values, drops empty ones', () => {
    const current = new URLSearchParams('area=A07&page=3&utm=home');
    expect(writeListParams(current, { hall: ['H5'] }).toString()).toBe('area=A07&utm=home&hall=H5');
    expect(writeListParams(current, { hall: ['H5', 'H6'] }).toString()).toBe(
      'area=A07&utm=home&hall=H5&hall=H6',
    );
    expect(writeListParams(current, { area: [] }).toString()).toBe('utm=home');
    expect(writeListParams(current, { page: 4 }).toString()).toBe('area=A07&utm=home&page=4');
    expect(writeListParams(current, { page: 1 }).toString()).toBe('area=A07&utm=home');
    expect(clearListParams(new URLSearchParams('area=A07&keyword=x&page=2&utm=home')).toString()).toBe(
      'utm=home',
    );
  });
});
