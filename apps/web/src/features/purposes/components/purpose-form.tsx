import {
  PURPOSE_CATEGORIES,
  PURPOSE_LIMITS,
  PURPOSE_TYPES,
  type Purpose,
  type PurposeCategory,
  type PurposePicture,
  type PurposeType,
} from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, Radio, Select, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { usePendingUploads } from '../../../lib/use-pending-uploads';
import { uploadPostPicture, useSavePurpose } from '../api/purposes';
import { CoverCropper } from './cover-cropper';
import { usePurposePaths } from './purpose-parts';

interface Values {
  type: PurposeType;
  category: PurposeCategory;
  title: string;
  content: string;
  cover: PurposePicture | null;
}

const totalOf = (cover: PurposePicture | null | undefined, images: readonly PurposePicture[]) =>
  (cover?.size ?? 0) + images.reduce((sum, i) => sum + i.size, 0);

/**
 * Publish or edit a post: type, category, title, content (≤ 1000), a cover cropped to
 * 215×140 and pictures of 10M in total — checked here before each upload, and on the server.
 * One key per form makes a repeated submit answer the post already stored.
 */
export function PurposeForm({ purpose }: { purpose?: Purpose }) {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const lang = useLang();
  const navigate = useNavigate();
  const paths = usePurposePaths();
  const [form] = Form.useForm<Values>();
  const [images, setImages] = useState<PurposePicture[]>(purpose?.images ?? []);
  const { pending, start, listProps } = usePendingUploads();
  const [requestKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSavePurpose();
  const cover = Form.useWatch('cover', form);

  const tooLarge = (extra: number) => totalOf(cover, images) + extra > PURPOSE_LIMITS.imagesTotalBytes;

  const submit = (values: Values) => {
    setFailure(null);
    const body = {
      type: values.type,
      category: values.category,
      title: values.title,
      content: values.content,
      lang,
      coverAttachmentId: values.cover?.id ?? null,
      imageIds: images.map((i) => i.id),
    };
    save.mutate(purpose ? { ...body, id: purpose.id } : { ...body, requestKey }, {
      onSuccess: (saved) => {
        void message.success(t(purpose ? 'form.saved' : 'form.published'));
        navigate(paths.mine, { state: { saved: saved.id } });
      },
      onError: (err) => setFailure((err as ApiError).message),
    });
  };

  const fileList: UploadFile[] = images.map((i) => ({
    uid: String(i.id),
    name: i.url.split('/').pop() ?? String(i.id),
    status: 'done',
    url: i.url,
    thumbUrl: `${i.url}?width=200`,
  }));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{
        type: purpose?.type ?? 'demand',
        category: purpose?.category,
        title: purpose?.title ?? '',
        content: purpose?.content ?? '',
        cover: purpose?.cover ?? null,
      }}
      onFinish={submit}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="type" label={t('form.type')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={PURPOSE_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('form.category')}
        rules={[{ required: true, message: t('form.required', { label: t('form.category') }) }]}
      >
        <Select
          aria-label={t('form.category')}
          options={PURPOSE_CATEGORIES.map((v) => ({ value: v, label: t(`categories.${v}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('form.title')}
        rules={[
          { required: true, whitespace: true, message: t('form.required', { label: t('form.title') }) },
        ]}
      >
        <Input maxLength={PURPOSE_LIMITS.titleMax} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('form.content')}
        rules={[
          { required: true, whitespace: true, message: t('form.required', { label: t('form.content') }) },
          { max: PURPOSE_LIMITS.contentMax, message: t('form.contentMax') },
        ]}
      >
        <Input.TextArea rows={6} maxLength={PURPOSE_LIMITS.contentMax} showCount />
      </Form.Item>
      <Form.Item name="cover" label={t('form.cover')}>
        <CoverCropper id="purpose-cover" onTooLarge={tooLarge} />
      </Form.Item>
      <Form.Item label={t('form.images')} extra={t('form.imagesHint')}>
        <Upload
          accept=".jpg,.jpeg,.png"
          listType="picture-card"
          multiple
          fileList={[...fileList, ...pending]}
          maxCount={PURPOSE_LIMITS.imagesMax}
          onRemove={(file) => setImages((list) => list.filter((i) => String(i.id) !== file.uid))}
          beforeUpload={(file) => {
            if (!['image/jpeg', 'image/png'].includes(file.type)) {
              void message.error(t('form.pictureType'));
              return Upload.LIST_IGNORE;
            }
            if (tooLarge(file.size)) {
              void message.error(t('form.tooLarge'));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            const f = file as File;
            const slot = start(f, true);
            uploadPostPicture(f, f.name, slot.progress)
              .then((a) => {
                setImages((list) => [
                  ...list,
                  { id: a.id, url: a.url, size: f.size, width: null, height: null },
                ]);
                onSuccess?.(a);
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
          {images.length + pending.length < PURPOSE_LIMITS.imagesMax ? (
            <span>{t('form.addImage')}</span>
          ) : null}
        </Upload>
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={pending.length > 0}>
        {purpose ? t('form.save') : t('form.submit')}
      </Button>
    </Form>
  );
}
