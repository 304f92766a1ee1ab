import {
  PURPOSE_LIMITS,
  PURPOSE_STATES,
  type Purpose,
  type PurposeState,
  purposeActionAllowed,
} from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { ReasonAlert } from '../../../components/reason-alert';
import { CardQueue, useCardQueueFilters } from '../../../components/review-queue/card-queue';
import { UserText } from '../../../components/user-text';
import { http } from '../../../lib/http/client';
import { usePurposeQueue, useRefreshPurposes } from '../api/purposes';
import { PurposeStatus, SafeText, useFormatTime } from '../components/purpose-parts';

const PAGE_SIZE = 10;

/**
 * The organizer's decision through PUT exhibitor/rest/purposes/checkStatus/{id}: approve; with a
 * reason, reject a waiting post or hide a published one (whichever its state allows).
 */
function useReview(stateOf: (id: number) => PurposeState | undefined) {
  const refresh = useRefreshPurposes();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      http.put<Purpose>(
        `exhibitor/rest/purposes/checkStatus/${id}`,
        reason === undefined
          ? { action: 'approve' }
          : { action: stateOf(id) === 'Passed' ? 'hide' : 'reject', reason },
        { silent: reason !== undefined },
      ),
    onSuccess: refresh,
  });
}

function PurposeDetails({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation('purposes');
  const time = useFormatTime();
  return (
    <>
      <p style={{ margin: '4px 0', color: '#5b6b70' }}>
        {t(`types.${purpose.type}`)} · {t(`categories.${purpose.category}`)} ·{' '}
        <UserText>{purpose.publisher.name}</UserText>
        {purpose.publisher.enterpriseName ? (
          <>
            {' · '}
            <UserText>{purpose.publisher.enterpriseName}</UserText>
          </>
        ) : null}{' '}
        · {time(purpose.updatedAt)}
      </p>
      <p style={{ margin: '4px 0' }}>
        <SafeText text={purpose.content} />
      </p>
      {purpose.images.length > 0 ? (
        <p style={{ margin: '4px 0' }}>{t('review.images', { count: purpose.images.length })}</p>
      ) : null}
      <ReasonAlert title={t('mine.rejectReason')} reason={purpose.rejectReason} />
      {purpose.publishStatus === 'Passed' ? (
        <ButtonLink type="link" style={{ padding: 0 }} to={`/inter/detail?id=${purpose.id}`}>
          {t('review.open')}
        </ButtonLink>
      ) : null}
    </>
  );
}

/** /organizer/purposes: posts by state (waiting first); approve, reject with a reason, hide a published one. */
export default function PurposeReviewPage() {
  const { t } = useTranslation('purposes');
  const filters = useCardQueueFilters(PURPOSE_STATES, 'Pending');
  const query = usePurposeQueue({ ...filters, pageSize: PAGE_SIZE });
  const states = useRef(new Map<number, PurposeState>());
  for (const row of query.data?.rows ?? []) states.current.set(row.id, row.publishStatus);
  const stateOf = (id: number) => states.current.get(id);
  const approving = useReview(stateOf);
  const rejecting = useReview(stateOf);
  return (
    <CardQueue
      title={t('review.title')}
      states={PURPOSE_STATES}
      status={filters.status}
      stateLabel={(s) => t(`status.${s}`)}
      search={{
        label: t('review.search'),
        maxLength: PURPOSE_LIMITS.keywordMax,
        style: { width: 280, maxWidth: '100%' },
      }}
      query={query}
      pageSize={PAGE_SIZE}
      empty={t('review.empty')}
      retryText={t('retry')}
      card={(p) => ({
        cover: p.cover && { url: p.cover.url, width: 160 },
        name: p.title,
        status: <PurposeStatus status={p.publishStatus} />,
      })}
      approval={{
        review: approving,
        label: t('review.approve'),
        allowed: (p) => purposeActionAllowed(p.publishStatus, 'approve'),
        confirm: (p) => t('review.approveConfirm', { title: p.title }),
        done: t('review.approved'),
      }}
      rejection={{
        review: rejecting,
        label: t('review.reject'),
        allowed: (p) =>
          purposeActionAllowed(p.publishStatus, 'reject') || purposeActionAllowed(p.publishStatus, 'hide'),
        title: (p) =>
          t(p.publishStatus === 'Passed' ? 'review.hideTitle' : 'review.rejectTitle', { title: p.title }),
        reasonLabel: t('review.reason'),
        reasonHelp: t('review.reasonHelp'),
        maxLength: PURPOSE_LIMITS.reasonMax,
        done: t('review.rejected'),
      }}
    >
      {(p) => <PurposeDetails purpose={p} />}
    </CardQueue>
  );
}
