import { afterEach, describe, expect, it } from 'vitest';
import { earlyKey, takeEarly } from '../../../lib/early-data';
import { session } from '../../../lib/session/session-store';
import { apiCalls, createFetchMock, setupHttp, signInAs } from '../../../test/render';
import { loadProductReviewPage } from './early';

/** Issue 23 item 9: the organizer queues ask for their first page beside the page's code. */
describe('organizer queues asked for beside their code', () => {
  afterEach(() => {
    session.signOut();
    window.history.pushState({}, '', '/');
  });

  it('starts the product queue with the address’s filters, and the page’s query takes that answer', async () => {
    const page = { rows: [], total: 0, page: 2, pageSize: 10, counts: {} };
    const fetchMock = createFetchMock({ 'GET portal/rest/organizer/products': () => page });
    setupHttp(fetchMock);
    signInAs({ roles: ['user', 'organizer'] });
    window.history.pushState({}, '', '/organizer/products?status=violation&page=2');
    const code = loadProductReviewPage();
    // asked before the page's code has arrived
    const calls = apiCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.search).toBe('?status=violation&page=2&pageSize=10');
    await code;
    await expect(
      takeEarly(
        earlyKey('organizer/products', { status: 'violation', keyword: undefined, page: 2, pageSize: 10 }),
      ),
    ).resolves.toEqual(page);
  });

  it('asks nothing for a buyer, nor for a page reached by a link inside the app', async () => {
    const fetchMock = createFetchMock({});
    setupHttp(fetchMock);
    signInAs({ roles: ['user'] });
    window.history.pushState({}, '', '/organizer/products');
    await loadProductReviewPage();
    signInAs({ roles: ['user', 'organizer'] });
    window.history.pushState({}, '', '/organizer/dashboard');
    await loadProductReviewPage();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });
});
