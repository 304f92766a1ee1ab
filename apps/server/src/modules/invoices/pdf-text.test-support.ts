import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with an embedded font, for tests: the Flate streams are
 * inflated, the font's ToUnicode CMap read (`beginbfrange` arrays and `beginbfchar`), and the
 * hex glyph strings of the pages' TJ arrays mapped back to characters, one line per array.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a Flate stream (or the font program's trailing bytes): skip it
    }
    re.lastIndex = end + 'endstream'.length;
  }
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const maps = streams
    .filter((s) => s.includes('begincmap'))
    .map((cmap) => {
      const map = new Map<number, string>();
      for (const [, start, , list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
        const codes = [...(list ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => utf16(x[1] ?? ''));
        const first = Number.parseInt(start ?? '0', 16);
        for (const [i, text] of codes.entries()) map.set(first + i, text);
      }
      for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
        for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
          map.set(Number.parseInt(code ?? '0', 16), utf16(text ?? ''));
        }
      }
      return map;
    });
  const lines: string[] = [];
  for (const content of streams.filter((s) => s.includes(' TJ'))) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const glyphs = [...(array ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].flatMap(
        (x) => x[1]?.match(/.{4}/g) ?? [],
      );
      const decode = (map: Map<number, string>) =>
        glyphs.map((g) => map.get(Number.parseInt(g, 16)) ?? '').join('');
      // a page may use several font subsets: keep the reading that maps every glyph
      const readings = maps.map(decode);
      lines.push(readings.sort((a, b) => b.length - a.length)[0] ?? '');
    }
  }
  return lines.join('\n');
}
