import type { Membership, Settlement, SettlementState } from '@cidpex/contracts';
import { Button, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useBound } from '../api/center';
import { useCertificationCheck } from '../api/certification';
import { usePaper } from './api';

export const SETTLEMENT_STATE_COLOR: Record<SettlementState | 'none', string> = {
  none: 'default',
  pending: 'gold',
  settled: 'green',
  rejected: 'red',
};

/** Why the caller cannot settle (spec §6): no enterprise, or one not certified (yet). */
function NoCertifiedEnterprise() {
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

/**
 * The settlement pages' frame: the title, then the page once the caller is known to belong
 * to a certified enterprise, or the way to certification.
 */
export function SettlementFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (membership: Membership) => ReactNode;
}) {
  const { t } = useTranslation('enterprises');
  const bound = useBound();
  const membership = bound.data?.membership ?? null;
  let body: ReactNode;
  if (bound.isPending)
    body = (
      <div role="status" aria-label={t('settlement.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (bound.isError)
    body = (
      <Result
        status="warning"
        title={t('loadError')}
        extra={<Button onClick={() => void bound.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (!membership?.certified) body = <NoCertifiedEnterprise />;
  else body = children(membership);
  return (
    <div className="enterprise-settlement" style={{ maxWidth: 760, margin: '0 auto', padding: 16 }}>
      <h1>{title}</h1>
      <p>{intro}</p>
      {body}
    </div>
  );
}

/** A settlement paper: a link to the file under its name (the uploader and the organizer may read it). */
export function PaperLink({ id, n }: { id: number; n: number }) {
  const { t } = useTranslation('enterprises');
  const paper = usePaper(id);
  const label = paper.data?.fileName ?? t('settlement.paper', { n });
  if (!paper.data) return <span>{label}</span>;
  return (
    <a href={paper.data.url} target="_blank" rel="noreferrer">
      <UserText>{label}</UserText>
    </a>
  );
}

/** What an application says: services, contact, note, papers and its dates. */
export function SettlementDetails({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation('enterprises');
  const lang = useLang();
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label={t('settlement.fields.interests')} span={2}>
        <Space wrap size={4}>
          {settlement.interests.map((interest) => (
            <Tag key={interest}>{t(`settlement.interests.${interest}`)}</Tag>
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('settlement.fields.contactName')}>
        <UserText>{settlement.contactName}</UserText>
      </Descriptions.Item>
      <Descriptions.Item label={t('settlement.fields.contactPhone')}>
        {settlement.contactPhone}
      </Descriptions.Item>
      {settlement.note && (
        <Descriptions.Item label={t('settlement.fields.note')} span={2}>
          <UserText>{settlement.note}</UserText>
        </Descriptions.Item>
      )}
      {settlement.paperAttachmentIds.length > 0 && (
        <Descriptions.Item label={t('settlement.fields.papers')} span={2}>
          <Space wrap>
            {settlement.paperAttachmentIds.map((id, index) => (
              <PaperLink key={id} id={id} n={index + 1} />
            ))}
          </Space>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('settlement.fields.submittedAt')}>
        {formatDate(settlement.submittedAt, lang)}
      </Descriptions.Item>
      {settlement.reviewedAt && (
        <Descriptions.Item label={t('settlement.fields.reviewedAt')}>
          {formatDate(settlement.reviewedAt, lang)}
        </Descriptions.Item>
      )}
      {settlement.rejectReason && (
        <Descriptions.Item label={t('settlement.fields.rejectReason')} span={2}>
          <UserText>{settlement.rejectReason}</UserText>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
