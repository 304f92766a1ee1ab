import { LIMITS } from '@cidpex/contracts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDictionary } from '../api/get-dictionary';
import { exhibitorListPath, type Site } from '../lib/entrances';
import { ICONS } from './icons';
import { LoadError } from './load-error';

/** The dictionary's name of the pavilion in every language (fair-facts §2). */
const PAVILION_EN = 'New Products Pavilion';

/** The New Products Pavilion: its name from the dictionary, the spec's rule for it (§9). */
export function NewProductsCard({ site }: { site: Site }) {
  const { t } = useTranslation('home');
  const areas = useDictionary('exhibitionArea');
  const pavilion = areas.data?.find((area) => area.nameEn === PAVILION_EN);

  return (
    <article className="home-feature" aria-busy={areas.isPending} data-testid="new-products">
      <span className="home-feature__icon">{ICONS.spark}</span>
      <div className="home-feature__body">
        <p className="home-feature__kicker">{t('topNew.pavilion.kicker')}</p>
        {areas.isPending ? (
          <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 2 }} />
        ) : areas.isError ? (
          <LoadError onRetry={() => void areas.refetch()} retrying={areas.isFetching} />
        ) : (
          <>
            <h2 className="home-feature__title">{pavilion?.name ?? t('topNew.pavilion.name')}</h2>
            <p>{t('topNew.pavilion.desc', { max: LIMITS.newProductsPerExhibitor })}</p>
            {pavilion && (
              <Link
                to={exhibitorListPath(site, { area: pavilion.code })}
                className="home-btn home-btn--primary"
              >
                {t('topNew.pavilion.browse')}
              </Link>
            )}
          </>
        )}
      </div>
    </article>
  );
}
