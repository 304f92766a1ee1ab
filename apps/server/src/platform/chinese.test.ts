import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { taiwanToMainland, toSimplified, toTaiwanTraditional } from './chinese';

/*
 * The flat tables of platform/chinese.ts against opencc-js's own converters: the same output on
 * every phrase and replacement of the dictionaries a conversion uses, on those phrases run
 * together (so longest matches cross what was a phrase's end), and on mixed text.
 */
type Dict = string | readonly (readonly [string, string])[];
const configs = OpenCC.Locale.configs as unknown as Record<
  string,
  { normalizationChain?: Dict[][]; segmentation?: Dict | Dict[]; conversionChain: Dict[][] }
>;

function dictsOf(name: string): Dict[] {
  const config = configs[name];
  if (!config) throw new Error(`no OpenCC configuration ${name}`);
  const seg =
    config.segmentation === undefined
      ? []
      : Array.isArray(config.segmentation)
        ? config.segmentation
        : [config.segmentation];
  return [...(config.normalizationChain ?? []).flat(), ...(seg as Dict[]), ...config.conversionChain.flat()];
}

function pairs(dict: Dict): (readonly [string, string])[] {
  return typeof dict === 'string'
    ? dict.split('|').map((line) => line.split(' ') as [string, string])
    : [...dict];
}

/** Texts built from a conversion's dictionaries: each phrase and replacement alone, and runs of 12 and of 7 phrases. */
function corpus(name: string): string[] {
  const words = new Set<string>();
  for (const dict of dictsOf(name)) for (const [from, to] of pairs(dict)) words.add(from).add(to);
  const list = [...words];
  // Each phrase on its own line (no phrase holds a line break), 200 lines a text.
  const texts: string[] = [];
  for (let i = 0; i < list.length; i += 200) texts.push(list.slice(i, i + 200).join('\n'));
  for (let i = 0; i < list.length; i += 12) texts.push(list.slice(i, i + 12).join(''));
  // Shifted by a few phrases so other neighbours meet.
  for (let i = 5; i < list.length; i += 7) texts.push(list.slice(i, i + 7).join(''));
  return texts;
}

const MIXED = [
  '',
  'ABC 123 café, naïve — "quoted" 😀 emoji 😀😀',
  '在台湾的展会上，我们的软件与硬件产品获得了广泛关注。参展商请于周一前提交资料。',
  '紙業與包裝展：臺灣廠商的滑鼠、軟體和資料庫，香港的電腦與網絡。',
  '𠮷野家 𠮷𠮷 㓦划 𪚥 𤋮 ﹏ 全角：ＡＢＣ１２３',
  // Ideographic description sequences, complete, nested and cut short.
  '⿰氵每 ⿱艹⿰氵每 ⿲彳亍亍 ⿰氵 ⿰门马 ⿱艹⿰门马 门马 ⿰门',
  '⿰',
  // Lone surrogates.
  '\ud842 ab \udfb7 cd \ud842',
  // CJK compatibility ideographs (the normalization chain).
  '豈更車賈滑串句龜契金喇奈懶癩羅',
];

describe('platform/chinese: OpenCC on flat tables', () => {
  const cases = [
    { name: 's2tw', ours: toTaiwanTraditional, options: { from: 'cn', to: 'tw' } },
    { name: 't2s', ours: toSimplified, options: { from: 't', to: 'cn' } },
    { name: 'tw2s', ours: taiwanToMainland, options: { from: 'tw', to: 'cn' } },
  ];
  for (const { name, ours, options } of cases) {
    it(`${options.from} → ${options.to} (${name}) writes what opencc-js writes`, () => {
      const theirs = OpenCC.Converter(options);
      const texts = [...MIXED, ...corpus(name)];
      const differing = texts.filter((t) => ours(t) !== theirs(t)).slice(0, 10);
      expect(differing.map((t) => `${t} → ours ${ours(t)}, opencc ${theirs(t)}`)).toEqual([]);
      // Not vacuous: the conversion changes text.
      expect(texts.filter((t) => ours(t) !== t).length).toBeGreaterThan(100);
    }, 120_000);
  }

  it('converts the usual pairs', () => {
    expect(toTaiwanTraditional('软件和数据库')).toBe('軟件和數據庫');
    expect(toSimplified('軟體與資料庫')).toBe('软体与资料库');
    expect(taiwanToMainland('裡面的線與軟體')).toBe('里面的线与软体');
  });
});
