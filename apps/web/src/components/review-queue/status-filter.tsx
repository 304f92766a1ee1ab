import { Segmented } from 'antd';
import type { CSSProperties } from 'react';
import { useUrlParams } from '../../lib/url-params';

/**
 * The states of a review queue as one segmented control, kept in the address as `?status=`
 * (read it back with `readOption`); choosing one goes back to the first page.
 */
export function StatusFilter<O extends string>({
  options,
  value,
  labelOf,
  label,
  style,
}: {
  /** In the order shown, 'all' included where the queue offers it. */
  options: readonly O[];
  value: O;
  /** An option's words, with its count where the queue knows it. */
  labelOf: (option: O) => string;
  /** The control's accessible name. */
  label?: string;
  style?: CSSProperties;
}) {
  const [, update] = useUrlParams();
  return (
    <Segmented
      aria-label={label}
      value={value}
      onChange={(next) => update({ status: next, page: null })}
      options={options.map((option) => ({ value: option, label: labelOf(option) }))}
      style={style}
    />
  );
}
