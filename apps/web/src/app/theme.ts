import type { Locale } from '@cidpex/contracts';
import type { ThemeConfig } from 'antd';

/** Fonts: CJK first, with the Traditional variants for zh-Hant (UI.md). */
export function fontFamily(lang: Locale): string {
  const tc = '"PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Noto Sans TC"';
  const sc =
    '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "WenQuanYi Micro Hei"';
  const cjk = lang === 'zh-Hant' ? `${tc}, ${sc}` : `${sc}, ${tc}`;
  return `-apple-system, BlinkMacSystemFont, "Segoe UI", ${cjk}, sans-serif`;
}

export const BRAND = {
  primary: '#0b5d6b',
  accent: '#d9691e',
  ink: '#1d2b31',
};

/** One theme in antd's tokens (UI.md): deep teal primary, warm accent for calls to action. */
export function theme(lang: Locale): ThemeConfig {
  return {
    token: {
      colorPrimary: BRAND.primary,
      colorLink: BRAND.primary,
      colorTextBase: BRAND.ink,
      borderRadius: 8,
      fontFamily: fontFamily(lang),
      fontSize: 15,
      lineHeight: lang === 'en' ? 1.6 : 1.7,
    },
    components: {
      Layout: {
        headerBg: '#ffffff',
        bodyBg: '#f5f7f8',
        footerBg: '#0f2f36',
        headerHeight: 64,
        headerPadding: '0 16px',
      },
      Button: { controlHeight: 40 },
      Input: { controlHeight: 40 },
      Select: { controlHeight: 40 },
    },
  };
}
