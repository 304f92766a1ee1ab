import { Button, type UploadFile, type UploadProps } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** What the caller does with one pending file: report its percent, then say it has answered. */
export interface PendingUpload {
  /** For `http.upload(…, { onProgress })`: the slot shows the percent sent. */
  progress: (percent: number) => void;
  /** The upload has succeeded or failed: the slot goes. */
  done: () => void;
  /**
   * The upload failed: the slot stays, marked failed with `message` (the server's words), until
   * the visitor presses retry (which calls `retry`, when given) or remove. Needs the hook's
   * `failed` labels for its buttons.
   */
  fail: (message: string, retry?: () => void) => void;
}

/** The words of a failed slot's buttons (the caller's catalog). */
export interface FailedUploadLabels {
  retry: string;
  remove: string;
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
export function usePendingUploads(
  options: {
    failed?: FailedUploadLabels;
    /**
     * The Upload's list options (give them here, not on the Upload: `listProps` carries them). With
     * `failed` labels a failed slot has our remove button only, not antd's bin beside it too.
     */
    showUploadList?: Exclude<UploadProps['showUploadList'], boolean | undefined>;
  } = {},
) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const previews = useRef(new Map<string, string>());
  // What "retry" does for each failed slot.
  const retries = useRef(new Map<string, (() => void) | undefined>());
  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, []);

  /** The slot `uid` goes (its upload answered, or the visitor removed a failed one). */
  const remove = useCallback((uid: string) => {
    setPending((list) => list.filter((f) => f.uid !== uid));
    retries.current.delete(uid);
    const url = previews.current.get(uid);
    if (url) {
      URL.revokeObjectURL(url);
      previews.current.delete(uid);
    }
  }, []);

  /**
   * Shows `file` as uploading (0% until the first progress). The same file started again (a retry)
   * takes its slot back in place, with the same preview.
   */
  const start = useCallback(
    (file: File, preview: boolean): PendingUpload => {
      const held = file as File & { uid?: string };
      held.uid ??= `up-${Date.now()}-${Math.random()}`;
      const uid = held.uid;
      retries.current.delete(uid);
      let thumbUrl = previews.current.get(uid);
      if (!thumbUrl && preview && typeof URL.createObjectURL === 'function') {
        thumbUrl = URL.createObjectURL(file);
        previews.current.set(uid, thumbUrl);
      }
      const item: UploadFile = { uid, name: file.name, status: 'uploading', percent: 0, thumbUrl };
      setPending((list) =>
        list.some((f) => f.uid === uid) ? list.map((f) => (f.uid === uid ? item : f)) : [...list, item],
      );
      return {
        progress: (percent) =>
          setPending((list) =>
            list.map((f) => (f.uid === uid && f.status === 'uploading' ? { ...f, percent } : f)),
          ),
        done: () => remove(uid),
        fail: (message, retry) => {
          retries.current.set(uid, retry);
          setPending((list) =>
            list.map((f) =>
              f.uid === uid ? { ...f, status: 'error', percent: undefined, response: message } : f,
            ),
          );
        },
      };
    },
    [remove],
  );

  /** Whether `uid` is one of the pending slots (an Upload's onRemove gives it to `remove`). */
  const isPending = useCallback((uid: string) => pending.some((f) => f.uid === uid), [pending]);

  const labels = options.failed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels' words, not the object the caller makes each render
  const listProps = useMemo(() => {
    const itemRender: NonNullable<UploadProps['itemRender']> = (node, file) => {
      if (!labels || file.status !== 'error' || !retries.current.has(file.uid)) return node;
      return (
        <FailedSlot
          node={node}
          message={typeof file.response === 'string' ? file.response : ''}
          labels={labels}
          onRetry={retries.current.get(file.uid)}
          onRemove={() => remove(file.uid)}
        />
      );
    };
    const list = options.showUploadList;
    // A failed slot with our buttons: our remove only (antd's bin would be a second one).
    const showRemoveIcon = (file: UploadFile) =>
      !(labels && file.status === 'error' && retries.current.has(file.uid));
    return {
      iconRender: uploadIconRender,
      ...(labels
        ? { itemRender, showUploadList: { ...list, showRemoveIcon } }
        : list
          ? { showUploadList: list }
          : {}),
    };
  }, [
    labels?.retry,
    labels?.remove,
    remove,
    options.showUploadList?.showPreviewIcon,
    options.showUploadList?.showDownloadIcon,
  ]);

  return { pending, start, remove, isPending, listProps };
}

/**
 * A failed upload's slot: the file as antd draws it (in its error colour), the reason in words
 * (antd shows it only in a tooltip, out of reach on a phone), and retry / remove buttons.
 */
function FailedSlot({
  node,
  message,
  labels,
  onRetry,
  onRemove,
}: {
  node: ReactNode;
  message: string;
  labels: FailedUploadLabels;
  onRetry?: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="pending-upload-failed" data-testid="upload-failed">
      {node}
      <div
        className="pending-upload-failed__bar"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, margin: '4px 0 8px' }}
      >
        {message ? (
          <span
            role="alert"
            className="pending-upload-failed__reason"
            style={{ color: '#b42318', flex: '1 1 12em' }}
          >
            {message}
          </span>
        ) : null}
        {/* The two buttons wrap together, under the reason when it is long. */}
        <span style={{ display: 'inline-flex', gap: 8, marginInlineStart: 'auto' }}>
          {onRetry ? (
            <Button size="small" onClick={onRetry}>
              {labels.retry}
            </Button>
          ) : null}
          <Button size="small" danger onClick={onRemove}>
            {labels.remove}
          </Button>
        </span>
      </div>
    </div>
  );
}

/**
 * For an upload behind a button (no list slot: an avatar, a logo, a licence, a file of a form):
 * `node` shows the percent sent beside the button while the file goes up.
 */
export function useUploadPercent() {
  const [percent, setPercent] = useState<number | null>(null);
  const track = useCallback((): Pick<PendingUpload, 'progress' | 'done'> => {
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
