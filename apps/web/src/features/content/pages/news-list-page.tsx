import { CONTENT_CATALOGS } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ApiError } from '../../../lib/http/client';
import { useCatalog, useContentPage } from '../api/content';
import { NewsList } from '../components/news-list';
import { Failed, Loading, Nothing } from '../components/states';
import { useContentHead, useLangFromUrl } from '../lib/use-head';
import '../content.css';

const PAGE_SIZE = 10;

/** News with its categories and pages (/introduce/ExhibitionNews, /newCast/newsCatalogue). */
export function NewsBoard({ heading = true }: { heading?: boolean }) {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useLangFromUrl();
  const category = params.get('category') ?? CONTENT_CATALOGS.news;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const catalog = useCatalog(CONTENT_CATALOGS.news);
  const query = useContentPage({ catalogCode: category, kind: 'news', page, pageSize: PAGE_SIZE });
  useContentHead(heading ? t('news.title') : null, t('news.description'), pathname);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  const href = (next: Record<string, string | number>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) p.set(k, String(v));
    if (p.get('page') === '1') p.delete('page');
    if (p.get('category') === CONTENT_CATALOGS.news) p.delete('category');
    const s = p.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  const tabs = catalog.data
    ? [{ code: catalog.data.code, name: t('news.all') }, ...catalog.data.children]
    : [];
  return (
    <div data-testid="news-board">
      {heading ? <h1 style={{ fontSize: 26, margin: '0 0 12px' }}>{t('news.title')}</h1> : null}
      {tabs.length > 0 ? (
        <ul className="news-tabs" aria-label={t('news.categories')}>
          {tabs.map((tab) => (
            <li key={tab.code}>
              <Link
                to={href({ category: tab.code, page: 1 })}
                aria-current={tab.code === category ? 'page' : undefined}
              >
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {query.isPending ? (
        <Loading rows={PAGE_SIZE} />
      ) : query.isError ? (
        <Failed message={(query.error as ApiError).message} retry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <Nothing text={t('news.empty')} />
      ) : (
        <>
          <NewsList rows={query.data.rows} summaries />
          {pages > 1 ? (
            <nav className="news-pager" aria-label={t('news.pages')}>
              {page > 1 ? <Link to={href({ page: page - 1 })}>{t('news.prev')}</Link> : null}
              <span>{t('news.pageOf', { page, pages })}</span>
              {page < pages ? <Link to={href({ page: page + 1 })}>{t('news.next')}</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

export default function NewsListPage() {
  return (
    <div className="page cnt">
      <NewsBoard />
    </div>
  );
}
