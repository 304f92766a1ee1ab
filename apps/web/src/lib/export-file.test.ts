import { describe, expect, it } from 'vitest';
import { toCsv } from './export-file';

describe('toCsv (issue 23 item 11)', () => {
  it('guards cells that a spreadsheet would run as formulas, quotes what needs it, keeps Chinese', () => {
    const csv = toCsv(
      ['码', '兑换人'],
      [
        ['=HYPERLINK("http://x","y")', '+86 138'],
        ['-1+2', '@SUM(A1)'],
        ['A1B2C3', '王芳, "总经理"'],
        [null, 7],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('码,兑换人');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")","'+86 138"`);
    expect(lines[2]).toBe(`"'-1+2","'@SUM(A1)"`);
    expect(lines[3]).toBe('A1B2C3,"王芳, ""总经理"""');
    expect(lines[4]).toBe(',7');
  });
});
