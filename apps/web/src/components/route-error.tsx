import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What a page shows when it throws or its route is unknown: never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Result
      status="error"
      title={t('errors.pageCrashed')}
      subTitle={t('errors.pageCrashedBody')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('errors.notFoundPage')}
      subTitle={t('errors.notFoundPageBody')}
      extra={
        <Button type="primary" href="/home">
          {t('comingSoon.backHome')}
        </Button>
      }
    />
  );
}
