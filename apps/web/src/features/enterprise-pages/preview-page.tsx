import {
  countWords,
  type Locale,
  type Membership,
  PROFILE_EN_MAX_CHARS,
  PROFILE_MAX_CHARS,
  PROFILE_MAX_WORDS,
  type Preview,
  SITE_IMAGES_MAX,
} from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, Segmented, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../components/query-result';
import { UserText } from '../../components/user-text';
import { formatDate } from '../../lib/date-format';
import type { ApiError } from '../../lib/http/client';
import { useLang } from '../../lib/i18n';
import { CenterFrame } from '../enterprises';
import { usePreview, useRequestFair, useSavePreview } from './api';
import { Loading } from './loading';
import { PagePreview } from './page-preview';
import { type Pic, PicturesUpload, type Video, VideoUpload } from './profile-media';

interface Values {
  profileZhHans?: string;
  profileZhHant?: string;
  profileEn?: string;
  cover?: Pic[];
  siteImages?: Pic[];
  video?: Video | null;
}

export const PREVIEW_STATE_COLOR = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
} as const;

function initialValues(preview: Preview): Values {
  return {
    profileZhHans: preview.profileZhHans ?? '',
    profileZhHant: preview.profileZhHant ?? '',
    profileEn: preview.profileEn ?? '',
    cover:
      preview.coverAttachmentId && preview.coverUrl
        ? [{ id: preview.coverAttachmentId, url: preview.coverUrl, size: preview.coverSize ?? 0 }]
        : [],
    siteImages: preview.siteImages,
    video: preview.videoUrl ? { id: preview.videoAttachmentId, url: preview.videoUrl } : null,
  };
}

const LANGS: Locale[] = ['zh-Hans', 'zh-Hant', 'en'];

/** Only an exhibitor has a public page: where its request to take part stands, or the way to ask. */
function FairRequestNotice({ preview, admin }: { preview: Preview; admin: boolean }) {
  const { t } = useTranslation('entpages');
  const { message } = App.useApp();
  const ask = useRequestFair();
  const request = preview.fairRequest;
  const canAsk = !request || request.status === 'rejected';
  return (
    <Alert
      type={request?.status === 'pending' ? 'info' : 'warning'}
      showIcon
      style={{ marginBottom: 12 }}
      title={request?.status === 'pending' ? t('fair.pending') : t('preview.notExhibitor')}
      description={
        <>
          {request?.status === 'rejected' && (
            <p style={{ margin: '4px 0' }}>
              {t('fair.rejected')}
              <UserText>{request.rejectReason ?? ''}</UserText>
            </p>
          )}
          {canAsk && !admin && <p style={{ margin: '4px 0' }}>{t('fair.adminOnly')}</p>}
          {ask.isError && (
            <p role="alert" style={{ margin: '4px 0', color: '#b42318' }}>
              {ask.error.message}
            </p>
          )}
        </>
      }
      action={
        canAsk && admin ? (
          <Button
            type="primary"
            size="small"
            loading={ask.isPending}
            onClick={() => ask.mutate(undefined, { onSuccess: () => void message.success(t('fair.sent')) })}
          >
            {request ? t('fair.askAgain') : t('fair.ask')}
          </Button>
        ) : null
      }
    />
  );
}

