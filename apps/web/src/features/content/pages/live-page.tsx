import type { LiveRound } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useLiveRounds } from '../api/content';
import { LivePlayer } from '../components/live-player';
import { Failed, Loading, Nothing } from '../components/states';
import { useContentHead } from '../lib/use-head';
import '../content.css';

/** The round to show: the one asked for, else the one live now, else the next, else the last. */
function chosen(rounds: LiveRound[], id: number | null, nowOnly: boolean): LiveRound | undefined {
  if (id) return rounds.find((r) => r.id === id);
  const live = rounds.find((r) => r.state === 'live');
  if (nowOnly || live) return live;
  return rounds.find((r) => r.state === 'upcoming') ?? rounds.at(-1);
}

function Room({ round }: { round: LiveRound }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  return (
    <section
      className="live-room"
      aria-labelledby="live-title"
      data-testid="live-room"
      data-state={round.state}
    >
      {round.state === 'upcoming' || !round.playUrl ? (
        <div className="live-poster">
          {round.posterUrl ? <img src={round.posterUrl} alt="" width={480} height={270} /> : null}
          <p>
            {round.state === 'upcoming'
              ? t('live.startsAt', { time: formatDateTime(round.startsAt, lang) })
              : t('live.noReplay')}
          </p>
        </div>
      ) : (
        <LivePlayer src={round.playUrl} poster={round.posterUrl} live={round.state === 'live'} />
      )}
      <h1 id="live-title">
        {round.state === 'live' ? <span className="live-badge">{t('live.now')}</span> : null}
        {round.state === 'ended' ? (
          <span className="live-badge live-badge--replay">{t('live.replay')}</span>
        ) : null}
        {round.title}
      </h1>
      <p className="cnt-meta">
        <span>{round.host}</span>
        <time dateTime={round.startsAt}>
          {formatDateTime(round.startsAt, lang)} – {formatDateTime(round.endsAt, lang)}
        </time>
      </p>
    </section>
  );
}

/**
 * /live/videoLive, /CIDPEX/VideoLiveEn, /userCenterEn/liveBroadCaseEn: the schedule of live
 * rounds and the room (poster before, live now, replay after); /CIDPEX/VideoLiveEnNow: only
 * the round live now.
 */
export default function LivePage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const nowOnly = pathname.endsWith('/VideoLiveEnNow');
  const query = useLiveRounds();
  const id = Number(params.get('id')) || null;
  useContentHead(t('live.title'), t('live.description'), pathname);
  if (query.isPending) {
    return (
      <div className="page cnt">
        <Loading rows={8} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page cnt">
        <Failed message={(query.error as ApiError).message} retry={() => void query.refetch()} />
      </div>
    );
  }
  const rounds = query.data;
  const round = chosen(rounds, id, nowOnly);
  return (
    <div className="page cnt live">
      {round ? <Room round={round} /> : <Nothing text={nowOnly ? t('live.noneNow') : t('live.none')} />}
      {nowOnly ? null : (
        <section aria-labelledby="live-schedule">
          <h2 id="live-schedule" style={{ fontSize: 18 }}>
            {t('live.schedule')}
          </h2>
          <ul className="news-list">
            {rounds.map((r) => (
              <li key={r.id}>
                <Link to={`${pathname}?id=${r.id}`} aria-current={r.id === round?.id ? 'page' : undefined}>
                  <span className="news-list__title">
                    {r.title}
                    <span className="news-list__summary">{t(`live.states.${r.state}`)}</span>
                  </span>
                  <time dateTime={r.startsAt}>{formatDateTime(r.startsAt, lang)}</time>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/live/photoLive">{t('photo.title')}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
