import type { DirectoryRow } from '@cidpex/contracts';
import { Link, useLocation } from 'react-router';
import { UserText } from '../../../components/user-text';
import type { DirectoryPaths } from '../lib/paths';
import { BoothList } from './booth-list';
import { ExhibitorLogo } from './exhibitor-logo';

/** One exhibitor of the list: logo, name in the page language, booths with the booth label, hall, country. */
export function ExhibitorCard({ row, paths }: { row: DirectoryRow; paths: DirectoryPaths }) {
  // The list as it is now (filters, keyword, page): the exhibitor's page leads back to it.
  const { pathname, search } = useLocation();
  return (
    <li className="dir-card" data-testid="exhibitor-row">
      <ExhibitorLogo url={row.logoUrl} name={row.displayName} />
      <div className="dir-card__body">
        <h2 className="dir-card__name">
          <Link to={paths.enterprise(row.enterpriseId)} state={{ list: `${pathname}${search}` }}>
            <UserText>{row.displayName}</UserText>
          </Link>
        </h2>
        <p className="dir-card__meta">
          <BoothList booths={row.booths} />
        </p>
        <p className="dir-card__meta dir-muted">
          {[row.hallName, row.countryName, row.industryName].filter(Boolean).join(' · ')}
        </p>
      </div>
    </li>
  );
}
