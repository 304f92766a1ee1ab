import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { UserText } from './user-text';

/** The organizer's reason for turning an item down, in the words they wrote; nothing without one. */
export function ReasonAlert({
  title,
  reason,
  style,
}: {
  title: string;
  reason: string | null | undefined;
  style?: CSSProperties;
}) {
  if (!reason) return null;
  return (
    <Alert type="error" showIcon style={style} title={title} description={<UserText>{reason}</UserText>} />
  );
}
