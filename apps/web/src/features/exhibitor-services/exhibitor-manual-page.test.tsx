import type { Download } from '@cidpex/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, errorResponse, renderPage, setupHttp } from '../../test/render';
import ExhibitorManualPage from './pages/exhibitor-manual-page';

const DOCS: Download[] = [
  {
    id: 11,
    category: 'exhibitor',
    title: '参展商手册',
    fileName: 'exhibitor-manual.txt',
    size: 2048,
    downloadCount: 7,
  },
  {
    id: 12,
    category: 'exhibitor',
    title: '展位申请表',
    fileName: 'booth-application.txt',
    size: 300,
    downloadCount: 0,
  },
];

describe('the exhibitor manual page', { timeout: 60_000 }, () => {
  it('lists the exhibitor documents only, each with its download link, size and count', async () => {
    const fetchMock = createFetchMock({ 'GET portal/rest/downloads': () => DOCS });
    setupHttp(fetchMock);
    await renderPage(<ExhibitorManualPage />, { path: '/exhibitor/exhibitorManual' });
    const manual = await screen.findByTestId('doc-11');
    expect(manual.textContent).toContain('参展商手册');
    expect(manual.textContent).toContain('2 KB');
    expect(manual.textContent).toContain('已下载 7 次');
    const link = manual.querySelector('a[download]');
    expect(link?.getAttribute('href')).toBe('/portal/rest/downloads/11/file');
    expect(link?.getAttribute('download')).toBe('exhibitor-manual.txt');
    const call = apiCalls(fetchMock).find((c) => c.url.pathname === '/portal/rest/downloads');
    expect(call?.url.searchParams.get('category')).toBe('exhibitor');
  });

  it('says when nothing is published, in English', async () => {
    setupHttp(createFetchMock({ 'GET portal/rest/downloads': () => [] }));
    await renderPage(<ExhibitorManualPage />, { path: '/exhibitor/exhibitorManual', lang: 'en' });
    expect(await screen.findByText('No document for exhibitors has been published yet')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    setupHttp(
      createFetchMock({
        'GET portal/rest/downloads': () => (fail ? errorResponse(500, '服务器繁忙') : DOCS),
      }),
    );
    await renderPage(<ExhibitorManualPage />, { path: '/exhibitor/exhibitorManual' });
    const retry = await screen.findByRole('button', { name: /^重\s?试$/ }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('doc-12')).toBeTruthy());
  });
});
