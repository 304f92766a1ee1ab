import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { ConfirmButton } from '../confirm-button';
import { UserText } from '../user-text';

/** What the approve button of a ReviewCard asks and does. */
export interface CardApproval {
  label: string;
  confirm: string;
  loading: boolean;
  onConfirm: () => void;
}

/** What the reject button of a ReviewCard says and does (open the reason dialog). */
export interface CardRejection {
  label: string;
  onClick: () => void;
}

/** What names the item on a ReviewCard. */
export interface ReviewCardHead {
  cover?: { url: string; width: number } | null;
  name: string;
  nameEn?: string | null;
  status: ReactNode;
}

/**
 * One item of an organizer's review queue shown as a card: its cover, its name in both languages
 * with its state, what the organizer checks (`children`), then the decisions its state allows.
 */
export function ReviewCard({
  cover,
  name,
  nameEn,
  status,
  approve,
  reject,
  children,
}: ReviewCardHead & {
  /** Left out where the state allows no approval. */
  approve?: CardApproval | false | null;
  reject?: CardRejection | false | null;
  children: ReactNode;
}) {
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {cover ? (
          <img
            src={`${cover.url}?width=240`}
            alt={name}
            width={cover.width}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : null}
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Space wrap size={8}>
            <strong>
              <UserText>{name}</UserText>
            </strong>
            {nameEn ? <UserText>{nameEn}</UserText> : null}
            {status}
          </Space>
          {children}
        </div>
      </div>
      <Space wrap style={{ marginTop: 8 }}>
        {approve ? (
          <ConfirmButton
            type="primary"
            label={approve.label}
            confirm={approve.confirm}
            loading={approve.loading}
            onConfirm={approve.onConfirm}
          />
        ) : null}
        {reject ? (
          <Button danger onClick={reject.onClick}>
            {reject.label}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
