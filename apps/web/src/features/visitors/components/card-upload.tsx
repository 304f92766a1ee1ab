import { LIMITS } from '@cidpex/contracts';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { uploadIconRender } from '../../../lib/use-pending-uploads';
import { uploadCard } from '../api/upload-card';

interface CardUploadProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  label: string;
  onError: (message: string | null) => void;
  /** The picture of `value` when the form already holds one (back from the review or the other page). */
  picture?: { url: string; name: string };
  /** The picture uploaded (or null when removed), for the review. */
  onPicture?: (picture: { url: string; name: string } | null) => void;
  /** Whether a picture is on its way up (the form waits for it before its review). */
  onBusy?: (busy: boolean) => void;
}

/** A business-card side: JPG or PNG under 2MB (spec §5), checked here and again by the server. */
export function CardUpload({ value, onChange, label, onError, picture, onPicture, onBusy }: CardUploadProps) {
  const { t } = useTranslation('visitors');
  const [files, setFiles] = useState<UploadFile[]>(() =>
    value && picture
      ? [{ uid: String(value), name: picture.name, status: 'done', url: picture.url, thumbUrl: picture.url }]
      : [],
  );
  return (
    <Upload
      accept="image/jpeg,image/png"
      listType="picture"
      maxCount={1}
      fileList={files}
      iconRender={uploadIconRender}
      onRemove={() => {
        setFiles([]);
        onChange?.(null);
        onPicture?.(null);
      }}
      beforeUpload={(file) => {
        if (!['image/jpeg', 'image/png'].includes(file.type)) {
          onError(t('validation.CARD_TYPE'));
          return Upload.LIST_IGNORE;
        }
        if (file.size > LIMITS.visitorCardImageBytes) {
          onError(t('validation.CARD_SIZE'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onProgress, onSuccess, onError: failed }) => {
        onError(null);
        onBusy?.(true);
        uploadCard(file as File, (percent) => onProgress?.({ percent }))
          .finally(() => onBusy?.(false))
          .then(
            (attachment) => {
              onSuccess?.(attachment);
              // The same item turns from "uploading" into the picture (no second item flashing in).
              setFiles([
                {
                  uid: (file as File & { uid?: string }).uid ?? String(attachment.id),
                  name: attachment.fileName,
                  status: 'done',
                  url: attachment.url,
                  thumbUrl: attachment.url,
                },
              ]);
              onChange?.(attachment.id);
              onPicture?.({ url: attachment.url, name: attachment.fileName });
            },
            (err: unknown) => {
              failed?.(err as Error);
              setFiles([]);
              onError(err instanceof ApiError ? err.message : t('validation.CARD_UPLOAD'));
            },
          );
      }}
      onChange={({ fileList }) => setFiles(fileList)}
    >
      <Button>{value ? t('form.cardReplace', { label }) : t('form.cardUpload', { label })}</Button>
    </Upload>
  );
}
