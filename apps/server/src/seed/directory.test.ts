import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_NAME_PARTS } from './directory';

describe('demo-directory names', () => {
  it('writes zh-Hant as OpenCC s2t does, except the deliberate 濕 (fair-facts.md §2) and 複捲', () => {
    const s2t = OpenCC.Converter({ from: 'cn', to: 't' });
    // 复卷 (rewinding) is 複捲 in Traditional; OpenCC writes 復卷.
    const deliberate = (text: string) => text.replaceAll('溼', '濕').replaceAll('復卷', '複捲');
    const differing = DIRECTORY_NAME_PARTS.filter(([hans, hant]) => deliberate(s2t(hans)) !== hant).map(
      ([hans, hant]) => `${hans} → ${hant} (OpenCC ${s2t(hans)})`,
    );
    expect(differing).toEqual([]);
  });

  it('has every part in the three languages, English in plain letters', () => {
    for (const [hans, hant, en] of DIRECTORY_NAME_PARTS) {
      expect(hans.length).toBeGreaterThan(0);
      expect(hant.length).toBeGreaterThan(0);
      expect(en).toMatch(/^[\p{L}\d&()' -]+$/u);
    }
  });
});
