import { useTranslation } from 'react-i18next';
import './controls.css';

/** Lines of a skeleton (the shape of a title and a paragraph). */
export function SkeletonLines({ rows, avatar = false }: { rows: number; avatar?: boolean }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {avatar ? <span className="skeleton__avatar" /> : null}
      <div className="skeleton__lines">
        {Array.from({ length: rows + 1 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines that never reorder
          <span key={i} className="skeleton__line" />
        ))}
      </div>
    </div>
  );
}

/**
 * A skeleton while a page's chunk or first data load (UI.md: never a blank page). Plain CSS,
 * no antd: the app shell shows it before any page's chunk has arrived.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      style={{ padding: 24, maxWidth: 960, margin: '0 auto' }}
    >
      <SkeletonLines rows={6} />
    </div>
  );
}
