import type { ContentDetail, ContentPage as ContentPageRows, ContentSummary } from '@cidpex/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, errorResponse, renderPage, setupHttp } from '../../../test/render';
import ContentPage from './content-page';

const summary = (id: number, code: string, title: string): ContentSummary => ({
  id,
  catalogId: 4,
  catalogName: '展商服务',
  kind: 'page',
  code,
  title,
  summary: '',
  coverUrl: null,
  publishedAt: '2024-03-01T02:00:00Z',
  views: 0,
});

const CONTACT: ContentDetail = {
  ...summary(21, 'contact', '展商服务联系人'),
  body: '<ul><li>展位销售与参展申请：展商服务部，booth@cidpex.example</li></ul>',
  titles: { 'zh-Hans': '展商服务联系人', 'zh-Hant': '展商服務聯繫人', en: 'Exhibitor Service Contacts' },
  related: [],
};
const SIBLINGS: ContentPageRows = {
  rows: [summary(20, 'exhibitorService', '展商服务'), summary(21, 'contact', '展商服务联系人')],
  total: 2,
  page: 1,
  pageSize: 50,
};

/** /exhibitor/contact: the organizer's exhibitor-service contacts, the content page `contact`. */
describe('the exhibitor contact page', { timeout: 60_000 }, () => {
  it('shows the contacts page of the content store, beside the other exhibitor-service pages', async () => {
    const fetchMock = createFetchMock({
      'GET portal/rest/contents/contact': () => CONTACT,
      'POST portal/rest/contents/page': () => SIBLINGS,
    });
    setupHttp(fetchMock);
    await renderPage(<ContentPage />, { path: '/exhibitor/contact' });
    const article = await screen.findByTestId('content-article');
    expect(article.textContent).toContain('展商服务联系人');
    expect(article.textContent).toContain('booth@cidpex.example');
    const here = await screen.findByRole('link', { name: '展商服务联系人' });
    expect(here.getAttribute('href')).toBe('/exhibitor/contact');
    expect(here.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '展商服务' }).getAttribute('href')).toBe(
      '/exhibition/exhibitorService',
    );
    expect(apiCalls(fetchMock).some((c) => c.url.pathname === '/portal/rest/contents/contact')).toBe(true);
  });

  it('offers a reload when the page cannot be loaded', async () => {
    let fail = true;
    setupHttp(
      createFetchMock({
        'GET portal/rest/contents/contact': () => (fail ? errorResponse(500, '服务器繁忙') : CONTACT),
        'POST portal/rest/contents/page': () => SIBLINGS,
      }),
    );
    await renderPage(<ContentPage />, { path: '/exhibitor/contact' });
    const retry = await screen.findByRole('button', { name: '重新加载' }, { timeout: 15_000 });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByTestId('content-article').textContent).toContain('booth@cidpex.example'),
    );
  });
});

describe('content page without an id (/contentAuth)', () => {
  it('has a heading of its own and a way to the news', async () => {
    setupHttp(createFetchMock({}));
    await renderPage(<ContentPage />, { path: '/contentAuth' });
    expect(screen.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeTruthy();
    expect(screen.getByText('没有指定要查看的内容')).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览全部新闻资讯' })).toBeTruthy();
  });
});
