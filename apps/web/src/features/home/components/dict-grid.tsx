import type { DictEntry } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDictionary } from '../api/get-dictionary';
import { LoadError } from './load-error';

interface DictGridProps {
  type: 'exhibitionArea' | 'hall';
  /** Makes each entry a link (to the exhibitor list filtered by it). */
  linkTo?: (entry: DictEntry) => string;
  /** Number of placeholders while loading. */
  placeholders?: number;
  testId?: string;
}

/** Entries of a dictionary of the fair (exhibition areas, halls) as a grid of chips. */
export function DictGrid({ type, linkTo, placeholders = 8, testId }: DictGridProps) {
  const { t } = useTranslation();
  const query = useDictionary(type);
  const variant = type === 'hall' ? 'home-chips home-chips--small' : 'home-chips';

  if (query.isPending) {
    return (
      <ul
        className={variant}
        aria-busy="true"
        aria-label={t('loading')}
        data-testid={testId && `${testId}-loading`}
      >
        {Array.from({ length: placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="home-chip home-chip--skeleton" />
        ))}
      </ul>
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) return <p className="home-muted">{t('empty')}</p>;

  return (
    <ul className={variant} data-testid={testId}>
      {query.data.map((entry) => (
        <li key={entry.code}>
          {linkTo ? (
            <Link to={linkTo(entry)} className="home-chip home-chip--link">
              {entry.name}
            </Link>
          ) : (
            <span className="home-chip">{entry.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
