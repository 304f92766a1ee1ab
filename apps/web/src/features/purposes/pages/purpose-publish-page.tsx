import { Alert, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import type { ApiError } from '../../../lib/http/client';
import { usePosterRegistration, usePurpose } from '../api/purposes';
import { PurposeForm } from '../components/purpose-form';
import { usePurposePaths } from '../components/purpose-parts';

/**
 * /inter/publish and /en/inter/publish (?id=… edits): publishing needs an approved
 * pre-registration; a pending one shows the review note of spec §4 and blocks the form.
 */
export default function PurposePublishPage() {
  const { t } = useTranslation('purposes');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const paths = usePurposePaths();
  const registration = usePosterRegistration();
  const existing = usePurpose(id);
  const title = id ? t('publish.editTitle') : t('publish.title');

  let body: ReactNode;
  if (registration.isPending || (id && existing.isPending)) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (registration.isError) {
    body = <Alert type="error" showIcon title={(registration.error as ApiError).message} />;
  } else if (registration.data?.status !== 'approved') {
    const reg = registration.data;
    body = (
      <Result
        status={reg?.status === 'pending' ? 'info' : 'warning'}
        title={
          reg?.status === 'pending'
            ? t('publish.pendingTitle')
            : reg?.status === 'rejected'
              ? t('publish.rejectedTitle')
              : t('publish.needTitle')
        }
        subTitle={
          reg?.status === 'pending'
            ? t('publish.pendingNote')
            : reg?.status === 'rejected'
              ? t('publish.rejectedNote')
              : t('publish.needNote')
        }
        extra={
          reg?.status === 'pending' ? (
            <ButtonLink to={paths.board}>{t('detail.back')}</ButtonLink>
          ) : (
            <ButtonLink type="primary" to={paths.english ? '/en/register' : '/visitor/visitorRegister'}>
              {t('publish.register')}
            </ButtonLink>
          )
        }
      />
    );
  } else if (id && existing.isError) {
    body = <Alert type="error" showIcon title={(existing.error as ApiError).message} />;
  } else {
    body = <PurposeForm key={id ?? 'new'} purpose={id ? existing.data : undefined} />;
  }
  return (
    <div className="page">
      <h1 style={{ fontSize: 24 }}>{title}</h1>
      <p style={{ color: '#5b6b70' }}>{t('publish.intro')}</p>
      {body}
    </div>
  );
}
