import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An HLS player: Safari plays HLS natively, other browsers through hls.js (loaded only here,
 * on the live and webcast pages); an MP4 plays as it is. A failure says so instead of a black box.
 */
export function LivePlayer({ src, poster, live }: { src: string; poster: string | null; live: boolean }) {
  const { t } = useTranslation('content');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    setFailed(false);
    let destroy: (() => void) | undefined;
    let cancelled = false;
    // A plain MP4 (an uploaded webcast video) and native HLS (Safari) need no library.
    if (!/\.m3u8(\?|$)/.test(src) || el.canPlayType('application/vnd.apple.mpegurl')) {
      el.onerror = () => setFailed(true);
      el.src = src;
      destroy = () => {
        el.onerror = null;
      };
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(el);
        el.dataset.hls = 'attached';
        destroy = () => hls.destroy();
      });
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);
  return (
    <div className="live-player">
      <video
        ref={video}
        controls
        muted
        autoPlay
        playsInline
        loop={live}
        poster={poster ?? undefined}
        data-testid="live-video"
        aria-label={t('live.player')}
      />
      {failed ? (
        <p role="alert" className="cnt-state">
          {t('live.failed')}
        </p>
      ) : null}
    </div>
  );
}
