import type { UploadFile, UploadProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the caller does with one pending file: report its percent, then say it has answered. */
export interface PendingUpload {
  /** For `http.upload(…, { onProgress })`: the slot shows the percent sent. */
  progress: (percent: number) => void;
  /** The upload has succeeded or failed: the slot goes. */
  done: () => void;
}

/** A file's glyph where antd would draw its own icon (a held item that is not a picture). */
function FileGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 1h5l4 4v10H4z M9 1v4h4" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/**
 * The icon of an upload list item: a file going up shows its preview (when it has one) with the
 * percent sent over it; the others keep antd's icons. antd's own uploading slot shows only the
 * word "uploading" and, after a delay, a bar without a figure.
 */
export const uploadIconRender: NonNullable<UploadProps['iconRender']> = (file, listType) => {
  if (file.status === 'uploading') {
    const percent = `${Math.round(file.percent ?? 0)}%`;
    if (listType === 'text')
      return (
        <span data-testid="upload-percent" className="pending-upload-percent-text">
          {percent}
        </span>
      );
    return (
      <span className="pending-upload">
        {file.thumbUrl ? <img src={file.thumbUrl} alt="" className="pending-upload-preview" /> : null}
        <span data-testid="upload-percent" className="pending-upload-percent">
          {percent}
        </span>
      </span>
    );
  }
  return <FileGlyph />;
};

/**
 * Files on their way up, for an antd Upload whose list is the form's value (controlled): each
 * picked file shows at once as an "uploading" item — a picture with its own preview, made in the
 * browser, and the percent sent — until its upload answers. Without it the slot stayed empty for
 * as long as a slow uplink took, and the visitor picked the file again (issue 24). Spread
 * `listProps` on the Upload so that the slot shows the preview and percent.
 */
export function usePendingUploads() {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const previews = useRef(new Map<string, string>());
  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, []);

  /** Shows `file` as uploading (0% until the first progress). */
  const start = useCallback((file: File, preview: boolean): PendingUpload => {
    const uid = (file as File & { uid?: string }).uid ?? `up-${Date.now()}-${Math.random()}`;
    let thumbUrl: string | undefined;
    if (preview && typeof URL.createObjectURL === 'function') {
      thumbUrl = URL.createObjectURL(file);
      previews.current.set(uid, thumbUrl);
    }
    setPending((list) => [...list, { uid, name: file.name, status: 'uploading', percent: 0, thumbUrl }]);
    return {
      progress: (percent) => setPending((list) => list.map((f) => (f.uid === uid ? { ...f, percent } : f))),
      done: () => {
        setPending((list) => list.filter((f) => f.uid !== uid));
        const url = previews.current.get(uid);
        if (url) {
          URL.revokeObjectURL(url);
          previews.current.delete(uid);
        }
      },
    };
  }, []);

  return { pending, start, listProps: { iconRender: uploadIconRender } };
}

/**
 * For an upload behind a button (no list slot: an avatar, a logo, a licence, a file of a form):
 * `node` shows the percent sent beside the button while the file goes up.
 */
export function useUploadPercent() {
  const [percent, setPercent] = useState<number | null>(null);
  const track = useCallback((): PendingUpload => {
    setPercent(0);
    return { progress: setPercent, done: () => setPercent(null) };
  }, []);
  const node =
    percent === null ? null : (
      <span role="status" data-testid="upload-percent" className="upload-percent">
        {percent}%
      </span>
    );
  return { percent, track, node };
}
