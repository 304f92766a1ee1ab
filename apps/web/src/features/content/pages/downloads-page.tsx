import { DOWNLOAD_CATEGORIES } from '@cidpex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useDownloads } from '../api/content';
import { Failed, Loading, Nothing } from '../components/states';
import { useContentHead } from '../lib/use-head';
import '../content.css';
import { numberFormat } from '../../../lib/intl-cache';

function fileSize(bytes: number, lang: string): string {
  const fmt = (n: number) =>
    numberFormat(lang === 'en' ? 'en-GB' : lang, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${fmt(bytes)} B`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} KB`;
  return `${fmt(bytes / 1024 / 1024)} MB`;
}

/** /download/dataDownload: the fair's documents by category, with size and download count. */
export default function DownloadsPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const query = useDownloads();
  useContentHead(t('downloads.title'), t('downloads.intro'), pathname);
  return (
    <div className="page cnt">
      <h1 style={{ fontSize: 26, margin: 0 }}>{t('downloads.title')}</h1>
      <p className="cnt-meta">{t('downloads.intro')}</p>
      {query.isPending ? (
        <Loading rows={6} />
      ) : query.isError ? (
        <Failed message={(query.error as ApiError).message} retry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Nothing text={t('downloads.empty')} />
      ) : (
        DOWNLOAD_CATEGORIES.filter((c) => query.data.some((d) => d.category === c)).map((category) => (
          <section key={category} aria-labelledby={`dl-${category}`}>
            <h2 id={`dl-${category}`} style={{ fontSize: 18, margin: '16px 0 4px' }}>
              {t(`downloads.categories.${category}`)}
            </h2>
            <ul className="news-list">
              {query.data
                .filter((d) => d.category === category)
                .map((d) => (
                  <li key={d.id}>
                    <a
                      href={`/portal/rest/downloads/${d.id}/file`}
                      download={d.fileName}
                      onClick={() => {
                        // The count goes up on the server; show it after the download starts.
                        setTimeout(
                          () => void client.invalidateQueries({ queryKey: ['content', 'downloads'] }),
                          1500,
                        );
                      }}
                    >
                      <span className="news-list__title">
                        {d.title}
                        <span className="news-list__summary">
                          {d.fileName} · {fileSize(d.size, lang)}
                        </span>
                      </span>
                      <span style={{ color: '#5b6b70', fontSize: 14, whiteSpace: 'nowrap' }}>
                        {t('downloads.count', { count: d.downloadCount })}
                      </span>
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
