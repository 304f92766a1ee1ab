import type { Attachment } from '@cidpex/contracts';
import { http } from '../../../lib/http/client';

/** POST exhibitor/rest/attachments/picture/form: a profile photo (JPG or PNG, 10M at most). */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<Attachment>('exhibitor/rest/attachments/picture/form', form, {
    silent: true,
    onProgress,
  });
}
