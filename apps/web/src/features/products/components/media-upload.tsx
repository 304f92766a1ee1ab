import type { Attachment, ProductMedia } from '@cidpex/contracts';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/http/client';
import { usePendingUploads } from '../../../lib/use-pending-uploads';
import { uploadProductFile } from '../api/products';

export type Media = Pick<ProductMedia, 'id' | 'url'>;

export interface MediaUploadProps {
  id: string;
  kind: 'enterpriseImage' | 'video';
  max: number;
  value?: Media[];
  onChange?: (value: Media[]) => void;
}

/**
 * Pictures or a video uploaded at once (preview and percent shown while they go up, refusals in the server's words),
 * held as attachment ids for the product body.
 */
export function MediaUpload({ id, kind, max, value = [], onChange }: MediaUploadProps) {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  // Several files picked at once upload side by side: each one that finishes adds to the
  // list as it is then, not to the list of the render that started the uploads.
  const latest = useRef(value);
  latest.current = value;
  const { pending, start, listProps } = usePendingUploads();
  const held: UploadFile[] = value.map((m) => ({
    uid: String(m.id),
    name: m.url.split('/').pop() ?? String(m.id),
    status: 'done',
    url: m.url,
    thumbUrl: kind === 'video' ? undefined : `${m.url}?width=200`,
  }));
  const fileList = [...held, ...pending];
  return (
    <Upload
      id={id}
      accept={kind === 'video' ? 'video/mp4,.mp4' : '.jpg,.jpeg,.png'}
      listType={kind === 'video' ? 'text' : 'picture-card'}
      fileList={fileList}
      maxCount={max}
      multiple={max > 1}
      onRemove={(file) => onChange?.(value.filter((m) => String(m.id) !== file.uid))}
      customRequest={({ file, onSuccess, onError }) => {
        const slot = start(file as File, kind !== 'video');
        uploadProductFile(file as File, kind, slot.progress)
          .then((attachment: Attachment) => {
            onSuccess?.(attachment);
            const next = [...latest.current, { id: attachment.id, url: attachment.url }].slice(-max);
            latest.current = next;
            onChange?.(next);
          })
          .catch((err: ApiError) => {
            void message.error(err.message);
            onError?.(err);
          })
          .finally(slot.done);
      }}
      showUploadList={{ showPreviewIcon: false }}
      {...listProps}
    >
      {value.length + pending.length >= max ? null : kind === 'video' ? (
        <Button>{t('form.uploadVideo')}</Button>
      ) : (
        <span>{t('form.upload')}</span>
      )}
    </Upload>
  );
}
