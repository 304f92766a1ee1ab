import { Input } from 'antd';
import type { CSSProperties } from 'react';
import { useUrlParams } from '../lib/url-params';

/**
 * A search box whose words live in the address (`?q=` unless `param` says otherwise), so that
 * a reload or a shared link searches the same; a new search goes back to the first page.
 */
export function UrlSearch({
  label,
  param = 'q',
  maxLength = 50,
  style,
}: {
  /** Read out as the box's name and shown as its placeholder. */
  label: string;
  param?: string;
  maxLength?: number;
  style?: CSSProperties;
}) {
  const [params, update] = useUrlParams();
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      defaultValue={params.get(param) ?? ''}
      allowClear
      maxLength={maxLength}
      onSearch={(value) => update({ [param]: value.trim() || null, page: null })}
      style={style}
    />
  );
}
