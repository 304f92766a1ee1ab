import { MB } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { fitsPictureTotal, videoProblem } from './profile-media';

describe('profile media rules of spec §5, checked before upload', () => {
  it('pictures: the cover and site pictures together stay under 10M', () => {
    expect(fitsPictureTotal(4 * MB, [{ size: 4 * MB }, { size: 2 * MB }])).toBe(true);
    expect(fitsPictureTotal(4 * MB, [{ size: 4 * MB }, { size: 3 * MB }])).toBe(false);
    expect(fitsPictureTotal(0, [{ size: 10 * MB + 1 }])).toBe(false);
  });
  it('video: MP4, 50M, 30 s, 720p (on the shorter side)', () => {
    const mp4 = { size: 5 * MB, type: 'video/mp4' };
    expect(videoProblem(mp4, { duration: 30, width: 1280, height: 720 })).toBeNull();
    expect(videoProblem(mp4, { duration: 31, width: 1280, height: 720 })).toBe('duration');
    expect(videoProblem(mp4, { duration: 10, width: 854, height: 480 })).toBe('resolution');
    expect(videoProblem(mp4, { duration: 10, width: 720, height: 1280 })).toBeNull();
    expect(videoProblem({ size: 51 * MB, type: 'video/mp4' }, null)).toBe('size');
    expect(videoProblem({ size: MB, type: 'video/quicktime' }, null)).toBe('type');
    // The browser could not read it: the server decides.
    expect(videoProblem(mp4, null)).toBeNull();
  });
});
