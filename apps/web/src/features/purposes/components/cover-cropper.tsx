import { PURPOSE_LIMITS, type PurposePicture } from '@cidpex/contracts';
import { App, Button, Slider, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/http/client';
import { useUploadPercent } from '../../../lib/use-pending-uploads';
import { uploadPostPicture } from '../api/purposes';

const { width: W, height: H } = PURPOSE_LIMITS.cover;
/** Drawn at twice the spec's 215×140 so it stays sharp on a phone; the shape is what counts. */
const SCALE = 2;
const PICTURE_TYPES = ['image/jpeg', 'image/png'];

/** The part of the picture that fills a W:H frame, moved along its longer side by `shift` (0–100). */
export function cropBox(imgW: number, imgH: number, shift: number) {
  const want = W / H;
  if (imgW / imgH > want) {
    const w = imgH * want;
    return { sx: ((imgW - w) * shift) / 100, sy: 0, sw: w, sh: imgH };
  }
  const h = imgW / want;
  return { sx: 0, sy: ((imgH - h) * shift) / 100, sw: imgW, sh: h };
}

/**
 * The post's cover: the chosen picture is cropped in the browser to 215×140 (a canvas; the
 * slider moves the frame), then uploaded. The server checks the shape again.
 */
export function CoverCropper({
  id,
  value,
  onChange,
  onTooLarge,
}: {
  id: string;
  value?: PurposePicture | null;
  onChange?: (value: PurposePicture | null) => void;
  /** Whether a cover of this many bytes would pass the 10M of the post's pictures. */
  onTooLarge?: (bytes: number) => boolean;
}) {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [shift, setShift] = useState(50);
  const [busy, setBusy] = useState(false);
  // The cropped cover shows at once (the canvas); while it goes up, the percent sent (issue 24).
  const percent = useUploadPercent();

  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx || !image) return;
    const box = cropBox(image.naturalWidth, image.naturalHeight, shift);
    ctx.drawImage(image, box.sx, box.sy, box.sw, box.sh, 0, 0, W * SCALE, H * SCALE);
  }, [image, shift]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      void message.error(t('form.pictureType'));
      return;
    }
    const img = new Image();
    img.onload = () => {
      setShift(50);
      setImage(img);
    };
    img.src = URL.createObjectURL(file);
  };

  const use = () => {
    canvas.current?.toBlob(
      (blob) => {
        if (!blob) return;
        if (onTooLarge?.(blob.size)) {
          void message.error(t('form.tooLarge'));
          return;
        }
        setBusy(true);
        const slot = percent.track();
        uploadPostPicture(blob, 'cover.jpg', slot.progress)
          .then((a) => {
            onChange?.({ id: a.id, url: a.url, size: blob.size, width: W * SCALE, height: H * SCALE });
            setImage(null);
          })
          .catch((err: ApiError) => void message.error(err.message))
          .finally(() => {
            slot.done();
            setBusy(false);
          });
      },
      'image/jpeg',
      0.9,
    );
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {value && !image ? (
        <Space wrap>
          <img src={value.url} alt={t('form.coverAlt')} width={W} height={H} style={{ borderRadius: 6 }} />
          <Button onClick={() => onChange?.(null)}>{t('form.removeCover')}</Button>
        </Space>
      ) : null}
      <input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png"
        aria-label={t('form.chooseCover')}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {image ? (
        <>
          <canvas
            ref={canvas}
            width={W * SCALE}
            height={H * SCALE}
            aria-label={t('form.coverPreview')}
            style={{ width: W, height: H, borderRadius: 6, border: '1px solid #d9e2e4' }}
          />
          <div style={{ maxWidth: W + 60 }}>
            <span id={`${id}-shift`}>{t('form.coverShift')}</span>
            <Slider aria-labelledby={`${id}-shift`} value={shift} onChange={setShift} />
          </div>
          <Space>
            <Button type="primary" loading={busy} onClick={use}>
              {t('form.useCover')}
            </Button>
            {percent.node}
          </Space>
        </>
      ) : null}
      <span style={{ color: '#5b6b70', fontSize: 13 }}>{t('form.coverHint')}</span>
    </Space>
  );
}
