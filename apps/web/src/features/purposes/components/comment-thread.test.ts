import { describe, expect, it } from 'vitest';
import { commentEnterprise } from './comment-thread';

describe('commentEnterprise (issue 24)', () => {
  const both = {
    enterpriseName: '南京青禾纸业示例有限公司',
    enterpriseNameEn: 'Nanjing Qinghe Paper (Demo) Co., Ltd.',
  };

  it('gives the English name on the English site, the Chinese one elsewhere', () => {
    expect(commentEnterprise(both, true)).toBe('Nanjing Qinghe Paper (Demo) Co., Ltd.');
    expect(commentEnterprise(both, false)).toBe('南京青禾纸业示例有限公司');
  });

  it('falls back to the Chinese name when the enterprise has no English one', () => {
    expect(commentEnterprise({ ...both, enterpriseNameEn: null }, true)).toBe('南京青禾纸业示例有限公司');
    expect(commentEnterprise({ ...both, enterpriseNameEn: '' }, true)).toBe('南京青禾纸业示例有限公司');
    expect(commentEnterprise({ enterpriseName: null, enterpriseNameEn: null }, true)).toBeNull();
  });
});
