import { afterEach, describe, expect, it } from 'vitest';
import { openedAt } from '../../../lib/early-data';
import { session } from '../../../lib/session/session-store';
import { apiCalls, createFetchMock, setupHttp, signInAs } from '../../../test/render';
import { loadCertificationQueuePage } from './early';

/** Issue 23 item 9: the certification queue asks for its first page beside the page's code. */
describe('the certification queue asked for beside its code', () => {
  afterEach(() => {
    session.signOut();
    window.history.pushState({}, '', '/');
  });

  it('asks for an organizer who opened the address, with its filters; nothing for a buyer or a link inside the app', async () => {
    const fetchMock = createFetchMock({});
    setupHttp(fetchMock);
    signInAs({ roles: ['user'] });
    window.history.pushState({}, '', '/organizer/enterprises');
    await loadCertificationQueuePage();
    signInAs({ roles: ['user', 'organizer'] });
    window.history.pushState({}, '', '/organizer/dashboard');
    await loadCertificationQueuePage();
    expect(apiCalls(fetchMock)).toHaveLength(0);
    window.history.pushState({}, '', '/organizer/enterprises/?status=all&keyword=%E7%BA%B8');
    await loadCertificationQueuePage();
    expect(apiCalls(fetchMock).map((c) => decodeURIComponent(c.url.pathname + c.url.search))).toEqual([
      '/portal/rest/organizer/enterprises/certifications?page=1&keyword=纸&pageSize=20',
    ]);
    expect(openedAt('/organizer/enterprises')?.get('status')).toBe('all');
  });
});
