import { describe, expect, it } from 'vitest';
import { holdsNul, nulPaths } from './text-input';

describe('holdsNul (the quick check before nulPaths names the fields)', () => {
  it('finds a NUL wherever nulPaths does, and nothing where it finds none', () => {
    const cases: unknown[] = [
      undefined,
      null,
      7,
      'plain',
      'a\u0000b',
      {},
      { keyword: '纸业', page: 2 },
      { keyword: '纸\u0000业' },
      { hall: ['H1', 'H\u00002'] },
      { deep: [{ a: [{ b: 'x' }] }, { c: { d: ['y', 'z\u0000'] } }] },
      { file: Buffer.from('a\u0000b'), name: 'ok' },
      Object.assign(Object.create({ inherited: 'x\u0000' }), { own: 'fine' }),
      Object.assign(Object.create(null), { q: 'a\u0000b' }),
    ];
    for (const value of cases) expect(holdsNul(value)).toBe(nulPaths(value).length > 0);
    expect(cases.filter((value) => holdsNul(value))).toHaveLength(5);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});
