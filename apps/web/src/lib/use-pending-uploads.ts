import type { UploadFile } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Files on their way up, for an antd Upload whose list is the form's value (controlled): each
 * picked file shows at once as an "uploading" item — a picture with its own preview, made in the
 * browser — until its upload answers. Without it the slot stayed empty for as long as a slow
 * uplink took, and the visitor picked the file again (issue 24).
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

  /** Shows `file` as uploading; call the answer when its upload has succeeded or failed. */
  const start = useCallback((file: File, preview: boolean): (() => void) => {
    const uid = (file as File & { uid?: string }).uid ?? `up-${Date.now()}-${Math.random()}`;
    let thumbUrl: string | undefined;
    if (preview && typeof URL.createObjectURL === 'function') {
      thumbUrl = URL.createObjectURL(file);
      previews.current.set(uid, thumbUrl);
    }
    setPending((list) => [...list, { uid, name: file.name, status: 'uploading', thumbUrl }]);
    return () => {
      setPending((list) => list.filter((f) => f.uid !== uid));
      const url = previews.current.get(uid);
      if (url) {
        URL.revokeObjectURL(url);
        previews.current.delete(uid);
      }
    };
  }, []);

  return { pending, start };
}
