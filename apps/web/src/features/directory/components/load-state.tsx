import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonLines } from '../../../components/page-loading';
import type { ApiError } from '../../../lib/http/client';
import { useDirectoryPaths } from '../lib/paths';
import '../../../components/controls.css';

/**
 * A detail page's skeleton while it loads (UI.md: never a blank page). Light controls, as the
 * whole exhibitor and product pages (drawn without antd, issue 22).
 */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page" role="status" aria-label={t('loading')}>
      <SkeletonLines rows={3} avatar />
      <SkeletonLines rows={5} />
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
      <div className="page notice" data-testid="detail-not-found">
        <p className="dir-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="dir-title">{notFound}</h1>
        <Link to={paths.list} className="btn btn--primary">
          {t('backToList')}
        </Link>
      </div>
    );
  return (
    <div className="page">
      <div role="alert" className="dir-alert">
        <p className="dir-alert__title">{t('loadFailed')}</p>
        <p className="dir-alert__body">{error.message}</p>
        <button type="button" className="btn" onClick={onRetry}>
          {tc('errors.retry')}
        </button>
      </div>
    </div>
  );
}
