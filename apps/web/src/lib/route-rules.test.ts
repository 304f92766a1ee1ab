import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  browserLang,
  chinesePathFor,
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

  it('shows an English-site address in English whatever was stored before', () => {
    expect(initialLang(null, '/IndexEn')).toBe('en');
    expect(initialLang('zh-Hans', '/IndexEn')).toBe('en');
    expect(initialLang('zh-Hant', '/en/register')).toBe('en');
    expect(initialLang('zh-Hans', '/exhibitor/exhibitorListEn')).toBe('en');
  });

  it('keeps the chosen script on the Chinese site, else follows the browser (zh-TW/zh-HK are Traditional)', () => {
    expect(initialLang('zh-Hant', '/home')).toBe('zh-Hant');
    expect(initialLang('zh-Hans', '/home', ['zh-TW'])).toBe('zh-Hans');
    // a notice's link names the reader's language (issue 23 item 18)
    expect(initialLang('zh-Hans', '/seminar/seminarPay', [], '?request=5&lang=en')).toBe('en');
    expect(initialLang('en', '/visitor/visitorAccomplish', [], '?lang=zh-Hant')).toBe('zh-Hant');
    expect(initialLang('zh-Hant', '/home', [], '?lang=fr')).toBe('zh-Hant');
    expect(initialLang(null, '/home')).toBe('zh-Hans');
    expect(initialLang(null, '/home', ['zh-TW', 'en'])).toBe('zh-Hant');
    expect(initialLang(null, '/home', ['zh-HK'])).toBe('zh-Hant');
    expect(initialLang(null, '/home', ['zh-Hant-TW'])).toBe('zh-Hant');
    expect(initialLang(null, '/home', ['zh-CN'])).toBe('zh-Hans');
    expect(initialLang(null, '/home', ['en-GB', 'zh-CN'])).toBe('en');
    expect(initialLang(null, '/home', ['fr-FR'])).toBe('zh-Hans');
    expect(browserLang(['de', 'zh-hk'])).toBe('zh-Hant');
  });

  it('maps English-site pages to their Chinese-site page for the language switch', () => {
    expect(chinesePathFor('/IndexEn')).toBe('/home');
    expect(chinesePathFor('/en/register')).toBe('/visitor/visitorRegister');
    expect(chinesePathFor('/exhibitor/exhibitorListEn')).toBe('/exhibitorList');
    expect(chinesePathFor('/CIDPEX/anything')).toBe('/home');
  });

  it('prefixes the title with the unread count capped at 99+', () => {
    expect(pageTitle('CIDPEX', 0)).toBe('CIDPEX');
    expect(pageTitle('CIDPEX', 5)).toBe('(5) CIDPEX');
    expect(pageTitle('CIDPEX', 100)).toBe('(99+) CIDPEX');
  });
});
