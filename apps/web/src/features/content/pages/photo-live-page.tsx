import type { LivePhoto } from '@cidpex/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { fetchLivePhotos } from '../api/content';
import { Failed, Loading, Nothing } from '../components/states';
import { useContentHead } from '../lib/use-head';
import '../content.css';

const POLL_MS = 10_000;

/** /live/photoLive: the photo wall; new photos appear at the top without reloading. */
export default function PhotoLivePage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { pathname } = useLocation();
  const [photos, setPhotos] = useState<LivePhoto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const newest = useRef(0);
  useContentHead(t('photo.title'), t('live.description'), pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language or a retry starts the wall again
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    newest.current = 0;
    const load = async () => {
      try {
        const fresh = await fetchLivePhotos(newest.current || undefined);
        if (stopped) return;
        setError(null);
        if (fresh.length) newest.current = Math.max(newest.current, ...fresh.map((p) => p.id));
        setPhotos((old) => [...fresh, ...(old ?? [])]);
      } catch (err) {
        // A failed poll keeps the photos shown; only a first load without any says so.
        if (!stopped) setError((err as ApiError).message);
      }
      if (!stopped) timer = setTimeout(load, POLL_MS);
    };
    setPhotos(null);
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [lang, attempt]);

  return (
    <div className="page cnt">
      <h1 style={{ fontSize: 26, margin: 0 }}>{t('photo.title')}</h1>
      <p className="cnt-meta">{t('photo.intro')}</p>
      {photos === null ? (
        error ? (
          <Failed message={error} retry={() => setAttempt((a) => a + 1)} />
        ) : (
          <Loading rows={6} />
        )
      ) : photos.length === 0 ? (
        <Nothing text={t('photo.empty')} />
      ) : (
        <ul className="photo-wall" aria-live="polite" data-testid="photo-wall">
          {photos.map((p) => (
            <li key={p.id}>
              <figure>
                <img
                  src={`${p.url}${p.url.startsWith('/attachment/') ? '?width=480' : ''}`}
                  alt={p.caption}
                  loading="lazy"
                  width={480}
                  height={480}
                />
                <figcaption>
                  {p.caption}
                  <time dateTime={p.createdAt}>{formatDateTime(p.createdAt, lang)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
