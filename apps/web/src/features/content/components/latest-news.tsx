import { CONTENT_CATALOGS } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../../lib/http/client';
import { useContentPage } from '../api/content';
import { NEWS_LIST_PATH } from '../lib/paths';
import { NewsList } from './news-list';
import { Failed, Loading, Nothing } from './states';
import '../content.css';

/** The latest news (home page, user center overview), newest first, with a link to all. */
export function LatestNews({ count = 5, headingLevel = 2 }: { count?: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('content');
  const query = useContentPage({
    catalogCode: CONTENT_CATALOGS.news,
    kind: 'news',
    page: 1,
    pageSize: count,
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="news-latest" aria-labelledby="latest-news" data-testid="latest-news">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Heading id="latest-news">{t('latest.title')}</Heading>
        <Link to={NEWS_LIST_PATH}>{t('latest.all')}</Link>
      </div>
      {query.isPending ? (
        <Loading rows={count} />
      ) : query.isError ? (
        <Failed message={(query.error as ApiError).message} retry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <Nothing text={t('news.empty')} />
      ) : (
        <NewsList rows={query.data.rows} />
      )}
    </section>
  );
}
