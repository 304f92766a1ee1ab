import { describe, expect, it } from 'vitest';
import { artOf, initialsOf, MONOGRAM_PALETTES, monogramSvg, PRODUCT_ART, productSvg } from './artwork';
import { svgPng } from './pictures';

/** Relative luminance and contrast ratio of two #rrggbb colours (WCAG 2). */
function contrast(a: string, b: string) {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('demo artwork', () => {
  it('takes a company’s initials from its English name, past the demo and legal words', () => {
    expect(initialsOf('Nanjing Qinghe Paper (Demo) Co., Ltd.')).toBe('NQ');
    expect(initialsOf('Nordlys Tissue Machinery Demo No.12 Ltd.')).toBe('NT');
    expect(initialsOf('Qinghe')).toBe('Q');
    expect(initialsOf('(Demo) Co., Ltd.')).toBe('D');
  });

  it('draws the same logo for the same name and legible initials in every palette', () => {
    expect(monogramSvg('Suzhou Chengxi Hygiene')).toBe(monogramSvg('Suzhou Chengxi Hygiene'));
    expect(monogramSvg('Suzhou Chengxi Hygiene')).toContain('>SC</text>');
    for (const [bg, ink] of MONOGRAM_PALETTES) expect(contrast(bg, ink)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each product the picture of what it is', () => {
    expect(artOf('Qinghe Kitchen Towel (Demo)', 'I104')).toBe('towel');
    expect(artOf('Chengxi Ultra-Thin Breathable Baby Diapers (Demo)', 'I201')).toBe('diaper');
    expect(artOf('Nordlys Toilet Roll Rewinding Line (Demo)', 'I402')).toBe('line');
    expect(artOf('Baby Wipes', 'I204')).toBe('wipes');
    expect(artOf('Something new', 'I302')).toBe('granules');
    expect(artOf('Something new', null)).toBe('pack');
  });

  it('renders every illustration and a monogram to a PNG of the asked size', async () => {
    const { default: sharp } = await import('sharp');
    for (const art of PRODUCT_ART) {
      const meta = await sharp(await svgPng(productSvg(art, '#2f7d5b'))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
    }
    const logo = await sharp(await svgPng(monogramSvg('Yuanfan Nonwovens', 160))).metadata();
    expect([logo.width, logo.height]).toEqual([160, 160]);
  });
});
