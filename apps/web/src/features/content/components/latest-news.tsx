import { CONTENT_CATALOGS } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../../lib/http/client';
import { useContentPage } from '../api/content';
import { NEWS_LIST_PATH } from '../lib/paths';
import { NewsList } from './news-list';
import { Failed, Loading, Nothing } from './states';
import '../content.css';

/**
 * The latest news (home pages, user center overview), newest first, with a link to all. `bare`:
 * only the list and its states, for a page that puts it under its own section heading (the homes).
 */
export function LatestNews({
  count = 5,
  headingLevel = 2,
  bare = false,
}: {
  count?: number;
  headingLevel?: 2 | 3;
  bare?: boolean;
}) {
  const { t } = useTranslation('content');
  const query = useContentPage({
    catalogCode: CONTENT_CATALOGS.news,
    kind: 'news',
    page: 1,
    pageSize: count,
  });
  const body = query.isPending ? (
    <Loading rows={count} />
  ) : query.isError ? (
    <Failed message={(query.error as ApiError).message} retry={() => void query.refetch()} />
  ) : query.data.rows.length === 0 ? (
    <Nothing text={t('news.empty')} />
  ) : (
    <NewsList rows={query.data.rows} />
  );
  if (bare) {
    return (
      <div className="news-latest news-latest--bare" data-testid="latest-news">
        {body}
      </div>
    );
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="news-latest" aria-labelledby="latest-news" data-testid="latest-news">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Heading id="latest-news">{t('latest.title')}</Heading>
        <Link to={NEWS_LIST_PATH}>{t('latest.all')}</Link>
      </div>
      {body}
    </section>
  );
}
