import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEnterpriseVideo, readVideoInfo } from './video-info';

const fixture = (name: string) => readFile(path.join(__dirname, '../enterprise-pages/fixtures', name));

describe('enterprise video rule (spec §5: ≤30 s, ≥720p), read from the file itself', () => {
  it('reads duration and size of a generated MP4', async () => {
    const info = await readVideoInfo(await fixture('good-720p-5s.mp4'));
    expect(info).toEqual({ durationSeconds: expect.closeTo(5, 1), width: 1280, height: 720 });
  });
  it('accepts a 5 s 720p video', async () => {
    await expect(checkEnterpriseVideo(await fixture('good-720p-5s.mp4'))).resolves.toMatchObject({
      height: 720,
    });
  });
  it('refuses a 31 s video', async () => {
    await expect(checkEnterpriseVideo(await fixture('long-31s.mp4'))).rejects.toMatchObject({
      code: 'ENTERPRISE_VIDEO_TOO_LONG',
    });
  });
  it('refuses a 480p video', async () => {
    await expect(checkEnterpriseVideo(await fixture('low-480p.mp4'))).rejects.toMatchObject({
      code: 'ENTERPRISE_VIDEO_LOW_RESOLUTION',
    });
  });
  it('refuses bytes that only start like an MP4', async () => {
    const fake = Buffer.concat([(await fixture('good-720p-5s.mp4')).subarray(0, 32), Buffer.alloc(4000, 7)]);
    await expect(checkEnterpriseVideo(fake)).rejects.toMatchObject({ code: 'ENTERPRISE_VIDEO_UNREADABLE' });
  });
});