function Editor({ preview, admin }: { preview: Preview; admin: boolean }) {
  const { t } = useTranslation('entpages');
  const { message } = App.useApp();
  const uiLang = useLang();
  const [form] = Form.useForm<Values>();
  const save = useSavePreview();
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState('edit');
  const [buyerLang, setBuyerLang] = useState<Locale>(uiLang);
  const values = Form.useWatch([], form) as Values | undefined;
  const locked = preview.status === 'pending';

  async function send(submit: boolean) {
    setError(null);
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      setTab('edit');
      return;
    }
    try {
      await save.mutateAsync({
        id: preview.id,
        submit,
        body: {
          profileZhHans: v.profileZhHans?.trim() || null,
          profileZhHant: v.profileZhHant?.trim() || null,
          profileEn: v.profileEn?.trim() || null,
          coverAttachmentId: v.cover?.[0]?.id ?? null,
          siteImageIds: (v.siteImages ?? []).map((p) => p.id),
          // A video the page already shows (from the public page) is kept; null removes it.
          ...(v.video === null
            ? { videoAttachmentId: null }
            : v.video?.id
              ? { videoAttachmentId: v.video.id }
              : {}),
        },
      });
      void message.success(submit ? t('preview.submitted') : t('preview.saved'));
    } catch (err) {
      // The form keeps what was typed; the server's words say why.
      setError((err as ApiError).message);
    }
  }

  const current = values ?? initialValues(preview);
  const draft = {
    name: preview.name,
    nameEn: preview.nameEn,
    logoUrl: preview.logoUrl,
    coverUrl: current.cover?.[0]?.url ?? null,
    profileZhHans: current.profileZhHans?.trim() || null,
    profileZhHant: current.profileZhHant?.trim() || null,
    profileEn: current.profileEn?.trim() || null,
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('preview.state')}</span>
        <Tag color={PREVIEW_STATE_COLOR[preview.status]} data-testid="preview-state">
          {t(`states.${preview.status}`)}
        </Tag>
        {preview.reviewedAt && preview.status !== 'draft' && (
          <span className="dir-muted">
            {t('preview.reviewedAt', { date: formatDate(preview.reviewedAt, uiLang) })}
          </span>
        )}
      </Space>
      {!preview.exhibitor && <FairRequestNotice preview={preview} admin={admin} />}
      {preview.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title={t('preview.rejected')}
          description={preview.rejectReason}
          style={{ marginBottom: 12 }}
        />
      )}
      {preview.status === 'pending' && (
        <Alert type="info" showIcon title={t('preview.pending')} style={{ marginBottom: 12 }} />
      )}
      {preview.status === 'approved' && (
        <Alert type="success" showIcon title={t('preview.approved')} style={{ marginBottom: 12 }} />
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'edit',
            label: t('preview.editTab'),
            forceRender: true,
            children: (
              <Form form={form} layout="vertical" disabled={locked} initialValues={initialValues(preview)}>
                <Form.Item
                  name="profileZhHans"
                  label={t('fields.profileZhHans')}
                  extra={t('fields.profileHint', { max: PROFILE_MAX_CHARS })}
                  rules={[
                    { max: PROFILE_MAX_CHARS, message: t('fields.tooLong', { max: PROFILE_MAX_CHARS }) },
                  ]}
                >
                  <Input.TextArea lang="zh-Hans" rows={6} showCount maxLength={PROFILE_MAX_CHARS} />
                </Form.Item>
                <Form.Item
                  name="profileZhHant"
                  label={t('fields.profileZhHant')}
                  extra={t('fields.profileZhHantHint')}
                  rules={[
                    { max: PROFILE_MAX_CHARS, message: t('fields.tooLong', { max: PROFILE_MAX_CHARS }) },
                  ]}
                >
                  <Input.TextArea lang="zh-Hant" rows={4} showCount maxLength={PROFILE_MAX_CHARS} />
                </Form.Item>
                <Form.Item
                  name="profileEn"
                  label={t('fields.profileEn')}
                  extra={t('fields.profileEnHint', { max: PROFILE_MAX_WORDS })}
                  rules={[
                    {
                      validator: (_, value?: string) =>
                        countWords(value ?? '') > PROFILE_MAX_WORDS ||
                        (value ?? '').trim().length > PROFILE_EN_MAX_CHARS
                          ? Promise.reject(new Error(t('fields.tooManyWords', { max: PROFILE_MAX_WORDS })))
                          : Promise.resolve(),
                    },
                  ]}
                >
                  <Input.TextArea
                    lang="en"
                    rows={4}
                    showCount={{
                      formatter: ({ value }) =>
                        t('fields.wordCount', { count: countWords(value), max: PROFILE_MAX_WORDS }),
                    }}
                  />
                </Form.Item>
                <Form.Item
                  name="cover"
                  label={t('fields.cover')}
                  extra={t('fields.coverHint')}
                  valuePropName="value"
                >
                  <PicturesUpload
                    id="cover"
                    max={1}
                    otherBytes={(current.siteImages ?? []).reduce((sum, p) => sum + p.size, 0)}
                  />
                </Form.Item>
                <Form.Item
                  name="siteImages"
                  label={t('media.sitePictures')}
                  extra={t('media.sitePicturesHint', { max: SITE_IMAGES_MAX })}
                >
                  <PicturesUpload
                    id="siteImages"
                    max={SITE_IMAGES_MAX}
                    otherBytes={(current.cover ?? []).reduce((sum, p) => sum + p.size, 0)}
                  />
                </Form.Item>
                <Form.Item name="video" label={t('media.video.label')} extra={t('media.video.hint')}>
                  <VideoUpload id="video" />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: 'preview',
            label: t('preview.previewTab'),
            children: (
              <>
                <p>{t('preview.previewHint')}</p>
                <Segmented<Locale>
                  aria-label={t('preview.buyerLang')}
                  value={buyerLang}
                  onChange={setBuyerLang}
                  options={LANGS.map((lang) => ({ value: lang, label: t(`langs.${lang}`) }))}
                  style={{ marginBottom: 12 }}
                />
                <PagePreview page={draft} lang={buyerLang} />
              </>
            ),
          },
        ]}
      />
      {error && <Alert type="error" showIcon title={error} style={{ margin: '12px 0' }} role="alert" />}
      {!locked && (
        <Space wrap style={{ marginTop: 12 }}>
          <Button
            onClick={() => void send(false)}
            loading={save.isPending && !save.variables?.submit}
            disabled={save.isPending}
          >
            {t('preview.save')}
          </Button>
          <Button
            type="primary"
            onClick={() => void send(true)}
            loading={save.isPending && save.variables?.submit}
            disabled={save.isPending || !preview.exhibitor}
          >
            {t('preview.submit')}
          </Button>
        </Space>
      )}
    </>
  );
}

function PreviewBody({ membership }: { membership: Membership }) {
  const { t } = useTranslation('entpages');
  const query = usePreview(membership.enterpriseId);
  return (
    <QueryResult query={query} retryText={t('retry')} errorTitle={t('loadError')} loading={<Loading />}>
      {(preview) => (
        // A new key after each answer: the form starts from what the server holds.
        <Editor
          key={`${preview.id}-${preview.status}-${preview.updatedAt}`}
          preview={preview}
          admin={membership.role === 'admin'}
        />
      )}
    </QueryResult>
  );
}

/**
 * /myEnterprise/preview and /preview: staff edit the enterprise's exhibitor page (profile in
 * three languages, cover), see it as buyers will, and submit it for the organizer's review.
 */
export default function PreviewPage() {
  const { t } = useTranslation('entpages');
  return (
    <CenterFrame active="preview" title={t('preview.title')}>
      {(membership) => <PreviewBody membership={membership} />}
    </CenterFrame>
  );
}
