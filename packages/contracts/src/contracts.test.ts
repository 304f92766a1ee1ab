import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ErrorCode, errorCodeName, errorMessage } from './errors';
import { LOCALES, normalizeLocale, siteLink } from './locales';
import { refundAmount, refundShare } from './seminars';
import {
  accountKind,
  accountSchema,
  emailSchema,
  isValidMobile,
  mobileSchema,
  normalizeMobile,
  passwordSchema,
  passwordStrength,
} from './validation';

describe('error codes and messages', () => {
  it('gives every code a distinct number and a message in each language', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
    for (const locale of LOCALES) {
      for (const name of Object.keys(ErrorCode)) {
        const text = ERROR_MESSAGES[locale][name as keyof typeof ErrorCode];
        expect(text, `${locale} ${name}`).toBeTruthy();
      }
    }
  });

  it('keeps Chinese out of the English catalog', () => {
    for (const [name, text] of Object.entries(ERROR_MESSAGES.en)) {
      expect(/[\u4e00-\u9fff]/.test(text), name).toBe(false);
    }
  });

  it('maps numbers back to names', () => {
    expect(errorCodeName(ErrorCode.LOGIN_FAILED)).toBe('LOGIN_FAILED');
    expect(errorCodeName(-12345)).toBeUndefined();
  });

  it('fills placeholders in the caller language', () => {
    expect(errorMessage('zh-Hans', 'LOGIN_TOO_MANY', { minutes: 15 })).toBe(
      '登录失败次数过多，请15分钟后再试',
    );
    expect(errorMessage('en', 'LOGIN_TOO_MANY', { minutes: 15 })).toContain('15');
    expect(errorMessage('en', 'LOGIN_TOO_MANY', { minutes: 15 })).not.toContain('{minutes}');
  });
});

describe('normalizeLocale', () => {
  it.each([
    [undefined, 'zh-Hans'],
    ['', 'zh-Hans'],
    ['zh-CN,zh;q=0.9', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK,en;q=0.8', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR', 'zh-Hans'],
  ])('%s → %s', (header, expected) => {
    expect(normalizeLocale(header)).toBe(expected);
  });
});

describe('siteLink: a notice links to the reader’s site (issue 23 item 18)', () => {
  const B = 'https://fair.example';
  it.each([
    ['en', '/visitor/visitorRegister', `${B}/en/register`],
    ['en', '/myEnterprise', `${B}/enterpriseCenterEn`],
    ['en', '/seminar/seminarPay?request=5', `${B}/seminar/seminarPay?request=5&lang=en`],
    ['zh-Hant', '/visitor/visitorRegister', `${B}/visitor/visitorRegister?lang=zh-Hant`],
    ['zh-Hans', '/seminar/seminarPay?request=5', `${B}/seminar/seminarPay?request=5`],
  ] as const)('%s %s → %s', (locale, path, expected) => {
    expect(siteLink(B, locale, path)).toBe(expected);
  });
});

describe('the seminar refund rule (issue 23 item 7)', () => {
  const now = new Date('2024-05-01T00:00:00Z');
  it('refunds the share until the deadline, nothing after it or without one', () => {
    expect(refundShare({ refundUntil: '2024-05-01T00:00:00Z', refundPercent: 80 }, now)).toBe(80);
    expect(refundShare({ refundUntil: '2024-04-30T23:59:59Z', refundPercent: 80 }, now)).toBe(0);
    expect(refundShare({ refundUntil: null, refundPercent: 100 }, now)).toBe(0);
    expect(refundAmount(128_000, 80)).toBe(102_400);
    expect(refundAmount(99_999, 33)).toBe(32_999);
    expect(refundAmount(100, 150)).toBe(100);
  });
});

describe('validation rules of spec §5', () => {
  it('accepts mainland and international mobiles, refuses the rest', () => {
    for (const ok of ['13800000001', '+8613800000001', '138-0000-0001', '+447911123456']) {
      expect(isValidMobile(ok), ok).toBe(true);
    }
    for (const bad of ['12800000001', '1380000000', 'abc', '+0123', '']) {
      expect(isValidMobile(bad), bad).toBe(false);
    }
    expect(normalizeMobile('+86 138 0000 0001')).toBe('13800000001');
    expect(mobileSchema.parse(' +8613800000001 ')).toBe('13800000001');
    expect(mobileSchema.safeParse('123').error?.issues[0]?.message).toBe('MOBILE_FORMAT');
    expect(mobileSchema.safeParse('').error?.issues[0]?.message).toBe('REQUIRED');
  });

  it('normalises email addresses and refuses malformed ones', () => {
    expect(emailSchema.parse(' Buyer@Example.COM ')).toBe('buyer@example.com');
    for (const bad of ['a@b', 'a b@c.com', '@c.com', 'a@.com', `${'x'.repeat(250)}@c.com`]) {
      expect(emailSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('rates passwords: letters and digits needed, long mixed ones are strong', () => {
    expect(passwordStrength('abcdef')).toBe('weak');
    expect(passwordStrength('123456')).toBe('weak');
    expect(passwordStrength('abc12')).toBe('weak');
    expect(passwordStrength('abc123')).toBe('medium');
    expect(passwordStrength('Abcdef1234')).toBe('strong');
    expect(passwordStrength('abcdef123!')).toBe('strong');
    expect(passwordSchema.safeParse('abc123').success).toBe(true);
    expect(passwordSchema.safeParse('abcdef').error?.issues[0]?.message).toBe('WEAK_PASSWORD');
    expect(passwordSchema.safeParse(`a1${'x'.repeat(70)}`).success).toBe(false);
  });

  it('tells a login name by mobile or email', () => {
    expect(accountKind('buyer@demo.cidpex.cn')).toBe('email');
    expect(accountKind('13800000001')).toBe('mobile');
    expect(accountSchema.safeParse('not-an-account').success).toBe(false);
  });
});
