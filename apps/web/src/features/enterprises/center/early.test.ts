import { afterEach, describe, expect, it } from 'vitest';
import { takeEarly } from '../../../lib/early-data';
import { session } from '../../../lib/session/session-store';
import { apiCalls, createFetchMock, setupHttp, signInAs } from '../../../test/render';
import { BOUND_EARLY_KEY, enterpriseEarlyKey } from '../api/center';
import { loadBasicInfoPage } from './early';

/**
 * Issue 23 item 9: /myEnterprise asks for the membership and the enterprise side by side,
 * beside the page's code, instead of code → membership → enterprise one after the other.
 */
describe('/myEnterprise asked for beside its code', () => {
  afterEach(() => {
    session.signOut();
    window.history.pushState({}, '', '/');
    takeEarly(BOUND_EARLY_KEY);
    takeEarly(enterpriseEarlyKey(42));
  });

  it('asks for both at once when a signed-in member opened the address; nothing otherwise', async () => {
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/staffs/isBoundEnterprise': () => ({ bound: true, membership: null }),
      'GET exhibitor/rest/enterprise/42': () => ({ enterprise: { id: 42 } }),
    });
    setupHttp(fetchMock);
    // signed out, or reached by a link inside the app: the page asks for itself
    window.history.pushState({}, '', '/myEnterprise');
    await loadBasicInfoPage();
    signInAs({ enterpriseId: 42 });
    window.history.pushState({}, '', '/user/UserCenter');
    await loadBasicInfoPage();
    expect(apiCalls(fetchMock)).toHaveLength(0);

    window.history.pushState({}, '', '/myEnterprise/basicinfo');
    const page = loadBasicInfoPage();
    // both calls are out before the page's code has arrived
    expect(apiCalls(fetchMock).map((c) => c.url.pathname)).toEqual([
      '/exhibitor/rest/staffs/isBoundEnterprise',
      '/exhibitor/rest/enterprise/42',
    ]);
    await page;
    await expect(takeEarly(BOUND_EARLY_KEY)).resolves.toEqual({ bound: true, membership: null });
    await expect(takeEarly(enterpriseEarlyKey(42))).resolves.toEqual({ enterprise: { id: 42 } });
  });

  it('without an enterprise in the session, asks for the membership, keeps its enterprise, and the next load asks for both', async () => {
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/staffs/isBoundEnterprise': () => ({ bound: true, membership: { enterpriseId: 7 } }),
      'GET exhibitor/rest/enterprise/7': () => ({ enterprise: { id: 7 } }),
    });
    setupHttp(fetchMock);
    signInAs({ enterpriseId: null });
    localStorage.removeItem('enterpriseId');
    window.history.pushState({}, '', '/enterpriseCenterEn');
    await loadBasicInfoPage();
    expect(apiCalls(fetchMock).map((c) => c.url.pathname)).toEqual([
      '/exhibitor/rest/staffs/isBoundEnterprise',
    ]);
    await takeEarly(BOUND_EARLY_KEY);
    expect(localStorage.getItem('enterpriseId')).toBe('7');
    await loadBasicInfoPage();
    expect(apiCalls(fetchMock).map((c) => c.url.pathname)).toEqual([
      '/exhibitor/rest/staffs/isBoundEnterprise',
      '/exhibitor/rest/staffs/isBoundEnterprise',
      '/exhibitor/rest/enterprise/7',
    ]);
    takeEarly(BOUND_EARLY_KEY);
    takeEarly(enterpriseEarlyKey(7));
    localStorage.removeItem('enterpriseId');
  });
});
