import { ErrorCode } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import { buildRegistration, DICTS } from '../test-data';
import CheckInPage from './check-in-page';
import VisitorReviewPage from './review-page';

const page = (
  rows = [
    buildRegistration(),
    buildRegistration({ id: 8, name: '李雷', status: 'rejected', form: 'overseas', country: 'FI' }),
  ],
) => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 20,
  counts: { pending: 1, approved: 0, rejected: 1 },
});

describe('VisitorReviewPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ roles: ['user', 'organizer'] }));
  afterEach(() => session.signOut());

  it('lists the queue with counts, filters by status in the URL, approves one', async () => {
    const fetchMock = createFetchMock({
      ...DICTS,
      'GET portal/rest/organizer/visitors': () => page(),
      'GET portal/rest/organizer/visitors/sources': () => [
        { source: 'wechat', visits: 3, registrations: 2, approved: 0 },
      ],
      'POST portal/rest/organizer/visitors/7/approve': () =>
        buildRegistration({ status: 'approved', badgeCode: 'ABCDEFGH23' }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorReviewPage />, { path: '/organizer/visitors' });
    expect(await screen.findByText('王芳')).toBeTruthy();
    expect(screen.getAllByText('******071234')).toHaveLength(2);
    expect(screen.getByText('待审核 1')).toBeTruthy();
    expect(screen.getByText('wechat')).toBeTruthy();
    // the country by its name in the console's language
    expect(within(screen.getAllByTestId('responsive-cards')[0]!).getByText('芬兰')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '通过 王芳' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST portal/rest/organizer/visitors/7/approve')).toHaveLength(1),
    );
    await user.click(screen.getByText('已驳回 1'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/organizer/visitors?page=1&status=rejected'),
    );
  });

  it('does not reject without a reason, and sends the reason given', async () => {
    const fetchMock = createFetchMock({
      ...DICTS,
      'GET portal/rest/organizer/visitors': () => page(),
      'GET portal/rest/organizer/visitors/sources': () => [],
      'POST portal/rest/organizer/visitors/7/reject': () =>
        buildRegistration({ status: 'rejected', rejectReason: '名片模糊' }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorReviewPage />, { path: '/organizer/visitors' });
    await user.click(await screen.findByRole('button', { name: '驳回 王芳' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/organizer/visitors/7/reject')).toEqual([]);
    await user.type(within(dialog).getByLabelText('驳回原因'), '名片模糊');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST portal/rest/organizer/visitors/7/reject')).toEqual([
        { reason: '名片模糊' },
      ]),
    );
  });

  it('bulk-approves the selected rows', async () => {
    const fetchMock = createFetchMock({
      ...DICTS,
      'GET portal/rest/organizer/visitors': () => page(),
      'GET portal/rest/organizer/visitors/sources': () => [],
      'POST portal/rest/organizer/visitors/approve': () => ({ approved: [7, 8], skipped: [] }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorReviewPage />, { path: '/organizer/visitors' });
    await screen.findByText('王芳');
    const boxes = screen.getAllByRole('checkbox');
    await user.click(boxes[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: '批量通过（2）' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST portal/rest/organizer/visitors/approve')).toEqual([
        { ids: [7, 8] },
      ]),
    );
  });
});

describe('CheckInPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ roles: ['user', 'organizer'] }));
  afterEach(() => session.signOut());

  it('records an entry, says who and when a badge was already checked in, and names an unknown badge', async () => {
    let scans = 0;
    const entry = {
      registration: buildRegistration({ status: 'approved' }),
      checkedInAt: '2024-05-15T01:05:00.000Z',
    };
    setupHttp(
      createFetchMock({
        'POST portal/rest/organizer/visitors/checkin': () => {
          scans += 1;
          if (scans === 1) return entry;
          if (scans === 2)
            return errorResponse(409, '该观众已于 09:05 签到', ErrorCode.VISITOR_ALREADY_CHECKED_IN, entry);
          return errorResponse(404, '电子胸卡无效或尚未通过审核', ErrorCode.VISITOR_BADGE_INVALID);
        },
      }),
    );
    const { user } = await renderPage(<CheckInPage />, { path: '/organizer/checkin' });
    await user.type(screen.getByLabelText('胸卡编号'), 'CIDPEX:ABCDEFGH23{Enter}');
    const ok = await screen.findByTestId('checkin-ok');
    expect(ok.textContent).toContain('签到成功');
    expect(ok.textContent).toContain('王芳');
    expect(ok.textContent).toMatch(/2024年5月15日 09:05（北京时间）/);
    await user.type(screen.getByLabelText('胸卡编号'), 'ABCDEFGH23{Enter}');
    const again = await screen.findByTestId('checkin-again');
    expect(again.textContent).toContain('已签到过');
    expect(again.textContent).toContain('王芳');
    expect(again.textContent).toMatch(/首次签到：2024年5月15日 09:05/);
    await user.type(screen.getByLabelText('胸卡编号'), 'NOSUCHBADGE{Enter}');
    const unknown = await screen.findByTestId('checkin-unknown');
    expect(unknown.textContent).toContain('无法识别的胸卡');
    expect(unknown.textContent).toContain('NOSUCHBADGE');
    expect(unknown.textContent).not.toContain('请求的资源不存在');
  });
});
