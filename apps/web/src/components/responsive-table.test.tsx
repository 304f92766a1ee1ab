import { screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { type ResponsiveColumn, ResponsiveTable } from './responsive-table';

interface Row {
  id: number;
  name: string;
  company: string;
}
const ROWS: Row[] = [
  { id: 1, name: '王芳', company: '南京洁柔纸业' },
  { id: 2, name: 'Kenji Sato', company: 'Sakura Paper' },
];

function Queue({ onApprove }: { onApprove: (row: Row) => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  const columns: ResponsiveColumn<Row>[] = [
    { title: '姓名', dataIndex: 'name', key: 'name' },
    { title: '公司名称', dataIndex: 'company', key: 'company' },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => <Button onClick={() => onApprove(row)}>{`通过 ${row.name}`}</Button>,
    },
  ];
  return (
    <>
      <ResponsiveTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={ROWS}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
      />
      <output data-testid="selected">{selected.join(',')}</output>
    </>
  );
}

/** jsdom answers every media query with `matches`; the table reads antd's breakpoints from it. */
function widthAtLeast(px: number) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || px >= Number(min[1])) && (!max || px <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    };
  }) as unknown as typeof window.matchMedia;
}

describe('ResponsiveTable', { timeout: 30_000 }, () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is a table from 768 px', async () => {
    widthAtLeast(1280);
    await renderPage(<Queue onApprove={vi.fn()} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('公司名称')).toBeTruthy();
    expect(screen.queryByTestId('responsive-cards')).toBeNull();
  });

  it('is a list of cards on a phone, with the same actions, labels and selection', async () => {
    widthAtLeast(390);
    const onApprove = vi.fn();
    const { user } = await renderPage(<Queue onApprove={onApprove} />);
    const cards = await screen.findByTestId('responsive-cards');
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // the first column heads the card, the others are labelled lines, the actions end it
    expect(within(items[1]!).getByText('Kenji Sato').className).toContain('rt-card__title');
    expect(within(items[1]!).getByText('公司名称').tagName).toBe('DT');
    await user.click(within(items[1]!).getByRole('button', { name: '通过 Kenji Sato' }));
    expect(onApprove).toHaveBeenCalledWith(ROWS[1]);
    // one card's box, then "select all"
    await user.click(within(items[0]!).getByRole('checkbox', { name: '王芳' }));
    expect(screen.getByTestId('selected').textContent).toBe('1');
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByTestId('selected').textContent).toBe('1,2');
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByTestId('selected').textContent).toBe('');
  });
});
