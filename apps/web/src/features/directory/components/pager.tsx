import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The page numbers to show around the current one: the first, the last, two on each side of
 * the current, and a gap (null) where pages are left out.
 */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(p - 1);
    else if (previous !== undefined && p - previous > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/**
 * Paging as links (each page has its address, the filters stay in it): numbers on a desktop,
 * "previous · 3 / 17 · next" on a phone.
 */
export function Pager({
  current,
  pages,
  compact,
  hrefOf,
}: {
  current: number;
  pages: number;
  compact: boolean;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('directory');
  const step = (page: number, label: string, arrow: string) =>
    page >= 1 && page <= pages ? (
      <Link className="dir-pager__step" to={hrefOf(page)} aria-label={label}>
        <span aria-hidden="true">{arrow}</span>
      </Link>
    ) : (
      // No previous page before the first nor next after the last: drawn dimmed, not offered.
      <span className="dir-pager__step dir-pager__step--none" aria-hidden="true">
        {arrow}
      </span>
    );
  return (
    <nav className="dir-pager" aria-label={t('pager.label')}>
      {step(current - 1, t('pager.previous'), '‹')}
      {compact ? (
        <span className="dir-pager__position">{t('pager.position', { page: current, pages })}</span>
      ) : (
        pageWindow(current, pages).map((page, i) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <span key={`gap-${i}`} className="dir-pager__gap" aria-hidden="true">
              …
            </span>
          ) : (
            <Link
              key={page}
              className="dir-pager__page"
              to={hrefOf(page)}
              aria-label={t('pager.page', { page })}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </Link>
          ),
        )
      )}
      {step(current + 1, t('pager.next'), '›')}
    </nav>
  );
}
