import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../../lib/route-rules';

/** The tab shows the enterprise or product once it has loaded (the route's title until then). */
export function usePageTitle(name: string | null | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (name) document.title = pageTitle(`${name} · ${t('fair.shortName')}`);
  }, [name, t]);
}
