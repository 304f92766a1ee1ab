import type { ContentSummary } from '@cidpex/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { contentPath } from '../lib/paths';

/** News rows: title (and summary), date; each opens the item. */
export function NewsList({ rows, summaries = false }: { rows: ContentSummary[]; summaries?: boolean }) {
  const lang = useLang();
  return (
    <ul className="news-list">
      {rows.map((row) => (
        <li key={row.id}>
          <Link to={contentPath(row, lang === 'en')}>
            <span className="news-list__title">
              {row.title}
              {summaries && row.summary ? <span className="news-list__summary">{row.summary}</span> : null}
            </span>
            {row.publishedAt ? (
              <time dateTime={row.publishedAt}>{formatDate(row.publishedAt, lang)}</time>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
