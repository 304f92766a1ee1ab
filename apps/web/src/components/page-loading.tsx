import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** A skeleton while a page's chunk or first data load (UI.md: never a blank page). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      style={{ padding: 24, maxWidth: 960, margin: '0 auto' }}
    >
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
