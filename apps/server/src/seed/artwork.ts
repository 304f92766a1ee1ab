/**
 * Generated artwork of the demo data (issue 24): a monogram logo per fictional company and an
 * illustration per kind of product the fair shows (rolls, packs, diapers, pads, wipes,
 * nonwovens, polymer, pulp, machines, testers). Drawn as SVG from simple shapes, without
 * photographs or real brands, then rendered to PNG by `storeDemoPicture` like an upload.
 */

/** The kinds of product illustration; the seed maps each demo product to one. */
export const PRODUCT_ART = [
  'roll',
  'pack',
  'towel',
  'diaper',
  'pad',
  'wipes',
  'fabric',
  'granules',
  'bale',
  'machine',
  'line',
  'packer',
  'tester',
] as const;
export type ProductArt = (typeof PRODUCT_ART)[number];

/** Logo palettes: background and ink with at least 4.5:1 contrast between them. */
export const MONOGRAM_PALETTES: ReadonlyArray<readonly [bg: string, ink: string]> = [
  ['#1f5f46', '#ffffff'],
  ['#28527f', '#ffffff'],
  ['#8a4f12', '#ffffff'],
  ['#3b4763', '#ffffff'],
  ['#6d3470', '#ffffff'],
  ['#9a3328', '#ffffff'],
  ['#21666b', '#ffffff'],
  ['#f3efe2', '#2d4a22'],
  ['#e6eef7', '#1d3f66'],
  ['#fdebd3', '#7a3b00'],
];

/** Words that never give a company its initials. */
const SKIP = new Set(['demo', 'co', 'ltd', 'no', 'the', 'and', 'of', 'inc', 'gmbh', 'company', '&']);

/**
 * A company's initials from its English name: the first letters of its first words that are
 * not legal or demo words, at most two ("Nanjing Qinghe Paper (Demo) Co., Ltd." → "NQ").
 */
export function initialsOf(name: string, max = 2): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[^A-Za-z0-9&]+/)
    .filter((w) => w.length > 0 && !SKIP.has(w.toLowerCase()) && !/^\d+$/.test(w));
  const letters = words.slice(0, max).map((w) => w[0]!.toUpperCase());
  return letters.join('') || 'D';
}

/** A number from a text, the same on every machine (picks a palette and a shape). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A monogram logo: the initials in a disc, a rounded square or a shield, in one of the
 * palettes, chosen from the name so a company always gets the same logo.
 */
