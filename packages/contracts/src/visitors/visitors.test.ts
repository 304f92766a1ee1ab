import { describe, expect, it } from 'vitest';
import {
  checkIdCard,
  checkPassport,
  idCardCheckChar,
  lastSix,
  maskedIdNumber,
  normalizeBadgeCode,
  VISITOR_FORM_RULES,
  visitorFormErrors,
  visitorRegisterBody,
} from '.';

/** A valid number: region 320104 (Nanjing), born 1990-03-07, sequence 123, check char computed. */
function validId(birth = '19900307', region = '320104', seq = '123') {
  const first17 = `${region}${birth}${seq}`;
  return first17 + idCardCheckChar(first17);
}

describe('checkIdCard', () => {
  it('accepts a valid 18-digit number, with X as check character too', () => {
    expect(checkIdCard(validId())).toBe(true);
    expect(checkIdCard('11010519491231002X')).toBe(true);
    expect(checkIdCard('11010519491231002x')).toBe(true);
  });
  it('refuses a wrong check digit, a bad date, an unknown region, a future birth, wrong length', () => {
    const id = validId();
    const wrong = id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
    expect(checkIdCard(wrong)).toBe(false);
    expect(checkIdCard(validId('19900230'))).toBe(false);
    expect(checkIdCard(validId('19901301'))).toBe(false);
    expect(checkIdCard(validId('18991231'))).toBe(false);
    expect(checkIdCard(validId('19900307', '990104'))).toBe(false);
    expect(checkIdCard(validId('20300101'), new Date('2024-05-15'))).toBe(false);
    expect(checkIdCard(id.slice(0, 17))).toBe(false);
    expect(checkIdCard(`${id}1`)).toBe(false);
  });
  it('shows only the last six characters', () => {
    expect(lastSix(' 11010519491231002x ')).toBe('31002X');
    expect(maskedIdNumber('31002X')).toBe('******31002X');
  });
});

describe('checkPassport', () => {
  it('accepts letters and digits of passport length, refuses the rest', () => {
    expect(checkPassport('E12345678')).toBe(true);
    expect(checkPassport('x1234 5678')).toBe(true);
    expect(checkPassport('ABCDEFGH')).toBe(false);
    expect(checkPassport('A12')).toBe(false);
    expect(checkPassport('A1234567#')).toBe(false);
  });
});

describe('the per-form rule table', () => {
  it('requires the ID number on the domestic form and the passport on the overseas form', () => {
    expect(VISITOR_FORM_RULES.domestic.idCardNo).toBe('required');
    expect(VISITOR_FORM_RULES.domestic.passportNo).toBeUndefined();
    expect(VISITOR_FORM_RULES.overseas.passportNo).toBe('required');
    expect(VISITOR_FORM_RULES.overseas.country).toBe('required');
    expect(VISITOR_FORM_RULES.domestic.country).toBeUndefined();
  });
  it('names every missing required field of an empty form', () => {
    const fields = (form: 'domestic' | 'overseas') =>
      visitorFormErrors(form, {}).map(({ field, code }) => `${field}:${code}`);
    expect(fields('domestic')).toEqual([
      'name:REQUIRED',
      'company:REQUIRED',
      'jobTitle:REQUIRED',
      'businessType:REQUIRED',
      'mobile:REQUIRED',
      'email:REQUIRED',
      'emailCode:REQUIRED',
      'idCardNo:REQUIRED',
      'consent:VISITOR_CONSENT_REQUIRED',
    ]);
    expect(fields('overseas')).toContain('passportNo:REQUIRED');
    expect(fields('overseas')).not.toContain('mobile:REQUIRED');
  });
  it('checks formats on the server body with the same table', () => {
    const result = visitorRegisterBody.safeParse({
      form: 'domestic',
      name: '王芳',
      company: '南京纸业',
      jobTitle: 'purchasing',
      businessType: 'distributor',
      mobile: '13912345678',
      email: 'wang@example.com',
      emailCode: '123456',
      idCardNo: '320104199003071230',
      consent: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['idCardNo', 'VISITOR_ID_INVALID'],
    ]);
  });
});

describe('badge codes', () => {
  it('reads a scanned QR text or a typed code alike', () => {
    expect(normalizeBadgeCode(' cidpex:abcd-efgh23 ')).toBe('ABCDEFGH23');
  });
});
