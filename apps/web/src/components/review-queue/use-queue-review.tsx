import { App, Button } from 'antd';
import { type ReactElement, useState } from 'react';
import type { RejectReasonModalProps } from './reject-reason-modal';

/** The review call of an organizer queue: approve at once, or reject with a reason. */
export interface ReviewMutation {
  isPending: boolean;
  variables?: { id: number; action: 'approve' | 'reject' };
  mutate(input: { id: number; action: 'approve' }, options?: { onSuccess?: () => void }): void;
  mutateAsync(input: { id: number; action: 'reject'; reason: string }): Promise<unknown>;
}

export interface QueueReviewWords<Row> {
  approve: string;
  reject: string;
  /** The accessible names of a row's buttons, which say whose it is. */
  approveOne: (row: Row) => string;
  rejectOne: (row: Row) => string;
  /** Said once the call succeeded. */
  approved: string;
  rejected: string;
}

/**
 * Approval and rejection in an organizer queue: `buttons(row)` gives a waiting row its approve
 * and reject buttons (the approval shows while it is on its way), `modal` wires the reason dialog
 * to the row being rejected, which `rejecting` holds for the dialog's title.
 */
export function useQueueReview<Row extends { id: number }>(
  review: ReviewMutation,
  words: QueueReviewWords<Row>,
  size?: 'small',
) {
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const buttons = (row: Row): ReactElement[] => [
    <Button
      key="approve"
      size={size}
      type="primary"
      aria-label={words.approveOne(row)}
      loading={review.isPending && review.variables?.id === row.id && review.variables.action === 'approve'}
      onClick={() =>
        review.mutate(
          { id: row.id, action: 'approve' },
          { onSuccess: () => void message.success(words.approved) },
        )
      }
    >
      {words.approve}
    </Button>,
    <Button
      key="reject"
      size={size}
      danger
      aria-label={words.rejectOne(row)}
      onClick={() => setRejecting(row)}
    >
      {words.reject}
    </Button>,
  ];
  const modal: Pick<RejectReasonModalProps, 'open' | 'loading' | 'onCancel' | 'onReject'> = {
    open: rejecting !== null,
    loading: review.isPending,
    onCancel: () => setRejecting(null),
    onReject: (reason) =>
      review.mutateAsync({ id: rejecting?.id ?? 0, action: 'reject', reason }).then(() => {
        setRejecting(null);
        void message.success(words.rejected);
      }),
  };
  return { buttons, modal, rejecting };
}
