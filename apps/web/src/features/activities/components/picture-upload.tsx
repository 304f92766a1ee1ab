import type { Attachment } from '@cidpex/contracts';
import { App, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/http/client';
import { usePendingUploads } from '../../../lib/use-pending-uploads';
import { uploadPicture } from '../api/activities';

export interface Picture {
  id: number;
  url: string;
}

export interface PictureUploadProps {
  id: string;
  kind: 'logo' | 'enterpriseImage';
  value?: Picture | null;
  onChange?: (value: Picture | null) => void;
}

/** One JPG/PNG picture uploaded at once (the server's refusal shown), held as its attachment id. */
export function PictureUpload({ id, kind, value, onChange }: PictureUploadProps) {
  const { t } = useTranslation('activities');
  const { message } = App.useApp();
  const { pending, start, listProps } = usePendingUploads();
  const held: UploadFile[] = value
    ? [
        {
          uid: String(value.id),
          name: value.url.split('/').pop() ?? String(value.id),
          status: 'done',
          url: value.url,
          thumbUrl: `${value.url}?width=200`,
        },
      ]
    : [];
  // While a new picture goes up it shows in the slot (the held one until it has arrived).
  const fileList = pending.length > 0 ? pending : held;
  return (
    <Upload
      id={id}
      accept=".jpg,.jpeg,.png"
      listType="picture-card"
      fileList={fileList}
      maxCount={1}
      onRemove={() => onChange?.(null)}
      customRequest={({ file, onSuccess, onError }) => {
        const slot = start(file as File, true);
        uploadPicture(file as File, kind, slot.progress)
          .then((attachment: Attachment) => {
            onSuccess?.(attachment);
            onChange?.({ id: attachment.id, url: attachment.url });
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
      {value || pending.length > 0 ? null : <span>{t('upload')}</span>}
    </Upload>
  );
}
