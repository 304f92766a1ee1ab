import type { OrganizerCatalog } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  apiCalls,
  createFetchMock,
  errorResponse,
  type MockRequest,
  renderPage,
  setupHttp,
} from '../../../test/render';
import ContentEditorPage from './content-editor-page';

const node = (
  id: number,
  code: string,
  zh: string,
  en: string,
  over: Partial<OrganizerCatalog> = {},
): OrganizerCatalog => ({
  id,
  siteId: 1,
  kind: 'content',
  code,
  nameZhHans: zh,
  nameZhHant: zh,
  nameEn: en,
  path: code.replace('-', '/'),
  hidden: false,
  fixed: false,
  children: [],
  ...over,
});

const TREE: OrganizerCatalog[] = [
  node(1, 'news', '新闻资讯', 'News', {
    fixed: true,
    children: [
      node(2, 'news-fair', '展会新闻', 'Fair News'),
      node(3, 'news-industry', '行业资讯', 'Industry News'),
    ],
  }),
  node(10, 'home', '首页', 'Home', { kind: 'navi', path: '/home' }),
];

const EMPTY_PAGE = { rows: [], total: 0, page: 1, pageSize: 20 };

async function openEditor(handlers: Record<string, (r: MockRequest) => unknown>) {
  const fetchMock = createFetchMock({
    'GET portal/rest/organizer/catalogs': () => TREE,
    'GET portal/rest/organizer/contents': () => EMPTY_PAGE,
    ...handlers,
  });
  setupHttp(fetchMock);
  await renderPage(
    <App>
      <ContentEditorPage />
    </App>,
    { path: '/organizer/contents' },
  );
  fireEvent.click(await screen.findByText('栏目管理'));
  await screen.findByTestId('catalog-editor');
  return fetchMock;
}

describe("the organizer's catalog tree editor", { timeout: 60_000 }, () => {
  it('adds a section under news: a refused code keeps what was typed and says why', async () => {
    let refuse = true;
    const created: unknown[] = [];
    const fetchMock = await openEditor({
      'POST portal/rest/organizer/catalogs': ({ body }) => {
        created.push(body);
        if (refuse) return errorResponse(409, '本站点已有使用此代码的栏目', 12150);
        return [
          { ...TREE[0]!, children: [...TREE[0]!.children, node(4, 'news-awards', '展会奖项', 'Awards')] },
          TREE[1]!,
        ];
      },
    });
    fireEvent.click(screen.getByTestId('catalog-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '上级栏目' }));
    fireEvent.click(await screen.findByTitle('新闻资讯'));
    fireEvent.change(screen.getByTestId('catalog-name-zh-hans'), { target: { value: '展会奖项' } });
    fireEvent.change(screen.getByTestId('catalog-name-zh-hant'), { target: { value: '展會獎項' } });
    fireEvent.change(screen.getByTestId('catalog-name-en'), { target: { value: 'Awards' } });
    fireEvent.change(screen.getByTestId('catalog-code'), { target: { value: 'news-fair' } });
    fireEvent.change(screen.getByTestId('catalog-path'), { target: { value: 'news/awards' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('本站点已有使用此代码的栏目');
    expect((screen.getByTestId('catalog-name-en') as HTMLInputElement).value).toBe('Awards');
    expect(created[0]).toEqual({
      siteId: 1,
      kind: 'content',
      parentId: 1,
      nameZhHans: '展会奖项',
      nameZhHant: '展會獎項',
      nameEn: 'Awards',
      code: 'news-fair',
      path: 'news/awards',
    });

    refuse = false;
    fireEvent.change(screen.getByTestId('catalog-code'), { target: { value: 'news-awards' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect((await screen.findByTestId('catalog-content-news-awards')).textContent).toContain('展会奖项');
    expect(await screen.findByText('栏目已新增')).toBeTruthy();
    expect(created).toHaveLength(2);
    expect(apiCalls(fetchMock).filter((c) => c.init.method === 'POST')).toHaveLength(2);
  });

  it('moves, hides and deletes; the first entry cannot move up', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const record =
      (answer: () => unknown) =>
      ({ path, body }: MockRequest) => {
        calls.push({ path, body });
        return answer();
      };
    const hiddenTree = [TREE[0]!, { ...TREE[1]!, hidden: true }];
    await openEditor({
      'POST portal/rest/organizer/catalogs/3/move': record(() => TREE),
      'POST portal/rest/organizer/catalogs/10/visibility': record(() => hiddenTree),
      'DELETE portal/rest/organizer/catalogs/3': record(() =>
        errorResponse(409, '该栏目下还有子栏目或内容，请先移走或删除后再删除栏目', 12152),
      ),
    });
    const industry = screen.getByTestId('catalog-content-news-industry');
    const fair = screen.getByTestId('catalog-content-news-fair');
    expect((within(fair).getByRole('button', { name: '上移“展会新闻”' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(industry).getByRole('button', { name: '上移“行业资讯”' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({ path: 'portal/rest/organizer/catalogs/3/move', body: { direction: 'up' } }),
    );

    const home = screen.getByTestId('catalog-navi-home');
    fireEvent.click(within(home).getByRole('button', { name: /隐\s*藏/ }));
    expect(await within(screen.getByTestId('catalog-navi-home')).findByText('已隐藏')).toBeTruthy();
    expect(calls[1]).toEqual({
      path: 'portal/rest/organizer/catalogs/10/visibility',
      body: { hidden: true },
    });
    expect(
      within(screen.getByTestId('catalog-navi-home')).getByRole('button', { name: /显\s*示/ }),
    ).toBeTruthy();

    fireEvent.click(
      within(screen.getByTestId('catalog-content-news-industry')).getByRole('button', { name: /删\s*除/ }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('删除栏目“行业资讯”？');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('该栏目下还有子栏目或内容，请先移走或删除后再删除栏目')).toBeTruthy();
    expect(screen.getByTestId('catalog-content-news-industry')).toBeTruthy();
  });

  it('a fixed section: only its names can change, it cannot be deleted', async () => {
    const saved: unknown[] = [];
    await openEditor({
      'PUT portal/rest/organizer/catalogs/1': ({ body }) => {
        saved.push(body);
        return [{ ...TREE[0]!, nameZhHans: '新闻中心', nameEn: 'Newsroom' }, TREE[1]!];
      },
    });
    const news = screen.getByTestId('catalog-content-news');
    expect(within(news).getByText('固定栏目')).toBeTruthy();
    expect((within(news).getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement).disabled).toBe(true);
    // A section of its own is not fixed.
    const fair = screen.getByTestId('catalog-content-news-fair');
    expect(within(fair).queryByText('固定栏目')).toBeNull();
    expect((within(fair).getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(news).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('代码和路径不能修改');
    expect((screen.getByTestId('catalog-code') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('catalog-path') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('catalog-name-en') as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(screen.getByTestId('catalog-name-zh-hans'), { target: { value: '新闻中心' } });
    fireEvent.change(screen.getByTestId('catalog-name-en'), { target: { value: 'Newsroom' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('栏目已修改')).toBeTruthy();
    expect(saved).toEqual([
      { nameZhHans: '新闻中心', nameZhHant: '新闻资讯', nameEn: 'Newsroom', code: 'news', path: 'news' },
    ]);
    expect(screen.getByTestId('catalog-content-news').textContent).toContain('新闻中心');
  });
});
