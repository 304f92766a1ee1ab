import { Segmented } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlParams } from '../../lib/url-params';

/**
 * The states of a review queue as one segmented control, kept in the address as `?status=`
 * (read it back with `readOption`); choosing one goes back to the first page.
 */
export function StatusFilter<O extends string>({
  options,
  value,
  labelOf,
  counts,
  label,
  style,
}: {
  /** In the order shown, 'all' included where the queue offers it. */
  options: readonly O[];
  value: O;
  /** An option's words, with its count where the queue knows it. */
  labelOf: (option: O) => string;
  /** Rows per state, once the queue has answered: shown after each label ('all' is their sum). */
  counts?: Partial<Record<O, number>>;
  /** The control's accessible name. */
  label?: string;
  style?: CSSProperties;
}) {
  const [, update] = useUrlParams();
  const { t } = useTranslation();
  const countOf = (option: O) =>
    option === 'all'
      ? Object.values<number | undefined>(counts ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0)
      : (counts?.[option] ?? 0);
  return (
    <Segmented
      aria-label={label}
      value={value}
      onChange={(next) => update({ status: next, page: null })}
      options={options.map((option) => ({
        value: option,
        label: counts ? t('tabCount', { tab: labelOf(option), count: countOf(option) }) : labelOf(option),
      }))}
      style={style}
    />
  );
}
