import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme fills (issue 24: contrast ≥ 4.5:1)', () => {
  for (const lang of ['zh-Hans', 'en'] as const) {
    const token = antdTheme.getDesignToken(theme(lang));
    it(`${lang}: the brand's teal text and links read at 4.5:1 or more on the chosen and notice fills`, () => {
      expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorInfo, token.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorLink, token.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorTextBase, token.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('theme motion (prefers-reduced-motion)', () => {
  it("turns antd's animations off only for a visitor who asked for less motion", () => {
    expect(antdTheme.getDesignToken(theme('en')).motion).toBe(true);
    expect(antdTheme.getDesignToken(theme('en', true)).motion).toBe(false);
    // One object per language and motion: the ConfigProvider is not given a new theme per render.
    expect(theme('zh-Hans', true)).toBe(theme('zh-Hans', true));
    expect(theme('zh-Hans', true)).not.toBe(theme('zh-Hans'));
  });
});
