import type { Locale } from '@cidpex/contracts';
import type { ThemeConfig } from 'antd';
import type { CSSProperties } from 'react';

/** Fonts: CJK first, with the Traditional variants for zh-Hant (UI.md). */
export function fontFamily(lang: Locale): string {
  const tc = '"PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Noto Sans TC"';
  const sc =
    '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "WenQuanYi Micro Hei"';
  const cjk = lang === 'zh-Hant' ? `${tc}, ${sc}` : `${sc}, ${tc}`;
  return `-apple-system, BlinkMacSystemFont, "Segoe UI", ${cjk}, sans-serif`;
}

/** Chinese text needs more room between lines than English (UI.md). */
function lineHeight(lang: Locale): number {
  return lang === 'en' ? 1.6 : 1.7;
}

const FONT_SIZE = 15;

export const BRAND = {
  primary: '#0b5d6b',
  // #b45309 with white text: 5.0:1 (issue 24; the earlier #d9691e gave 3.5:1)
  accent: '#b45309',
  ink: '#1d2b31',
};

/** antd's hover shades of the two brand colours (its palette's 5th step), for the light controls. */
const HOVER = { primary: '#1f6e78', accent: '#92400e' };

/**
 * The same theme for what is drawn without antd (the app shell, the exhibitor list): the text
 * style antd's App used to give the whole page, and the brand colours as CSS variables read by
 * components/controls.css and the shell's styles.
 */
export function rootStyle(lang: Locale): CSSProperties {
  return {
    fontFamily: fontFamily(lang),
    fontSize: FONT_SIZE,
    lineHeight: lineHeight(lang),
    color: BRAND.ink,
    '--c-primary': BRAND.primary,
    '--c-primary-hover': HOVER.primary,
    '--c-primary-soft': '#e6f0f1',
    '--c-accent': BRAND.accent,
    '--c-accent-hover': HOVER.accent,
    '--c-ink': BRAND.ink,
    '--c-muted': '#56666b',
    '--c-border': '#d9d9d9',
  } as CSSProperties;
}

const THEMES = new Map<string, ThemeConfig>();

/**
 * One theme in antd's tokens (UI.md): deep teal primary, warm accent for calls to action.
 * `reducedMotion`: the visitor asked their system for less motion (prefers-reduced-motion), so
 * antd's modals, drawers, menus and messages appear without their animations, as the portal's
 * own sheets and skeletons already do (WCAG 2.3.3).
 */
export function theme(lang: Locale, reducedMotion = false): ThemeConfig {
  // One object per language and motion: every page's ConfigProvider gets the same theme, not a new one per render.
  const key = `${lang}:${reducedMotion ? 'still' : 'moving'}`;
  const known = THEMES.get(key);
  if (known) return known;
  const made: ThemeConfig = {
    token: {
      motion: !reducedMotion,
      colorPrimary: BRAND.primary,
      // The fill of chosen things (a select's chosen option, a selected row, a tag): the soft tint,
      // not the mid grey-teal (#9aabab) antd derives from this dark seed.
      colorPrimaryBg: '#e6f0f1',
      colorPrimaryBgHover: '#d5e6e8',
      // Notices (Result, Alert, message) in the brand's teal, not antd's default blue.
      colorInfo: BRAND.primary,
      // antd derives the notices' fill from the seed; from this dark teal it made a mid grey-teal
      // under dark text (issue 24: "info alerts use the same grey-teal"). The brand's soft tint instead.
      colorInfoBg: '#e6f0f1',
      colorInfoBgHover: '#d5e6e8',
      colorInfoBorder: '#a9cbd0',
      colorLink: BRAND.primary,
      colorTextBase: BRAND.ink,
      // Secondary texts (descriptions' labels, results' subtitles) at 4.5:1 or more on white and on the page grey.
      colorTextTertiary: '#56666b',
      colorTextDescription: '#56666b',
      // Placeholders (a select's "Country/Region") and danger buttons' red at 4.5:1 or more on white.
      colorTextPlaceholder: '#667085',
      colorError: '#c4320a',
      // Status tags ("已通过", "待审核") and their fills: antd's green and gold on their tints gave
      // 2.2:1 and 1.8:1 (issue 24, axe); darker text on the usual light tints, 5.4:1 and 4.8:1.
      colorSuccess: '#237804',
      colorSuccessBg: '#f6ffed',
      colorSuccessBgHover: '#d9f7be',
      colorSuccessBorder: '#b7eb8f',
      colorWarning: '#b45309',
      colorWarningBg: '#fffbe6',
      colorWarningBgHover: '#fff1b8',
      colorWarningBorder: '#ffe58f',
      borderRadius: 8,
      fontFamily: fontFamily(lang),
      fontSize: FONT_SIZE,
      lineHeight: lineHeight(lang),
    },
    components: {
      Layout: {
        headerBg: '#ffffff',
        bodyBg: '#f5f7f8',
        footerBg: '#0f2f36',
        headerHeight: 64,
        headerPadding: '0 16px',
      },
      // The console's current entry: the brand's teal on its soft tint (6.5:1), plainly chosen, not greyed out.
      Menu: {
        itemSelectedBg: '#e6f0f1',
        itemSelectedColor: BRAND.primary,
        itemActiveBg: '#eef5f6',
        itemHoverBg: '#f2f6f7',
      },
      // An empty table's "no data" is read, not disabled: antd draws it in the disabled grey (1.6:1).
      // (An empty list's, styles.css: the List's style does not take this override.)
      Table: { colorTextDisabled: '#667085' },
      Button: { controlHeight: 40 },
      Input: { controlHeight: 40 },
      Select: { controlHeight: 40 },
    },
  };
  THEMES.set(key, made);
  return made;
}
