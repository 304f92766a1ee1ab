import { Alert, Button, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a detector needs: find QR text in the current video frame, or null. */
export type FrameReader = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, Safari 17+),
 * else jsQR on the frame drawn to a canvas (loaded only then).
 */
export async function makeFrameReader(win: Window = window): Promise<FrameReader> {
  const Detector = (
    win as unknown as {
      BarcodeDetector?: BarcodeDetectorCtor & { getSupportedFormats?: () => Promise<string[]> };
    }
  ).BarcodeDetector;
  const formats: string[] = (await Detector?.getSupportedFormats?.().catch(() => [] as string[])) ?? [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(video, 0, 0, width, height);
    const image = ctx.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The badge code in an e-badge's QR text (`CIDPEX:<code>`); other text is passed on as typed. */
export function badgeCodeOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('CIDPEX:') ? trimmed.slice('CIDPEX:'.length) : trimmed;
}

export interface CameraScannerProps {
  /** Called once per QR read; the scanner stops and can be started again. */
  onCode: (code: string) => void;
  /** For tests: how frames are read. */
  readerFactory?: () => Promise<FrameReader>;
}

/**
 * Scans the e-badge QR with the device's camera (the back camera on a phone). The typed field
 * beside it stays for hardware scanners and people.
 */
export function CameraScanner({ onCode, readerFactory = makeFrameReader }: CameraScannerProps) {
  const { t } = useTranslation('visitors');
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [error, setError] = useState<string | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setState('off');
  }, []);
  useEffect(() => stop, [stop]);

  async function start() {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(t('checkin.camera.unsupported'));
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = media;
      const el = video.current;
      if (!el) return stop();
      el.srcObject = media;
      await el.play().catch(() => undefined);
      const read = await readerFactory();
      canvas.current ??= document.createElement('canvas');
      setState('on');
      const tick = async () => {
        if (!stream.current) return;
        const text = await read(el, canvas.current as HTMLCanvasElement).catch(() => null);
        if (text) {
          stop();
          onCode(badgeCodeOf(text));
          return;
        }
        timer.current = window.setTimeout(() => void tick(), 200);
      };
      void tick();
    } catch (err) {
      stop();
      const name = (err as Error).name;
      setError(
        t(
          name === 'NotAllowedError' || name === 'SecurityError'
            ? 'checkin.camera.denied'
            : 'checkin.camera.failed',
        ),
      );
    }
  }

  return (
    <div style={{ marginBottom: 16 }}>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('checkin.camera.view')}
        data-testid="checkin-camera"
        style={{
          display: state === 'off' ? 'none' : 'block',
          width: '100%',
          maxHeight: 360,
          background: '#000',
          borderRadius: 8,
          marginBottom: 8,
        }}
      />
      <Space wrap>
        {state === 'off' ? (
          <Button onClick={() => void start()}>{t('checkin.camera.start')}</Button>
        ) : (
          <Button onClick={stop} loading={state === 'starting'}>
            {t('checkin.camera.stop')}
          </Button>
        )}
        {state === 'on' && <span role="status">{t('checkin.camera.scanning')}</span>}
      </Space>
      {error && <Alert type="warning" showIcon title={error} style={{ marginTop: 8 }} />}
    </div>
  );
}
