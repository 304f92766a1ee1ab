import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http/client';

/** A failed load in the console: the server's message when it sent one, and a retry. */
export function QueryError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('organizer');
  const { t: tc } = useTranslation();
  const detail = error instanceof ApiError ? error.message : t('loadFailedBody');
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          {tc('errors.retry')}
        </Button>
      }
    />
  );
}
