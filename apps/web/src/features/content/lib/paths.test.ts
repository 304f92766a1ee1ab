import { describe, expect, it } from 'vitest';
import { codeFromPath, contentPath } from './paths';

describe('content paths', () => {
  it('reads the page code from the route, an English twin without its En', () => {
    expect(codeFromPath('/exhibition/exhibitionGuide')).toBe('exhibitionGuide');
    expect(codeFromPath('/exhibition/supportMediaEn')).toBe('supportMedia');
    expect(codeFromPath('/en/ExchangePlatformEn')).toBe('ExchangePlatform');
    expect(codeFromPath('/introduce/VisitorNotice')).toBe('VisitorNotice');
    expect(codeFromPath('/content')).toBeNull();
    expect(codeFromPath('/textContent')).toBeNull();
  });

  it('links a fixed page to its route (the English twin on the English site) and anything else by id', () => {
    expect(contentPath({ id: 3, code: 'trafficStrategy' })).toBe('/exhibition/trafficStrategy');
    expect(contentPath({ id: 4, code: 'ExchangePlatform' }, true)).toBe('/en/ExchangePlatformEn');
    expect(contentPath({ id: 4, code: 'ExchangePlatform' })).toBe('/introduce/ExchangePlatform');
    expect(contentPath({ id: 9, code: null })).toBe('/content?id=9');
    expect(contentPath({ id: 10, code: 'customPage' })).toBe('/content?id=10');
  });
});
