import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  initialLang,
  isEnglishPath,
  loginPathFor,
  pageTitle,
  shouldStoreReturnPath,
} from './route-rules';

describe('router rules (spec §2)', () => {
  it('sends anonymous users to /loginEn in English, else to /user/Login, with a redirect query', () => {
    expect(loginPathFor('en', '/userCenterEn/chatEn')).toBe('/loginEn?redirect=%2FuserCenterEn%2FchatEn');
    expect(loginPathFor('zh-Hans', '/userCenter/password')).toBe(
      '/user/Login?redirect=%2FuserCenter%2Fpassword',
    );
    expect(loginPathFor('zh-Hant')).toBe('/user/Login');
  });

  it('does not keep login pages or English pages as the return path', () => {
    expect(shouldStoreReturnPath('/user/login')).toBe(false);
    expect(shouldStoreReturnPath('/user/Login')).toBe(false);
    expect(shouldStoreReturnPath('/loginEn')).toBe(false);
    expect(shouldStoreReturnPath('/en/register')).toBe(false);
    expect(shouldStoreReturnPath('/IndexEn/search')).toBe(false);
    expect(shouldStoreReturnPath('/exhibitor/exhibitorListEn')).toBe(false);
    expect(shouldStoreReturnPath('/exhibitorList')).toBe(true);
    expect(shouldStoreReturnPath('/userCenter/password')).toBe(true);
    // /enterprise is not /en: segments, not string prefixes
    expect(isEnglishPath('/enterprise/certification')).toBe(false);
    expect(isEnglishPath('/enterpriseCenterEn/basicinfo')).toBe(true);
  });

  it('returns after login to a safe local path only', () => {
    expect(afterLoginPath('/userCenter/password', null, '/home')).toBe('/userCenter/password');
    expect(afterLoginPath('https://evil.example', '/exhibitorList', '/home')).toBe('/exhibitorList');
    expect(afterLoginPath('//evil.example', null, '/home')).toBe('/home');
    expect(afterLoginPath('/user/Login', null, '/home')).toBe('/home');
  });

  it('starts a first visit in English on the English site, else in the stored language or zh-Hans', () => {
    expect(initialLang(null, '/IndexEn')).toBe('en');
    expect(initialLang(null, '/home')).toBe('zh-Hans');
    expect(initialLang('zh-Hant', '/IndexEn')).toBe('zh-Hant');
  });

  it('prefixes the title with the unread count capped at 99+', () => {
    expect(pageTitle('CIDPEX', 0)).toBe('CIDPEX');
    expect(pageTitle('CIDPEX', 5)).toBe('(5) CIDPEX');
    expect(pageTitle('CIDPEX', 100)).toBe('(99+) CIDPEX');
  });
});
