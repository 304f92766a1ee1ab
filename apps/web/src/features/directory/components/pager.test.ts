import { describe, expect, it } from 'vitest';
import { pageWindow } from './pager';

describe('pageWindow', () => {
  it('shows the first, the last and two pages on each side of the current, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 17)).toEqual([1, 2, 3, null, 17]);
    expect(pageWindow(9, 17)).toEqual([1, null, 7, 8, 9, 10, 11, null, 17]);
    expect(pageWindow(17, 17)).toEqual([1, null, 15, 16, 17]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(5, 17)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 17]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