export function monogramSvg(name: string, size = 200): string {
  const h = hashOf(name);
  const [bg, ink] = MONOGRAM_PALETTES[h % MONOGRAM_PALETTES.length]!;
  const initials = initialsOf(name);
  const shape = (h >>> 8) % 3;
  const frame =
    shape === 0
      ? `<circle cx="100" cy="100" r="92" fill="${bg}"/><circle cx="100" cy="100" r="80" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="3"/>`
      : shape === 1
        ? `<rect x="8" y="8" width="184" height="184" rx="36" fill="${bg}"/><rect x="22" y="150" width="156" height="6" rx="3" fill="${ink}" fill-opacity="0.45"/>`
        : `<path d="M100 8 L184 36 V98 C184 146 148 178 100 194 C52 178 16 146 16 98 V36 Z" fill="${bg}"/>`;
  const fontSize = initials.length > 1 ? 78 : 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
  <rect width="200" height="200" fill="#ffffff"/>
  ${frame}
  <text x="100" y="${shape === 2 ? 104 : 100}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" letter-spacing="2" fill="${ink}" text-anchor="middle" dominant-baseline="central">${initials}</text>
</svg>`;
}

/** Soft backgrounds of product pictures (a studio backdrop), picked by a variant number. */
const BACKDROPS = [
  ['#eef5f1', '#d7e9df'],
  ['#eef2f8', '#d6e1ef'],
  ['#f8f2ea', '#efdfc9'],
  ['#f4eff6', '#e3d6ea'],
];

function drawing(art: ProductArt, accent: string): string {
  switch (art) {
    case 'roll':
      return `<rect x="92" y="96" width="116" height="128" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="150" cy="224" rx="58" ry="18" fill="#f4f6f8" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="150" cy="96" rx="58" ry="18" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="150" cy="96" rx="18" ry="6" fill="${accent}" fill-opacity="0.55"/>
  <path d="M92 150 h116" stroke="${accent}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="6 6"/>
  <path d="M208 130 q24 10 22 70 l-22 -6 z" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>`;
    case 'towel':
      return `<rect x="70" y="110" width="160" height="92" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="70" cy="156" rx="16" ry="46" fill="#f4f6f8" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="230" cy="156" rx="16" ry="46" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="230" cy="156" rx="6" ry="16" fill="${accent}" fill-opacity="0.55"/>
  <path d="M110 110 v92 M150 110 v92 M190 110 v92" stroke="${accent}" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="5 5"/>
  <path d="M86 202 q-10 30 40 40 h80 l-10 -40 z" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>`;
    case 'pack':
      return `<path d="M64 132 L150 110 L236 132 L236 222 L150 246 L64 222 Z" fill="${accent}"/>
  <path d="M64 132 L150 154 L236 132 L150 110 Z" fill="#ffffff" fill-opacity="0.55"/>
  <path d="M150 154 V246" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
  <ellipse cx="150" cy="132" rx="34" ry="9" fill="#ffffff" stroke="#c9cfd6" stroke-width="2"/>
  <path d="M126 132 q10 -52 24 -56 q14 4 24 56 z" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <rect x="82" y="178" width="52" height="10" rx="5" fill="#ffffff" fill-opacity="0.7"/>`;
    case 'diaper':
      return `<path d="M70 92 H230 V130 C230 150 196 160 188 186 C182 210 184 232 150 236 C116 232 118 210 112 186 C104 160 70 150 70 130 Z" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <rect x="70" y="92" width="160" height="18" fill="${accent}" fill-opacity="0.7"/>
  <rect x="56" y="100" width="26" height="22" rx="6" fill="${accent}"/>
  <rect x="218" y="100" width="26" height="22" rx="6" fill="${accent}"/>
  <path d="M126 140 q24 14 48 0" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>
  <circle cx="138" cy="176" r="5" fill="${accent}" fill-opacity="0.6"/><circle cx="162" cy="190" r="5" fill="${accent}" fill-opacity="0.6"/>`;
    case 'pad':
      return `<path d="M150 60 C188 60 196 110 196 150 C196 190 188 240 150 240 C112 240 104 190 104 150 C104 110 112 60 150 60 Z" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <path d="M104 128 L62 136 Q56 150 62 164 L104 172 Z M196 128 L238 136 Q244 150 238 164 L196 172 Z" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <path d="M150 80 C174 80 178 118 178 150 C178 182 174 220 150 220 C126 220 122 182 122 150 C122 118 126 80 150 80 Z" fill="${accent}" fill-opacity="0.35"/>
  <path d="M136 110 q14 10 28 0 M136 150 q14 10 28 0 M136 190 q14 10 28 0" stroke="${accent}" stroke-width="3" fill="none"/>`;
    case 'wipes':
      return `<rect x="58" y="118" width="184" height="110" rx="40" fill="${accent}"/>
  <rect x="58" y="118" width="184" height="40" rx="20" fill="#ffffff" fill-opacity="0.25"/>
  <rect x="104" y="112" width="92" height="34" rx="17" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <path d="M124 120 q26 -60 52 0 z" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <circle cx="96" cy="194" r="8" fill="#ffffff" fill-opacity="0.7"/><circle cx="118" cy="204" r="5" fill="#ffffff" fill-opacity="0.7"/>`;
    case 'fabric':
      return `<rect x="60" y="112" width="180" height="88" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="60" cy="156" rx="22" ry="44" fill="#f4f6f8" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="240" cy="156" rx="22" ry="44" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  <ellipse cx="240" cy="156" rx="12" ry="24" fill="none" stroke="${accent}" stroke-width="3"/>
  <ellipse cx="240" cy="156" rx="5" ry="10" fill="${accent}"/>
  <path d="M80 128 h140 M80 144 h140 M80 160 h140 M80 176 h140" stroke="${accent}" stroke-opacity="0.3" stroke-width="2" stroke-dasharray="2 6"/>
  <path d="M60 200 l-10 40 h170 l20 -40 z" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>`;
    case 'granules': {
      const dots = [];
      for (let row = 0; row < 6; row++)
        for (let col = 0; col <= row; col++) {
          const x = 150 - row * 15 + col * 30;
          const y = 110 + row * 20;
          dots.push(
            `<circle cx="${x}" cy="${y}" r="11" fill="${accent}" fill-opacity="${0.45 + ((row + col) % 3) * 0.2}"/>`,
          );
        }
      return `${dots.join('')}
  <path d="M58 226 Q150 262 242 226" stroke="#c9cfd6" stroke-width="4" fill="none"/>
  <ellipse cx="150" cy="226" rx="92" ry="14" fill="#ffffff" fill-opacity="0.6"/>`;
    }
    case 'bale':
      return `<rect x="70" y="96" width="160" height="128" rx="4" fill="#ffffff" stroke="#c9cfd6" stroke-width="3"/>
  ${[112, 128, 144, 160, 176, 192, 208].map((y) => `<path d="M70 ${y} h160" stroke="#dfe3e8" stroke-width="2"/>`).join('')}
  <rect x="104" y="96" width="10" height="128" fill="${accent}"/><rect x="186" y="96" width="10" height="128" fill="${accent}"/>
  <path d="M70 96 l22 -20 h160 l-22 20 z" fill="#f4f6f8" stroke="#c9cfd6" stroke-width="3"/>
  <path d="M230 96 l22 -20 v128 l-22 20 z" fill="#eceff3" stroke="#c9cfd6" stroke-width="3"/>`;
    case 'machine':
      return `<rect x="50" y="118" width="200" height="96" rx="8" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>
  <rect x="50" y="118" width="200" height="20" rx="8" fill="${accent}"/>
  <circle cx="104" cy="176" r="26" fill="#eceff3" stroke="#9aa5b1" stroke-width="3"/><circle cx="104" cy="176" r="8" fill="${accent}"/>
  <circle cx="176" cy="176" r="26" fill="#eceff3" stroke="#9aa5b1" stroke-width="3"/><circle cx="176" cy="176" r="8" fill="${accent}"/>
  <path d="M104 150 H176 M104 202 H176" stroke="#9aa5b1" stroke-width="3"/>
  <rect x="214" y="150" width="26" height="36" rx="3" fill="#2b3440"/><circle cx="222" cy="160" r="3" fill="#7bd389"/><circle cx="232" cy="160" r="3" fill="#f2c14e"/>
  <rect x="64" y="214" width="12" height="22" fill="#9aa5b1"/><rect x="224" y="214" width="12" height="22" fill="#9aa5b1"/>`;
    case 'line':
      return `<rect x="30" y="170" width="240" height="14" rx="4" fill="#9aa5b1"/>
  ${[52, 100, 148, 196, 244].map((x) => `<circle cx="${x}" cy="177" r="5" fill="#eceff3"/>`).join('')}
  <rect x="40" y="112" width="64" height="58" rx="6" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>
  <rect x="118" y="96" width="64" height="74" rx="6" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>
  <rect x="196" y="120" width="64" height="50" rx="6" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>
  <rect x="40" y="112" width="64" height="12" rx="6" fill="${accent}"/><rect x="118" y="96" width="64" height="12" rx="6" fill="${accent}"/><rect x="196" y="120" width="64" height="12" rx="6" fill="${accent}"/>
  <path d="M150 170 v-30" stroke="${accent}" stroke-width="6"/>
  <rect x="48" y="196" width="10" height="36" fill="#9aa5b1"/><rect x="242" y="196" width="10" height="36" fill="#9aa5b1"/><rect x="145" y="196" width="10" height="36" fill="#9aa5b1"/>`;
    case 'packer':
      return `<rect x="78" y="72" width="144" height="150" rx="8" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>
  <rect x="96" y="90" width="108" height="70" rx="4" fill="#dfe8f0" stroke="#9aa5b1" stroke-width="2"/>
  <rect x="120" y="118" width="60" height="36" fill="${accent}"/><path d="M120 118 l30 -12 l30 12" fill="${accent}" fill-opacity="0.6"/>
  <rect x="96" y="174" width="50" height="30" rx="3" fill="#2b3440"/><circle cx="178" cy="189" r="12" fill="${accent}"/>
  <rect x="30" y="212" width="240" height="12" rx="4" fill="#9aa5b1"/>`;
    case 'tester':
      return `<rect x="70" y="90" width="160" height="130" rx="14" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>
  <rect x="88" y="108" width="86" height="60" rx="4" fill="#2b3440"/>
  <path d="M94 152 l16 -14 l14 8 l18 -22 l16 12 l12 -8" stroke="#7bd389" stroke-width="3" fill="none"/>
  <circle cx="204" cy="124" r="16" fill="#eceff3" stroke="#9aa5b1" stroke-width="3"/><path d="M204 124 l8 -8" stroke="${accent}" stroke-width="3"/>
  <rect x="88" y="184" width="24" height="14" rx="3" fill="${accent}"/><rect x="120" y="184" width="24" height="14" rx="3" fill="#9aa5b1"/><rect x="152" y="184" width="24" height="14" rx="3" fill="#9aa5b1"/>
  <rect x="104" y="220" width="92" height="10" rx="3" fill="#9aa5b1"/>`;
  }
}

/** A product illustration of the given kind, on a soft backdrop, in an accent colour. */
export function productSvg(art: ProductArt, accent: string, variant = 0, size = 300): string {
  const [top, bottom] = BACKDROPS[variant % BACKDROPS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="300" height="300" fill="url(#bg)"/>
  <ellipse cx="150" cy="252" rx="110" ry="12" fill="#000000" fill-opacity="0.06"/>
  ${drawing(art, accent)}
</svg>`;
}

