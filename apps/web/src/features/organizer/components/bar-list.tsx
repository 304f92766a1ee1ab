import type { ReactNode } from 'react';
import type { Bar } from '../lib/format';

interface BarListProps {
  bars: Bar[];
  label: (bar: Bar) => ReactNode;
  value: (count: number) => string;
  testId?: string;
  tone?: 'primary' | 'danger';
}

/** Counts as horizontal CSS bars, scaled to the largest; the numbers stay readable as text. */
export function BarList({ bars, label, value, testId, tone = 'primary' }: BarListProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <ol className={`org-bars org-bars--${tone}`} data-testid={testId}>
      {bars.map((bar) => (
        <li key={bar.key} className="org-bars__row">
          <span className="org-bars__label">{label(bar)}</span>
          <span className="org-bars__value">{value(bar.count)}</span>
          <span className="org-bars__track" aria-hidden="true">
            <span className="org-bars__fill" style={{ width: `${Math.max(2, (bar.count / max) * 100)}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
