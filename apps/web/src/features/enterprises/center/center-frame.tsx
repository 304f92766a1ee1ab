import type { Membership } from '@cidpex/contracts';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { type CenterPage, EnterpriseCenterFrame } from '../../../components/frames/enterprise-center-frame';
import { useBound } from '../api/center';
import { useCertificationCheck } from '../api/certification';

/** Why the caller cannot use the center (spec §6): no enterprise, or not certified (yet). */
function NoEnterprise() {
  const { t } = useTranslation('enterprises');
  const check = useCertificationCheck();
  if (check.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const state = check.data?.state ?? 'none';
  const uncertified = state === 'pending' || state === 'rejected';
  return (
    <Result
      status={uncertified ? 'info' : 'warning'}
      title={uncertified ? t('center.notCertified') : t('center.noEnterprise')}
      subTitle={
        state === 'pending'
          ? t('certification.pending')
          : state === 'rejected'
            ? t('certification.rejected', { reason: check.data?.rejectReason ?? '' })
            : t('center.noEnterpriseHint')
      }
      extra={
        <ButtonLink type="primary" to="/enterprise/certification">
          {t('center.goCertification')}
        </ButtonLink>
      }
    />
  );
}

export interface CenterFrameProps {
  active: CenterPage;
  title: string;
  /** The page, once the caller's membership of a certified enterprise is known. */
  children: (membership: Membership) => ReactNode;
}

/**
 * The enterprise center's frame with the caller's membership: the page once the caller belongs
 * to a certified enterprise, else the spec's message and the way to certification.
 */
export function CenterFrame({ active, title, children }: CenterFrameProps) {
  const { t } = useTranslation('enterprises');
  const bound = useBound();
  const membership = bound.data?.membership ?? null;
  let body: ReactNode;
  if (bound.isPending) {
    body = (
      <div role="status" aria-label={t('center.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (bound.isError) {
    body = (
      <Result
        status="warning"
        title={t('loadError')}
        extra={<Button onClick={() => void bound.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!membership?.certified) {
    body = <NoEnterprise />;
  } else {
    body = children(membership);
  }
  return (
    <EnterpriseCenterFrame
      active={active}
      title={title}
      membership={membership?.certified ? membership : null}
    >
      {body}
    </EnterpriseCenterFrame>
  );
}
