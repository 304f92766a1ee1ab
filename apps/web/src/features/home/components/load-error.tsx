import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A failed load: what happened and a retry, in place of the content. */
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          {tc('errors.retry')}
        </Button>
      }
    />
  );
}