/** Words of a product's English name that tell its picture before its category does. */
const ART_WORDS: Array<[RegExp, ProductArt]> = [
  [/\bline\b|production line/i, 'line'],
  [/packing|packaging|packer/i, 'packer'],
  [/rewind|machine|former/i, 'machine'],
  [/wipe|moist/i, 'wipes'],
  [/diaper|pull-up|pants/i, 'diaper'],
  [/sanitary|pad|liner/i, 'pad'],
  [/kitchen|hand towel/i, 'towel'],
  [/nonwoven|spunlace/i, 'fabric'],
  [/polymer|sap\b/i, 'granules'],
  [/pulp/i, 'bale'],
  [/test|certif|consult/i, 'tester'],
  [/facial|pocket|napkin|soft pack/i, 'pack'],
  [/toilet|tissue|roll/i, 'roll'],
];

/** The industry dictionary's product categories (dict-data.ts) and their pictures. */
const ART_OF_CATEGORY: Record<string, ProductArt> = {
  I101: 'roll',
  I102: 'pack',
  I103: 'pack',
  I104: 'towel',
  I201: 'diaper',
  I202: 'pad',
  I203: 'diaper',
  I204: 'wipes',
  I301: 'bale',
  I302: 'granules',
  I303: 'fabric',
  I304: 'fabric',
  I401: 'machine',
  I402: 'packer',
  I501: 'tester',
};

/** The picture of a product: from its English name, else from its category, else a pack. */
export function artOf(nameEn: string, category: string | null): ProductArt {
  for (const [words, art] of ART_WORDS) if (words.test(nameEn)) return art;
  return (category && ART_OF_CATEGORY[category]) || 'pack';
}

/** Accent colours of product pictures (the packaging or the machine's paint). */
export const PRODUCT_ACCENTS = ['#2f7d5b', '#3a6ea5', '#c07a2c', '#8e4b8e', '#b5473a', '#3c8d93'];
