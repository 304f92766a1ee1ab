import type { VideoRow, WebcastSummary } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { userTextLang } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useVideos, useWebcasts } from '../api/webcasts';
import { Failed, Loading, Nothing } from '../components/states';
import { useContentHead } from '../lib/use-head';
import '../content.css';

type Mode = 'webcasts' | 'reports' | 'videos';

function modeOf(pathname: string): Mode {
  if (pathname.startsWith('/video')) return 'videos';
  if (pathname.endsWith('/reports')) return 'reports';
  return 'webcasts';
}

function Pager({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  return (
    <nav className="cnt-pager" aria-label={t('webcast.pages')}>
      <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('webcast.prev')}
      </button>
      <span>{t('webcast.pageOf', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => go(page + 1)}>
        {t('webcast.next')}
      </button>
    </nav>
  );
}

function Card({
  to,
  title,
  sub,
  poster,
  meta,
}: {
  to: string;
  title: string;
  sub: string;
  poster: string | null;
  meta: string;
}) {
  return (
    <li className="wc-card">
      <Link to={to}>
        <span className="wc-card__poster">
          {poster ? <img src={poster} alt="" width={320} height={180} loading="lazy" /> : null}
          <span className="wc-card__play" aria-hidden="true">
            ▶
          </span>
        </span>
        <span className="wc-card__title" lang={userTextLang(title)}>
          {title}
        </span>
        <span className="wc-card__sub" lang={userTextLang(sub)}>
          {sub}
        </span>
        <span className="wc-card__meta">{meta}</span>
      </Link>
    </li>
  );
}

function WebcastCards({ rows, reports }: { rows: WebcastSummary[]; reports: boolean }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  return (
    <ul className="wc-grid" data-testid="webcast-list">
      {rows.map((w) => (
        <Card
          key={w.id}
          to={
            reports
              ? `/webcast/detail?id=${w.id}#report`
              : w.videoCount > 1
                ? `/webcast/multipleDetail?id=${w.id}`
                : `/webcast/detail?id=${w.id}`
          }
          title={w.title}
          sub={w.enterpriseName}
          poster={w.posterUrl}
          meta={[
            w.publishedAt ? formatDate(w.publishedAt, lang) : '',
            t('webcast.videoCount', { count: w.videoCount }),
            t('webcast.views', { count: w.views }),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      ))}
    </ul>
  );
}

function VideoCards({ rows }: { rows: VideoRow[] }) {
  const lang = useLang();
  return (
    <ul className="wc-grid" data-testid="video-list">
      {rows.map((v) => (
        <Card
          key={`${v.webcastId}-${v.index}`}
          to={`/video/detail?id=${v.webcastId}&v=${v.index}`}
          title={v.title}
          sub={`${v.enterpriseName} · ${v.webcastTitle}`}
          poster={v.posterUrl}
          meta={v.publishedAt ? formatDate(v.publishedAt, lang) : ''}
        />
      ))}
    </ul>
  );
}

function Webcasts({ reports, page }: { reports: boolean; page: number }) {
  const { t } = useTranslation('content');
  const query = useWebcasts({ page, withReport: reports });
  if (query.isPending) return <Loading rows={8} />;
  if (query.isError)
    return <Failed message={(query.error as ApiError).message} retry={() => void query.refetch()} />;
  if (!query.data.rows.length) return <Nothing text={reports ? t('webcast.noReports') : t('webcast.none')} />;
  return (
    <>
      <WebcastCards rows={query.data.rows} reports={reports} />
      <Pager page={query.data.page} total={query.data.total} pageSize={query.data.pageSize} />
    </>
  );
}

function Videos({ page }: { page: number }) {
  const { t } = useTranslation('content');
  const query = useVideos(page);
  if (query.isPending) return <Loading rows={8} />;
  if (query.isError)
    return <Failed message={(query.error as ApiError).message} retry={() => void query.refetch()} />;
  if (!query.data.rows.length) return <Nothing text={t('webcast.noVideos')} />;
  return (
    <>
      <VideoCards rows={query.data.rows} />
      <Pager page={query.data.page} total={query.data.total} pageSize={query.data.pageSize} />
    </>
  );
}

/**
 * /webinar and /webcast/list: the approved webcasts; /webcast/reports: those with a report;
 * /video/list: every video of them.
 */
export default function WebcastListPage() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const mode = modeOf(pathname);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const title = t(`webcast.titles.${mode}`);
  useContentHead(title, t('webcast.description'), pathname);
  return (
    <div className="page cnt">
      <div>
        <h1 className="wc-h1">{title}</h1>
        <nav className="wc-tabs" aria-label={t('webcast.sections')}>
          <Link to="/webinar" aria-current={mode === 'webcasts' ? 'page' : undefined}>
            {t('webcast.titles.webcasts')}
          </Link>
          <Link to="/video/list" aria-current={mode === 'videos' ? 'page' : undefined}>
            {t('webcast.titles.videos')}
          </Link>
          <Link to="/webcast/reports" aria-current={mode === 'reports' ? 'page' : undefined}>
            {t('webcast.titles.reports')}
          </Link>
        </nav>
      </div>
      {mode === 'videos' ? <Videos page={page} /> : <Webcasts reports={mode === 'reports'} page={page} />}
    </div>
  );
}
