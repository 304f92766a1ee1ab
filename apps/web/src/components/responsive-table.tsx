import { Checkbox, Empty, Grid, Pagination, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import { type Key, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './responsive-table.css';

/** A column as the pages declare it (flat: no column groups). */
export type ResponsiveColumn<T> = TableColumnType<T> & {
  /** Where a card draws the cell: `title` heads it, `actions` ends it; the rest are label–value lines. */
  card?: 'title' | 'actions' | 'hidden';
};

export interface ResponsiveTableProps<T> extends Omit<TableProps<T>, 'columns'> {
  columns: ResponsiveColumn<T>[];
  /** Names the list of cards for a screen reader (the table's caption on a desktop). */
  label?: string;
}

function cellValue<T>(record: T, dataIndex: TableColumnType<T>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = record;
  for (const step of path)
    value = (value as Record<string | number, unknown> | null | undefined)?.[step as string];
  return value;
}

function cellOf<T>(column: ResponsiveColumn<T>, record: T, index: number): ReactNode {
  const value = cellValue(record, column.dataIndex);
  if (column.render) {
    const out = column.render(value, record, index);
    // A render may answer `{ children, props }` (cell spans); a card only needs the content.
    if (out && typeof out === 'object' && 'children' in (out as object) && 'props' in (out as object))
      return (out as { children: ReactNode }).children;
    return out as ReactNode;
  }
  return value === undefined || value === null ? '' : String(value);
}

function titleOf<T>(column: ResponsiveColumn<T>): ReactNode {
  return typeof column.title === 'function' ? column.title({}) : column.title;
}

/**
 * The console's review and queue tables: an antd Table from the `md` breakpoint (768 px) up, a
 * list of cards below it — the same columns, the same actions, the same selection and paging —
 * so that a phone never wraps a heading one character a line or pushes the actions off screen.
 * A column marked `card: 'title'` heads each card (else the first one), `card: 'actions'` (or a
 * column keyed `actions`) ends it.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const desktop = Boolean(Grid.useBreakpoint().md);
  const [localPage, setLocalPage] = useState(1);
  const id = useId();
  const { t } = useTranslation('common');
  const { columns, dataSource, rowKey, rowSelection, pagination, locale, loading, label, scroll, ...rest } =
    props;
  if (desktop)
    return (
      // A wide table scrolls inside this box rather than through antd's `scroll.x`, whose hidden
      // measuring row copies the header's "select all" box (axe: aria-hidden-focus).
      <div className="rt-scroll">
        <Table<T>
          {...rest}
          scroll={scroll?.x === true ? (scroll.y ? { y: scroll.y } : undefined) : scroll}
          columns={columns}
          dataSource={dataSource}
          rowKey={rowKey}
          rowSelection={rowSelection}
          pagination={pagination}
          locale={locale}
          loading={loading}
          aria-label={label}
        />
      </div>
    );

  const rows = [...(dataSource ?? [])];
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function'
      ? rowKey(row, index)
      : ((row as Record<string, unknown>)[(rowKey as string | undefined) ?? 'key'] as Key);
  const visible = columns.filter((c) => !c.hidden && c.card !== 'hidden');
  const head = visible.find((c) => c.card === 'title') ?? visible[0];
  const actions = visible.filter(
    (c) => c.card === 'actions' || (c.card === undefined && c.key === 'actions'),
  );
  const lines = visible.filter((c) => c !== head && !actions.includes(c));

  // Paging: a page the caller controls (`current` and `total`) is shown as it is; otherwise the
  // cards page the rows themselves, as the table does.
  const paging = pagination === false ? null : (pagination ?? {});
  const controlled = paging !== null && paging.current !== undefined && paging.total !== undefined;
  const pageSize = paging?.pageSize ?? 10;
  const shown = paging && !controlled ? rows.slice((localPage - 1) * pageSize, localPage * pageSize) : rows;
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const toggle = (key: Key, on: boolean) => {
    const keys = on ? [...selected, key] : [...selected].filter((k) => k !== key);
    const chosen = rows.filter((r, i) => keys.includes(keyOf(r, i)));
    rowSelection?.onChange?.(keys, chosen, { type: 'single' });
  };

  const empty = locale?.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const spinning = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const selectable = rows.filter(
    (r, i) => !rowSelection?.getCheckboxProps?.(r)?.disabled && keyOf(r, i) !== undefined,
  );
  const allKeys = selectable.map((r) => keyOf(r, rows.indexOf(r)));
  const allChosen = allKeys.length > 0 && allKeys.every((k) => selected.has(k));
  return (
    <Spin spinning={spinning}>
      {rowSelection && rows.length > 0 && (
        <Checkbox
          className="rt-select-all"
          checked={allChosen}
          indeterminate={!allChosen && allKeys.some((k) => selected.has(k))}
          disabled={allKeys.length === 0}
          onChange={(e) =>
            rowSelection.onChange?.(e.target.checked ? allKeys : [], e.target.checked ? selectable : [], {
              type: 'all',
            })
          }
        >
          {t('table.selectAll')}
        </Checkbox>
      )}
      {rows.length === 0 ? (
        <div className="rt-empty">{typeof empty === 'function' ? empty() : empty}</div>
      ) : (
        <ul className="rt-cards" aria-label={label} data-testid="responsive-cards">
          {shown.map((row) => {
            const index = rows.indexOf(row);
            const key = keyOf(row, index);
            const check = rowSelection?.getCheckboxProps?.(row) ?? {};
            return (
              <li key={key} className="rt-card">
                <div className="rt-card__head">
                  {rowSelection && (
                    <Checkbox
                      checked={selected.has(key)}
                      disabled={check.disabled}
                      onChange={(e) => toggle(key, e.target.checked)}
                      aria-labelledby={`${id}-${key}`}
                    />
                  )}
                  <div className="rt-card__title" id={`${id}-${key}`}>
                    {head ? cellOf(head, row, index) : null}
                  </div>
                </div>
                {lines.length > 0 && (
                  <dl className="rt-card__lines">
                    {lines.map((column, i) => {
                      const content = cellOf(column, row, index);
                      if (content === '' || content === null || content === undefined || content === false)
                        return null;
                      return (
                        <div key={String(column.key ?? column.dataIndex ?? i)} className="rt-card__line">
                          <dt>{titleOf(column)}</dt>
                          <dd>{content}</dd>
                        </div>
                      );
                    })}
                  </dl>
                )}
                {actions.length > 0 && (
                  <div className="rt-card__actions">
                    {actions.map((column, i) => (
                      <div key={String(column.key ?? i)}>{cellOf(column, row, index)}</div>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {paging && (controlled ? (paging.total ?? 0) > (paging.pageSize ?? 10) : rows.length > pageSize) && (
        <Pagination
          className="rt-pagination"
          simple
          {...(controlled
            ? { current: paging.current, total: paging.total, pageSize, onChange: paging.onChange }
            : { current: localPage, total: rows.length, pageSize, onChange: (p: number) => setLocalPage(p) })}
        />
      )}
    </Spin>
  );
}
