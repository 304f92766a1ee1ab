import { LIMITS } from '@cidpex/contracts';
import { AppError } from '../../platform/errors';

export interface VideoInfo {
  durationSeconds: number;
  width: number;
  height: number;
}

interface MovieInfo {
  duration: number;
  timescale: number;
  videoTracks: {
    video?: { width: number; height: number };
    track_width: number;
    track_height: number;
    duration: number;
    timescale: number;
  }[];
}

/**
 * Reads an MP4's duration and picture size from its own boxes (mp4box.js, GPAC's parser):
 * never from the file's name or size. Null when the file holds no readable video track.
 */
export async function readVideoInfo(bytes: Buffer): Promise<VideoInfo | null> {
  // Loaded on the first video upload only (resident memory, docs/benchmarks.md).
  const { createFile, MP4BoxBuffer } = await import('mp4box');
  const file = createFile();
  const seen: { info: MovieInfo | null; failed: boolean } = { info: null, failed: false };
  file.onReady = (ready) => {
    seen.info = ready as unknown as MovieInfo;
  };
  file.onError = () => {
    seen.failed = true;
  };
  try {
    const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(ab, 0));
    file.flush();
  } catch {
    return null;
  }
  const ready = seen.info;
  if (seen.failed || !ready) return null;
  const track = ready.videoTracks[0];
  if (!track) return null;
  const width = track.video?.width ?? track.track_width;
  const height = track.video?.height ?? track.track_height;
  const durationSeconds =
    ready.timescale > 0 && ready.duration > 0
      ? ready.duration / ready.timescale
      : track.timescale > 0
        ? track.duration / track.timescale
        : Number.NaN;
  if (!width || !height || !Number.isFinite(durationSeconds)) return null;
  return { durationSeconds, width, height };
}

/**
 * Spec §5: an enterprise video is 30 seconds or shorter and at least 720p (its shorter side
 * at least 720 pixels, so an upright phone video of 720×1280 counts). The size (50M) is the
 * upload kind's own limit.
 */
export async function checkEnterpriseVideo(bytes: Buffer): Promise<VideoInfo> {
  const info = await readVideoInfo(bytes);
  if (!info) throw new AppError('ENTERPRISE_VIDEO_UNREADABLE');
  // A frame's rounding (30.02 s for a 30 s clip) is not a longer video.
  if (info.durationSeconds > LIMITS.enterpriseVideoSeconds + 0.05)
    throw new AppError('ENTERPRISE_VIDEO_TOO_LONG');
  if (Math.min(info.width, info.height) < LIMITS.enterpriseVideoMinHeight) {
    throw new AppError('ENTERPRISE_VIDEO_LOW_RESOLUTION');
  }
  return info;
}
