import { type Attachment, UPLOAD_FILE_FIELD } from '@cidpex/contracts';
import { http } from '../../../lib/http/client';

/** POST portal/rest/attachments/visitorCard/form: a business-card picture (JPG or PNG under 2MB). */
export function uploadCard(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return http.upload<Attachment>('portal/rest/attachments/visitorCard/form', form, {
    silent: true,
    onProgress,
  });
}
