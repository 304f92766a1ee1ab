import type { DeadLetter } from '@cidpex/contracts';
import { App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useDeadLetters } from '../api/get-dead-letters';
import { useRetryDeadLetter } from '../api/retry-dead-letter';

/** What a dead job was about, in the console's words: a known queue by name, else its raw name. */
function useJobLabel() {
  const { t } = useTranslation('organizer');
  return (letter: DeadLetter) => {
    const known = ['notices.send', 'seminars.expire-offers'];
    return known.includes(letter.queue) ? t(`jobs.queue.${letter.queue.replace('.', '_')}`) : letter.queue;
  };
}

function RetryButton({ letter }: { letter: DeadLetter }) {
  const { t } = useTranslation('organizer');
  const { message } = App.useApp();
  const retry = useRetryDeadLetter();
  return (
    <Button
      size="small"
      loading={retry.isPending}
      aria-label={t('jobs.retryLabel', { id: letter.id })}
      onClick={() =>
        retry.mutate(letter.id, {
          onSuccess: () => void message.success(t('jobs.retried')),
          onError: (err) => void message.error(err instanceof Error ? err.message : String(err)),
        })
      }
    >
      {t('jobs.retry')}
    </Button>
  );
}

/**
 * Background jobs (mail and SMS sends, sweeps) that used up their retries: what, when,
 * after how many tries and why, with a button that sends one back for a fresh set of tries.
 * Shows nothing while there are none.
 */
export function DeadLetters() {
  const { t } = useTranslation('organizer');
  const lang = useLang();
  const query = useDeadLetters();
  const label = useJobLabel();
  if (!query.data?.length) return null;
  return (
    <section className="org-dead" aria-labelledby="org-dead-title" data-testid="dead-letters">
      <h2 id="org-dead-title" className="org-dead__title">
        {t('jobs.title', { count: query.data.length })}
      </h2>
      <p className="org-muted">{t('jobs.intro')}</p>
      <ul className="org-msgs">
        {query.data.map((letter) => (
          <li key={letter.id} className="org-msg" data-testid="dead-letter">
            <div className="org-msg__top">
              <Tag color="red" className="org-tag">
                {label(letter)}
              </Tag>
              <time dateTime={letter.diedAt} className="org-muted">
                {formatDateTime(letter.diedAt, lang)}
              </time>
            </div>
            <p className="org-msg__subject">{t('jobs.attempts', { count: letter.attempts })}</p>
            <p className="org-msg__body">
              {t('jobs.error')}: {letter.error || '—'}
            </p>
            <div className="org-msg__actions">
              <RetryButton letter={letter} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
