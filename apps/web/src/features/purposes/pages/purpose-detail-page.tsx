import { Alert, Button, Card, Image, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { ReasonAlert } from '../../../components/reason-alert';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import { usePosterRegistration, usePurpose } from '../api/purposes';
import { CommentThread } from '../components/comment-thread';
import { MatchingExhibitors } from '../components/matching-exhibitors';
import { PurposeActions } from '../components/purpose-actions';
import { PurposeStatus, SafeText, useFormatTime, usePurposePaths } from '../components/purpose-parts';
import { ReportButton } from '../components/report-button';

/** /inter/detail?id=… and /en/inter/detail?id=…: a post, its publisher, comments and actions. */
export default function PurposeDetailPage() {
  const { t } = useTranslation('purposes');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const query = usePurpose(id);
  const paths = usePurposePaths();
  const time = useFormatTime();
  const { user } = useSession();
  const registration = usePosterRegistration();
  const [original, setOriginal] = useState(false);
  const back = <ButtonLink to={paths.board}>{t('detail.back')}</ButtonLink>;

  if (!id) return <Result status="404" title={t('detail.missing')} extra={back} />;
  if (query.isPending) {
    return (
      <div className="page" role="status" aria-label={t('detail.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (query.isError) {
    const err = query.error as ApiError;
    return err.status === 404 ? (
      <Result status="404" title={err.message} extra={back} />
    ) : (
      <div className="page">
        <Alert
          type="error"
          showIcon
          title={err.message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      </div>
    );
  }
  const p = query.data;
  const enterprise = paths.english
    ? (p.publisher.enterpriseNameEn ?? p.publisher.enterpriseName)
    : p.publisher.enterpriseName;
  const reg = registration.data;
  // Written in the other Chinese script: shown in the reader's, the original a tap away.
  const text = p.shown && !original ? p.shown : { title: p.title, content: p.content };
  const blocked = !user
    ? t('detail.loginToComment')
    : reg === null
      ? t('detail.needRegistration')
      : reg?.status === 'pending'
        ? t('publish.pendingNote')
        : reg?.status === 'rejected'
          ? t('publish.rejectedNote')
          : undefined;
  return (
    <div className="page">
      <article aria-labelledby="purpose-title">
        <Space wrap size={4}>
          <Tag color={p.type === 'supply' ? 'cyan' : 'orange'}>{t(`types.${p.type}`)}</Tag>
          <Tag>{t(`categories.${p.category}`)}</Tag>
          {p.publishStatus !== 'Passed' ? <PurposeStatus status={p.publishStatus} /> : null}
        </Space>
        <h1 id="purpose-title" style={{ fontSize: 24, margin: '8px 0' }}>
          <UserText>{text.title}</UserText>
        </h1>
        <p style={{ color: '#5b6b70' }}>
          {t('detail.published', { time: time(p.publishTime ?? p.createdAt) })}
          {p.shown ? (
            <>
              {' · '}
              <Button
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto' }}
                aria-pressed={original}
                onClick={() => setOriginal((v) => !v)}
              >
                {original ? t('script.converted') : t('script.original')}
              </Button>
            </>
          ) : null}
        </p>
        {p.publishStatus === 'Reject' ? (
          <ReasonAlert title={t('mine.rejectReason')} reason={p.rejectReason} />
        ) : null}
        {p.cover ? (
          <img
            src={`${p.cover.url}?width=430`}
            alt={p.title}
            width={215}
            height={140}
            style={{ borderRadius: 6, marginBottom: 12 }}
          />
        ) : null}
        <div style={{ fontSize: 15, lineHeight: 1.7, marginBottom: 16 }}>
          <SafeText text={text.content} />
        </div>
        {p.images.length > 0 ? (
          <Image.PreviewGroup>
            <Space wrap>
              {p.images.map((img, i) => (
                <Image
                  key={img.id}
                  src={`${img.url}?width=240`}
                  preview={{ src: img.url }}
                  width={120}
                  height={90}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt={t('detail.image', { n: i + 1 })}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : null}
        <Card size="small" title={t('detail.publisher')} style={{ margin: '16px 0' }}>
          <p style={{ margin: 0 }}>
            <UserText>{p.publisher.name}</UserText>
            {enterprise ? (
              <>
                {' · '}
                {p.publisher.enterpriseId ? (
                  <Link
                    to={
                      paths.english
                        ? `/en/enterprise/detail?id=${p.publisher.enterpriseId}`
                        : `/exhibitor/companyInfo?id=${p.publisher.enterpriseId}`
                    }
                  >
                    <UserText>{enterprise}</UserText>
                  </Link>
                ) : (
                  <UserText>{enterprise}</UserText>
                )}
              </>
            ) : null}
          </p>
          {p.publisher.boothNos.length > 0 ? (
            <p style={{ margin: '4px 0 0' }}>
              {t('detail.booth')}: {p.publisher.boothNos.join(', ')}
            </p>
          ) : null}
        </Card>
        {p.publishStatus === 'Passed' ? <PurposeActions purpose={p} /> : null}
        {p.publishStatus === 'Passed' && user && !p.mine ? <ReportButton purposeId={p.id} /> : null}
        {p.publishStatus === 'Passed' && p.type === 'demand' ? <MatchingExhibitors purposeId={p.id} /> : null}
      </article>
      {p.publishStatus === 'Passed' ? (
        <div style={{ marginTop: 24 }}>
          <CommentThread
            purpose={p}
            canComment={Boolean(user) && reg?.status === 'approved'}
            blocked={blocked}
          />
        </div>
      ) : null}
      <div style={{ marginTop: 24 }}>{back}</div>
    </div>
  );
}
