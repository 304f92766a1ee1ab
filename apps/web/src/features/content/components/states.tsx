import { useTranslation } from 'react-i18next';

/** Loading lines, a failure with a retry, or nothing found: the plain pages' three states. */
export function Loading({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('content');
  return (
    <div role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => `${90 - ((i * 17) % 40)}%:${i}`).map((line) => (
        <div key={line} className="cnt-skeleton" style={{ width: line.split(':')[0] }} />
      ))}
    </div>
  );
}

export function Failed({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <p className="cnt-state" role="alert">
      {message}
      <button type="button" onClick={retry}>
        {t('retry')}
      </button>
    </p>
  );
}

export function Nothing({ text }: { text: string }) {
  return <p className="cnt-state">{text}</p>;
}
