import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask';
import { buildVCard, displayName, escapeVCard } from './vcard';

describe('buildVCard', () => {
  it('writes a vCard 3.0 with CRLF lines and only the known properties', () => {
    const text = buildVCard({
      name: '张伟',
      company: '南京纸业有限公司',
      jobTitle: '采购经理',
      mobile: '138 0013 8000',
      email: 'zhang@example.com',
    });
    expect(text).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:张伟;;;;',
        'FN:张伟',
        'ORG:南京纸业有限公司',
        'TITLE:采购经理',
        'TEL;TYPE=CELL:13800138000',
        'EMAIL;TYPE=INTERNET:zhang@example.com',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('uses the first and last name for N and leaves out empty properties', () => {
    const text = buildVCard({
      name: 'Anna Smith',
      firstName: 'Anna',
      lastName: 'Smith',
      mobile: '+44 7700 900123',
    });
    expect(text).toContain('N:Smith;Anna;;;\r\n');
    expect(text).toContain('TEL;TYPE=CELL:+447700900123\r\n');
    expect(text).not.toContain('ORG:');
    expect(text).not.toContain('EMAIL');
  });

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(escapeVCard('A, B; C\\D\nE')).toBe('A\\, B\\; C\\\\D\\nE');
    expect(buildVCard({ name: 'X', company: 'Paper, Inc.; Ltd' })).toContain('ORG:Paper\\, Inc.\\; Ltd\r\n');
  });
});

describe('displayName', () => {
  it('prefers the full name, else first and last name', () => {
    expect(displayName({ name: '张伟', firstName: 'Wei', lastName: 'Zhang' })).toBe('张伟');
    expect(displayName({ name: null, firstName: 'Anna', lastName: 'Smith' })).toBe('Anna Smith');
    expect(displayName({ name: ' ', firstName: null, lastName: null })).toBe('');
  });
});

describe('maskMobile', () => {
  it('hides the middle of a number', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('+447700900123')).toBe('+4477****0123');
    expect(maskMobile(null)).toBe('');
  });
});
