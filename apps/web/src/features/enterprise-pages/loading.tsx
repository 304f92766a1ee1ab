import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** The enterprise pages' skeleton while their first answer is on its way, named for screen readers. */
export function Loading() {
  const { t } = useTranslation('entpages');
  return (
    <div role="status" aria-label={t('loading')}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
