import type { EnterpriseLink, Progress } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOUND_STAFF, mockEnterpriseCenter } from '../../test/enterprise-center';
import { bodiesSentTo, errorResponse, renderPage } from '../../test/render';
import ProgressPage from './progress-page';

const progress: Progress = { enterpriseId: 7, steps: [] };
const link = (over: Partial<EnterpriseLink>): EnterpriseLink => ({
  id: 1,
  direction: 'incoming',
  relation: 'subsidiary',
  status: 'pending',
  reason: null,
  other: { id: 9, name: '远山纸业示范公司', nameEn: null, logoUrl: null },
  createdAt: '2024-04-01T00:00:00.000Z',
  decidedAt: null,
  ...over,
});

describe('related enterprises and pending audits on the progress page (issue 23 item 6)', () => {
  it('the administrator sees what waits, accepts a request received and asks another by credit code', async () => {
    let links = [
      link({}),
      link({
        id: 2,
        direction: 'outgoing',
        status: 'accepted',
        relation: 'affiliate',
        other: { id: 10, name: '白云示范纸品', nameEn: null, logoUrl: null },
      }),
    ];
    const fetchMock = mockEnterpriseCenter({
      'GET exhibitor/rest/staffs/isBoundEnterprise': () => ({
        ...BOUND_STAFF,
        membership: { ...BOUND_STAFF.membership!, role: 'admin' },
      }),
      'GET exhibitor/rest/enterprise/7/progress': () => progress,
      'POST exhibitor/rest/enterprise/auditPending': () => ({
        toDecide: [
          { kind: 'linkRequests', count: 1 },
          { kind: 'joinRequests', count: 0 },
        ],
        waiting: [{ kind: 'page', count: 1 }],
      }),
      'GET exhibitor/rest/enterprise/7/bind/enterprise': () => links,
      'POST exhibitor/rest/enterprise/7/bind/enterprise': () => {
        links = [{ ...links[0]!, status: 'accepted' }, links[1]!];
        return links[0];
      },
      'POST exhibitor/rest/enterprise/bindNew': () => errorResponse(400, '未找到该企业', 10600),
    });
    const { user } = await renderPage(<ProgressPage />, { path: '/myEnterprise/progress' });
    const audits = await screen.findByTestId('pending-audits');
    expect(within(audits).getByText('关联企业申请: 1')).toBeTruthy();
    expect(within(audits).getByText('展商页面: 1')).toBeTruthy();
    expect(within(audits).queryByText(/加入申请/)).toBeNull();
    const list = await screen.findByTestId('related-list');
    expect(within(list).getByText('远山纸业示范公司')).toBeTruthy();
    expect(within(list).getByText('子公司')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /^同\s?意$/ }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/enterprise/7/bind/enterprise')).toEqual([
        { linkId: 1, decision: 'accept' },
      ]),
    );
    expect(await within(screen.getByTestId('related-list')).findAllByText('已关联')).toHaveLength(2);

    // A short code is refused in the form; the server's refusal is shown and the code kept.
    const code = screen.getByLabelText('统一社会信用代码');
    fireEvent.change(code, { target: { value: '91320100' } });
    await user.click(screen.getByRole('button', { name: '发送关联申请' }));
    expect(await screen.findByText('统一社会信用代码为18位')).toBeTruthy();
    fireEvent.change(code, { target: { value: '91320100mA1XYZ1234' } });
    await user.click(screen.getByRole('button', { name: '发送关联申请' }));
    expect(await screen.findByText('未找到该企业')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/enterprise/bindNew')).toEqual([
      { creditCode: '91320100MA1XYZ1234', relation: 'affiliate' },
    ]);
    expect((code as HTMLInputElement).value).toBe('91320100mA1XYZ1234');
  }, 180_000);
});
