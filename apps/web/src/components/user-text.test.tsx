import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserText, userTextLang } from './user-text';

describe('userTextLang (issue 24: Chinese-only data on an English page is marked)', () => {
  it('marks Simplified text zh-Hans and Traditional text zh-Hant', () => {
    expect(userTextLang('南京青禾纸业示例有限公司')).toBe('zh-Hans');
    expect(userTextLang('连锁超市长期求购三层原生木浆卷纸')).toBe('zh-Hans');
    expect(userTextLang('供應面紙塑膠包裝膜（示例）')).toBe('zh-Hant');
    expect(userTextLang('濕巾用水刺無紡布，克重 40–60 g/m²')).toBe('zh-Hant');
    // Names written alike in both scripts, and common Simplified words the list must not catch.
    expect(userTextLang('李明')).toBe('zh-Hans');
    expect(userTextLang('著名品牌，干燥')).toBe('zh-Hans');
  });

  it('leaves Latin text and empty values unmarked', () => {
    expect(userTextLang('Qinghe Paper')).toBeUndefined();
    expect(userTextLang('')).toBeUndefined();
    expect(userTextLang(null)).toBeUndefined();
  });

  it('UserText carries the tag on its element', () => {
    render(
      <p>
        <UserText>{'保定市示例工业园 1 号'}</UserText> <UserText>{'Yuancen'}</UserText>
      </p>,
    );
    expect(screen.getByText('保定市示例工业园 1 号').getAttribute('lang')).toBe('zh-Hans');
    expect(screen.getByText('Yuancen').getAttribute('lang')).toBeNull();
  });
});
