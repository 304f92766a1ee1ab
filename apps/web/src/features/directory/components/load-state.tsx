import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import type { ApiError } from '../../../lib/http/client';
import { useDirectoryPaths } from '../lib/paths';

/** A detail page's skeleton while it loads (UI.md: never a blank page). */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page" role="status" aria-label={t('loading')}>
      <Skeleton active avatar={{ size: 96, shape: 'square' }} paragraph={{ rows: 3 }} />
      <Skeleton active paragraph={{ rows: 5 }} />
    </div>
  );
}

/** A detail page that could not load: "not found" with a way back to the list, or the error with a retry. */
export function DetailError({
  error,
  notFound,
  onRetry,
}: {
  error: Error | null;
  notFound: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const paths = useDirectoryPaths();
  if (!error || (error as ApiError).status === 404 || (error as ApiError).status === 400)
    return (
      <Result
        status="404"
        title={notFound}
        extra={
          <ButtonLink to={paths.list} type="primary">
            {t('backToList')}
          </ButtonLink>
        }
      />
    );
  return (
    <div className="page">
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={error.message}
        action={<Button onClick={onRetry}>{tc('errors.retry')}</Button>}
      />
    </div>
  );
}
