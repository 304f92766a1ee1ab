import {
  type Attachment,
  LIMITS,
  MB,
  PROFILE_IMAGES_TOTAL_BYTES,
  UPLOAD_FILE_FIELD,
} from '@cidpex/contracts';
import { App, Button, Progress, Space, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancellableUpload } from '../../lib/http/client';
import { usePendingUploads } from '../../lib/use-pending-uploads';

/** A picture of the profile form, with its size (the form checks the 10M total before uploading). */
export interface Pic {
  id: number;
  url: string;
  size: number;
}
export interface Video {
  id: number | null;
  url: string;
}

/**
 * Uploads one file with its percent (the shared `http.upload(…, { onProgress })`) and a cancel;
 * the refusal comes back in the server's words and the caller's language.
 */
export function uploadWithProgress(
  file: File,
  kind: 'enterpriseImage' | 'enterpriseVideo',
  onProgress: (percent: number) => void,
): { promise: Promise<Attachment>; cancel: () => void } {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return cancellableUpload(`exhibitor/rest/attachments/${kind}/form`, form, onProgress);
}

/** Whether adding `files` keeps the profile's pictures under 10M in total (spec §5). */
export function fitsPictureTotal(heldBytes: number, files: { size: number }[]): boolean {
  return heldBytes + files.reduce((sum, f) => sum + f.size, 0) <= PROFILE_IMAGES_TOTAL_BYTES;
}

export interface PicturesUploadProps {
  id: string;
  max: number;
  value?: Pic[];
  onChange?: (value: Pic[]) => void;
  /** Bytes of the form's other pictures (the cover for the site pictures and back). */
  otherBytes: number;
}

/** Pictures of the profile form (cover or site pictures, in order); the 10M total is checked before upload. */
export function PicturesUpload({ id, max, value = [], onChange, otherBytes }: PicturesUploadProps) {
  const { t } = useTranslation('entpages');
  const { message } = App.useApp();
  const latest = useRef(value);
  latest.current = value;
  // A picked picture shows at once with its preview and the percent sent (issue 24): the list is
  // the form's value, which holds only what the server has, so antd alone showed nothing meanwhile.
  const { pending, start, listProps } = usePendingUploads();
  // Files picked together are counted together: antd calls beforeUpload once per file with the whole batch.
  const fileList: UploadFile[] = value.map((m) => ({
    uid: String(m.id),
    name: m.url.split('/').pop() ?? String(m.id),
    status: 'done',
    url: m.url,
    thumbUrl: `${m.url}?width=200`,
  }));
  const held = () => otherBytes + latest.current.reduce((sum, p) => sum + p.size, 0);
  return (
    <Upload
      id={id}
      accept=".jpg,.jpeg,.png"
      listType="picture-card"
      fileList={[...fileList, ...pending]}
      maxCount={max}
      multiple={max > 1}
      beforeUpload={(file, batch) => {
        if (!fitsPictureTotal(held(), batch)) {
          // Once per batch, not once per file.
          if (file === batch[0])
            void message.error(t('media.totalTooLarge', { max: PROFILE_IMAGES_TOTAL_BYTES / MB }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      onRemove={(file) => onChange?.(value.filter((m) => String(m.id) !== file.uid))}
      customRequest={({ file, onSuccess, onError }) => {
        const slot = start(file as File, true);
        uploadWithProgress(file as File, 'enterpriseImage', slot.progress)
          .promise.then((attachment) => {
            onSuccess?.(attachment);
            const next = [
              ...latest.current,
              { id: attachment.id, url: attachment.url, size: attachment.size },
            ].slice(-max);
            latest.current = next;
            onChange?.(next);
          })
          .catch((err: Error) => {
            if (err.name !== 'AbortError') void message.error(err.message);
            onError?.(err);
          })
          .finally(slot.done);
      }}
      showUploadList={{ showPreviewIcon: false }}
      {...listProps}
    >
      {value.length + pending.length >= max ? null : <span>{t('media.addPicture')}</span>}
    </Upload>
  );
}

/**
 * Reads a local video's duration and size in the browser before uploading (the server reads
 * them again from the file): null when the browser cannot tell.
 */
function localVideoInfo(file: File): Promise<{ duration: number; width: number; height: number } | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') return resolve(null);
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    const done = (info: { duration: number; width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(info);
    };
    video.onloadedmetadata = () =>
      done({ duration: video.duration, width: video.videoWidth, height: video.videoHeight });
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** The reason a video breaks spec §5's rule, or null when it fits (or the browser cannot tell). */
export function videoProblem(
  file: { size: number; type: string },
  info: { duration: number; width: number; height: number } | null,
): 'type' | 'size' | 'duration' | 'resolution' | null {
  if (file.type && file.type !== 'video/mp4') return 'type';
  if (file.size > LIMITS.enterpriseVideoBytes) return 'size';
  if (!info || !Number.isFinite(info.duration) || !info.width) return null;
  if (info.duration > LIMITS.enterpriseVideoSeconds + 0.05) return 'duration';
  if (Math.min(info.width, info.height) < LIMITS.enterpriseVideoMinHeight) return 'resolution';
  return null;
}

export interface VideoUploadProps {
  id: string;
  value?: Video | null;
  onChange?: (value: Video | null) => void;
}

/** The profile video: checked in the browser, uploaded with a progress bar, shown with its poster frame. */
export function VideoUpload({ id, value, onChange }: VideoUploadProps) {
  const { t } = useTranslation('entpages');
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function pick(file: File) {
    setError(null);
    const problem = videoProblem(file, await localVideoInfo(file));
    if (problem) {
      setError(t(`media.video.${problem}`));
      return;
    }
    setPercent(0);
    const upload = uploadWithProgress(file, 'enterpriseVideo', setPercent);
    cancel.current = upload.cancel;
    try {
      const attachment = await upload.promise;
      onChange?.({ id: attachment.id, url: attachment.url });
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setError((err as Error).message);
    } finally {
      cancel.current = null;
      setPercent(null);
    }
  }

  return (
    <div>
      {value && (
        // #t=0.1: the browser draws the first frame as the poster before anyone presses play.
        // biome-ignore lint/a11y/useMediaCaption: the enterprise's own promotional clip has no caption track
        <video
          data-testid="profile-video"
          src={`${value.url}#t=0.1`}
          preload="metadata"
          controls
          style={{
            width: '100%',
            maxWidth: 480,
            aspectRatio: '16 / 9',
            background: '#000',
            display: 'block',
          }}
        />
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="video/mp4,.mp4"
        hidden
        data-testid="profile-video-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void pick(file);
        }}
      />
      {percent !== null ? (
        <Space style={{ marginTop: 8, width: '100%', maxWidth: 480 }}>
          <Progress percent={percent} style={{ width: 300 }} aria-label={t('media.video.uploading')} />
          <Button size="small" onClick={() => cancel.current?.()}>
            {t('media.cancel')}
          </Button>
        </Space>
      ) : (
        <Space style={{ marginTop: 8 }} wrap>
          <Button onClick={() => input.current?.click()}>
            {value ? t('media.video.replace') : t('media.video.add')}
          </Button>
          {value && (
            <Button danger onClick={() => onChange?.(null)}>
              {t('media.video.remove')}
            </Button>
          )}
        </Space>
      )}
      {error && (
        <p role="alert" style={{ color: '#b42318', margin: '6px 0 0' }}>
          {error}
        </p>
      )}
    </div>
  );
}
