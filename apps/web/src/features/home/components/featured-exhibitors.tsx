import type { DirectoryRow } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEATURED_COUNT, useFeaturedSection } from '../api/get-featured';
import type { Site } from '../lib/entrances';
import { enterprisePath, exhibitorListPath } from '../lib/entrances';
import { HomeSection } from './home-section';

function FeaturedCard({ row, site }: { row: DirectoryRow; site: Site }) {
  const { t } = useTranslation('home');
  return (
    <li className="home-exhibitor" data-testid="featured-exhibitor">
      {row.logoUrl ? (
        <img
          className="home-exhibitor__logo"
          src={`${row.logoUrl}?width=112`}
          alt={row.displayName}
          width={56}
          height={56}
          loading="lazy"
        />
      ) : (
        <span className="home-exhibitor__logo home-exhibitor__logo--empty" aria-hidden>
          {row.displayName.slice(0, 1)}
        </span>
      )}
      <div className="home-exhibitor__body">
        <Link to={enterprisePath(site, row.enterpriseId)} className="home-exhibitor__name">
          {row.displayName}
        </Link>
        {row.boothNos.length > 0 ? (
          <p className="home-exhibitor__booth">
            <span>{t('featured.boothLabel')}</span> <span translate="no">{row.boothNos.join(', ')}</span>
          </p>
        ) : null}
        {row.hallName ? <p className="home-exhibitor__meta">{row.hallName}</p> : null}
      </div>
    </li>
  );
}

/**
 * "Featured exhibitors" of the home pages (spec §7 catalogs/section random): logo, name and
 * booth of each, linked to the exhibitor's page of the site. Placeholders while loading; the
 * whole band stays away when the section is empty or does not load (it is an extra, not the
 * page's purpose).
 */
export function FeaturedExhibitors({ site }: { site: Site }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const query = useFeaturedSection();
  if (query.isError || (query.isSuccess && query.data.rows.length === 0)) return null;

  return (
    <HomeSection
      id="home-featured"
      title={query.data?.name || t('featured.title')}
      intro={t('featured.intro')}
      more={{ to: exhibitorListPath(site), label: t('featured.all') }}
    >
      {query.isPending ? (
        <ul
          className="home-exhibitors"
          aria-busy="true"
          aria-label={tc('loading')}
          data-testid="featured-loading"
        >
          {Array.from({ length: FEATURED_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className="home-exhibitor home-exhibitor--skeleton" />
          ))}
        </ul>
      ) : (
        <ul className="home-exhibitors" data-testid="featured">
          {query.data.rows.map((row) => (
            <FeaturedCard key={row.id} row={row} site={site} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
