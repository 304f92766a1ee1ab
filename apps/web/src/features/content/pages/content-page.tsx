import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useContent, useContentPage } from '../api/content';
import { NewsList } from '../components/news-list';
import { Failed, Loading, Nothing } from '../components/states';
import { codeFromPath, contentPath, NEWS_LIST_PATH } from '../lib/paths';
import { useContentHead, useLangFromUrl } from '../lib/use-head';
import '../content.css';

/** The other pages of the same catalog: the catalog as navigation beside the page. */
function CatalogNav({
  catalogId,
  catalogName,
  currentId,
}: {
  catalogId: number;
  catalogName: string;
  currentId: number;
}) {
  const english = useLang() === 'en';
  const { t } = useTranslation('content');
  const pages = useContentPage({ catalogId, kind: 'page', page: 1, pageSize: 50 });
  const rows = pages.data?.rows ?? [];
  if (rows.length < 2) return null;
  return (
    <nav className="cnt-nav" aria-label={t('page.nav', { name: catalogName })}>
      <h2>{catalogName}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={contentPath(row, english)} aria-current={row.id === currentId ? 'page' : undefined}>
              {row.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page or a news item of the content store: the fixed pages (/exhibition/*, /introduce/
 * VisitorNotice, ExchangePlatform, their English twins) by the code in the path, any other
 * by /content?id=…; /textContent?id=… shows the text alone, without pictures.
 */
export default function ContentPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useLangFromUrl();
  const code = codeFromPath(pathname);
  const key = code ?? params.get('id');
  const textOnly = pathname.endsWith('/textContent');
  const query = useContent(key && /^[A-Za-z0-9_-]+$/.test(key) ? key : null);
  const item = query.data;
  useContentHead(
    item?.title ?? null,
    item?.summary ?? '',
    item ? contentPath(item, lang === 'en') : pathname,
  );

  if (!key)
    return (
      <div className="page cnt">
        <h1 className="cnt-missing-title">{t('news.title')}</h1>
        <Nothing text={t('page.missing')} />
        <p className="cnt-state">
          <Link to={NEWS_LIST_PATH}>{t('page.browseNews')}</Link>
        </p>
      </div>
    );
  if (query.isPending) {
    return (
      <div className="page cnt">
        <Loading rows={8} />
      </div>
    );
  }
  if (query.isError) {
    const err = query.error as ApiError;
    return (
      <div className="page cnt">
        {err.status === 404 ? (
          <p className="cnt-state">
            {err.message} <Link to={NEWS_LIST_PATH}>{t('news.title')}</Link>
          </p>
        ) : (
          <Failed message={err.message} retry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const data = query.data;
  const body = textOnly ? data.body.replace(/<img[^>]*>/g, '') : data.body;
  return (
    <div className={`page cnt ${data.kind === 'page' ? 'cnt--nav' : ''}`}>
      {data.kind === 'page' ? (
        <CatalogNav catalogId={data.catalogId} catalogName={data.catalogName} currentId={data.id} />
      ) : null}
      <article className="cnt-article" aria-labelledby="cnt-title" data-testid="content-article">
        {data.kind === 'news' ? (
          <p className="cnt-meta">
            <Link to={NEWS_LIST_PATH}>{data.catalogName}</Link>
            {data.publishedAt ? (
              <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, lang)}</time>
            ) : null}
            <span>{t('page.views', { count: data.views })}</span>
          </p>
        ) : null}
        <h1 id="cnt-title">{data.title}</h1>
        {data.summary && data.kind === 'news' ? <p className="cnt-summary">{data.summary}</p> : null}
        {/* The body was sanitised by an allow-list on the server when it was saved. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text */}
        <div className="cnt-body" dangerouslySetInnerHTML={{ __html: body }} />
        {data.related.length > 0 ? (
          <section className="cnt-related" aria-labelledby="cnt-related">
            <h2 id="cnt-related">{t('page.related')}</h2>
            <NewsList rows={data.related} />
          </section>
        ) : null}
      </article>
    </div>
  );
}
