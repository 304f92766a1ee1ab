import { WEBCAST_LIMITS, type WebcastDetail } from '@cidpex/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';
import { useAsk, useMyQuestions, useWebcast } from '../api/webcasts';
import { LivePlayer } from '../components/live-player';
import { Failed, Loading, Nothing } from '../components/states';
import { useContentHead } from '../lib/use-head';
import '../content.css';

/** Ask a question: signed-in callers only; the organizer approves it before it is shown. */
function Ask({ webcast }: { webcast: WebcastDetail }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const location = useLocation();
  const user = useSession().user;
  const mine = useMyQuestions(webcast.id, Boolean(user));
  const ask = useAsk(webcast.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  if (!user) {
    return (
      <p className="cnt-state">
        <Link to={loginPathFor(lang, `${location.pathname}${location.search}`)}>
          {t('webcast.loginToAsk')}
        </Link>
      </p>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ask.isPending) return;
    if (!text.trim()) {
      setError(t('webcast.questionRequired'));
      return;
    }
    setError(null);
    ask.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setSent(true);
      },
      // The text stays in the box when the request fails.
      onError: (err) => setError((err as ApiError).message),
    });
  };
  const pending = (mine.data ?? []).filter((q) => q.status !== 'approved');
  return (
    <form className="wc-ask" onSubmit={submit} noValidate>
      <label htmlFor="wc-question">{t('webcast.askLabel')}</label>
      <textarea
        id="wc-question"
        value={text}
        maxLength={WEBCAST_LIMITS.question}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'wc-question-error' : 'wc-question-hint'}
        onChange={(e) => {
          setText(e.target.value);
          setSent(false);
        }}
      />
      <span id="wc-question-hint" className="wc-hint">
        {t('webcast.askHint', { max: WEBCAST_LIMITS.question })}
      </span>
      {error ? (
        <p id="wc-question-error" role="alert" className="wc-error">
          {error}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="wc-ok">
          {t('webcast.asked')}
        </p>
      ) : null}
      <button type="submit" className="wc-button" disabled={ask.isPending}>
        {ask.isPending ? t('webcast.sending') : t('webcast.ask')}
      </button>
      {pending.length ? (
        <ul className="wc-mine" aria-label={t('webcast.mine')}>
          {pending.map((q) => (
            <li key={q.id}>
              {q.body} <em>{t(`webcast.qstates.${q.status}`)}</em>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

function Questions({ webcast, first }: { webcast: WebcastDetail; first: boolean }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  useEffect(() => {
    if (first) document.getElementById('questions')?.scrollIntoView();
  }, [first]);
  return (
    <section id="questions" aria-labelledby="wc-questions" className="wc-section">
      <h2 id="wc-questions">{t('webcast.questions')}</h2>
      {webcast.questions.length ? (
        <ul className="wc-questions">
          {webcast.questions.map((q) => (
            <li key={q.id}>
              <p className="wc-q">
                <strong>{q.askedBy}</strong>{' '}
                <time dateTime={q.createdAt}>{formatDateTime(q.createdAt, lang)}</time>
              </p>
              <p>{q.body}</p>
              {q.answer ? (
                <p className="wc-a">
                  <strong>{t(`webcast.answerBy.${q.answeredBy ?? 'organizer'}`)}</strong> {q.answer}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cnt-state">{t('webcast.noQuestions')}</p>
      )}
      <Ask webcast={webcast} />
    </section>
  );
}

/**
 * /webcast/detail, /video/detail (one video, ?v= picks it), /webcast/multipleDetail and
 * /video/multipleDetail (every video with a switcher), /webcast/question (the questions
 * first): an approved webcast, its report and the moderated questions.
 */
export default function WebcastDetailPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const multiple = pathname.endsWith('/multipleDetail');
  const questionFirst = pathname.endsWith('/question');
  const query = useWebcast(id);
  const data = query.data;
  useContentHead(
    data?.title ?? t('webcast.titles.webcasts'),
    data?.summary || t('webcast.description'),
    pathname,
  );
  if (!id) {
    return (
      <div className="page cnt">
        <Nothing text={t('webcast.pickOne')} />
        <p>
          <Link to="/webinar">{t('webcast.titles.webcasts')}</Link>
        </p>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="page cnt">
        <Loading rows={10} />
      </div>
    );
  }
  if (query.isError || !data) {
    return (
      <div className="page cnt">
        <Failed message={(query.error as ApiError).message} retry={() => void query.refetch()} />
        <p>
          <Link to="/webinar">{t('webcast.titles.webcasts')}</Link>
        </p>
      </div>
    );
  }
  const index = Math.min(Math.max(0, Number(params.get('v')) || 0), Math.max(0, data.videos.length - 1));
  const video = data.videos[index];
  const pick = (i: number) => {
    const next = new URLSearchParams(params);
    next.set('v', String(i));
    setParams(next, { replace: true });
  };
  return (
    <div className="page cnt wc-detail" data-testid="webcast-detail">
      <article className="cnt-article">
        {video ? (
          <LivePlayer key={`${index}:${video.url}`} src={video.url} poster={data.posterUrl} live={false} />
        ) : (
          <Nothing text={t('webcast.noVideos')} />
        )}
        {data.videos.length > 1 ? (
          <ol className="wc-playlist" aria-label={t('webcast.playlist')}>
            {data.videos.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: videos have no id but their place
              <li key={i}>
                <button type="button" aria-current={i === index ? 'true' : undefined} onClick={() => pick(i)}>
                  {i + 1}. {v.title || data.title}
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        <h1>{multiple || !video?.title ? data.title : `${data.title} · ${video.title}`}</h1>
        <p className="cnt-meta">
          <span>{data.enterpriseName}</span>
          {data.publishedAt ? (
            <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, lang)}</time>
          ) : null}
          <span>{t('webcast.views', { count: data.views })}</span>
        </p>
        {data.summary ? <p className="cnt-summary">{data.summary}</p> : null}
        {questionFirst ? <Questions webcast={data} first /> : null}
        <section id="report" aria-labelledby="wc-report" className="wc-section">
          <h2 id="wc-report">{t('webcast.report')}</h2>
          {data.report ? (
            // The report was sanitised by an allow-list on the server when it was saved.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
            <div className="cnt-body" dangerouslySetInnerHTML={{ __html: data.report }} />
          ) : (
            <p className="cnt-state">{t('webcast.noReport')}</p>
          )}
        </section>
        {questionFirst ? null : <Questions webcast={data} first={false} />}
        <p>
          <Link to="/webinar">{t('webcast.back')}</Link>
        </p>
      </article>
    </div>
  );
}
