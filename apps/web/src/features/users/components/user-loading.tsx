import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** While the user's record loads, or when it failed: a skeleton, or the message and a retry. */
export function UserLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (error) {
    return (
      <Result
        status="warning"
        title={error instanceof Error ? error.message : t('errors.fallback')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div role="status" aria-label={t('loading')}>
      <Skeleton active paragraph={{ rows: 5 }} />
    </div>
  );
}
