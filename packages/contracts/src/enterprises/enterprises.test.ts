import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_ACTIONS,
  CERTIFICATION_STATES,
  certificationBody,
  creditCodeCheckChar,
  isValidCreditCode,
  JOIN_ACTIONS,
  JOIN_STATES,
  nextCertificationState,
  nextJoinState,
} from './index';

const VALID = ['91350100M000100Y43', '91110000802100433B', '91440300708461136T'];

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts codes with a correct check character, in any case and spacing', () => {
    for (const code of VALID) expect(isValidCreditCode(code)).toBe(true);
    expect(isValidCreditCode(' 91350100m000100y43 ')).toBe(true);
  });

  it('computes the check character from the first 17 characters', () => {
    for (const code of VALID) expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it('refuses a wrong check character, a wrong length and letters outside the set', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
    // I, O, Z, S and V are not in the character set.
    expect(isValidCreditCode('91350100M0001O0Y43')).toBe(false);
    // The area code (characters 3–8) is digits only.
    expect(isValidCreditCode('9135A100M000100Y43')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
  });

  it('every single-character change of a valid code is caught', () => {
    const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const code = VALID[0]!;
    for (let i = 0; i < 18; i += 1) {
      for (const c of charset) {
        if (c === code[i]) continue;
        const changed = code.slice(0, i) + c + code.slice(i + 1);
        expect(isValidCreditCode(changed), changed).toBe(false);
      }
    }
  });
});

describe('state tables', () => {
  it('certification: submit from none/rejected, approve and reject only from pending', () => {
    const allowed = new Set(['none:submit', 'rejected:submit', 'pending:approve', 'pending:reject']);
    for (const from of ['none', ...CERTIFICATION_STATES] as const) {
      for (const action of CERTIFICATION_ACTIONS) {
        const next = nextCertificationState(from, action);
        expect(next !== null, `${from}:${action}`).toBe(allowed.has(`${from}:${action}`));
      }
    }
  });

  it('join request: apply and reapply, cancel, decide, blacklist, remove', () => {
    const allowed: Record<string, string> = {
      'none:apply': 'pending',
      'cancelled:apply': 'pending',
      'rejected:apply': 'pending',
      'removed:apply': 'pending',
      'pending:cancel': 'cancelled',
      'pending:approve': 'approved',
      'pending:reject': 'rejected',
      'pending:blacklist': 'blacklisted',
      'rejected:blacklist': 'blacklisted',
      'approved:remove': 'removed',
    };
    for (const from of ['none', ...JOIN_STATES] as const) {
      for (const action of JOIN_ACTIONS) {
        expect(nextJoinState(from, action), `${from}:${action}`).toBe(allowed[`${from}:${action}`] ?? null);
      }
    }
  });
});

describe('certification body', () => {
  const base = {
    name: '示例纸业有限公司',
    type: 'B01',
    nature: 'N02',
    address: '南京市建邺区江东中路 1 号',
    country: 'CN',
    province: '32',
    mainBusiness: 'I1',
    creditCode: VALID[0],
    licenceAttachmentId: 1,
  };

  it('accepts a complete body and normalises the code', () => {
    const parsed = certificationBody.parse({ ...base, creditCode: '91350100m000100y43' });
    expect(parsed.creditCode).toBe('91350100M000100Y43');
    expect(parsed.secondaryBusiness).toEqual([]);
    expect(parsed.website).toBeNull();
  });

  it('names the failed rule by its error code', () => {
    const messages = (body: object) =>
      certificationBody.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(messages({ ...base, creditCode: '91350100M000100Y44' })).toEqual([
      'creditCode:CREDIT_CODE_INVALID',
    ]);
    expect(messages({ ...base, province: '' })).toEqual(['province:REQUIRED']);
    expect(messages({ ...base, country: 'JP', province: '' })).toEqual([]);
    expect(messages({ ...base, website: 'not a site' })).toEqual(['website:WEBSITE_FORMAT']);
    expect(messages({ ...base, landline: 'abc' })).toEqual(['landline:LANDLINE_FORMAT']);
    expect(messages({ ...base, licenceAttachmentId: undefined })).toEqual([
      'licenceAttachmentId:LICENCE_REQUIRED',
    ]);
  });
});
