import type { Settlement, SettlementRow } from '@cidpex/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  apiCalls,
  createFetchMock,
  errorResponse,
  type MockRequest,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import SettledInterestPage from './settled-interest-page';
import SettlementPage from './settlement-page';
import SettlementQueuePage from './settlement-queue-page';

type Handlers = Record<string, (request: MockRequest) => unknown>;

function bound(role: 'admin' | 'operator' | 'staff' | null, certified = true) {
  return {
    bound: role !== null,
    membership:
      role === null
        ? null
        : {
            staffId: 1,
            enterpriseId: 7,
            name: '青禾纸品示范有限公司',
            nameEn: 'Qinghe Demo Paper Co.',
            certified,
            status: certified ? 'certified' : 'pending',
            role,
            joinedAt: '2024-03-01T00:00:00.000Z',
          },
  };
}

const settlement: Settlement = {
  id: 3,
  enterpriseId: 7,
  status: 'rejected',
  interests: ['booth', 'webcast'],
  contactName: '王芳',
  contactPhone: '025-58000001',
  note: '希望 36 平方米展位',
  paperAttachmentIds: [11],
  rejectReason: '请补充展位面积的需求说明',
  submittedAt: '2024-04-01T02:00:00.000Z',
  reviewedAt: '2024-04-02T02:00:00.000Z',
};

function stateList(state: 'none' | Settlement['status'], row: Settlement | null = null) {
  return () => ({ states: ['pending', 'settled', 'rejected'], state, settlement: row });
}

function handlers(extra: Handlers = {}, role: 'admin' | 'staff' | null = 'admin'): Handlers {
  return {
    'GET exhibitor/rest/staffs/isBoundEnterprise': () => bound(role),
    'GET portal/rest/entCer/check': () => ({ state: 'none', enterprise: null, rejectReason: null }),
    'GET exhibitor/rest/enterprise/settlement/stateList': stateList('none'),
    'GET portal/rest/attachments/11': () => ({
      id: 11,
      key: 'settled/2024/04/a.pdf',
      url: '/attachment/settled/2024/04/a.pdf',
      kind: 'settled',
      fileName: '展位需求.pdf',
      mimeType: 'application/pdf',
      size: 1200,
      width: null,
      height: null,
      refType: 'enterpriseSettlement',
      refId: '7',
      createdAt: '2024-04-01T02:00:00.000Z',
    }),
    ...extra,
  };
}

function sent(fetchMock: ReturnType<typeof createFetchMock>, method: string, end: string) {
  return apiCalls(fetchMock)
    .filter(({ url, init }) => (init.method ?? 'GET') === method && url.pathname.endsWith(end))
    .map(({ init }) => (typeof init.body === 'string' ? JSON.parse(init.body) : init.body));
}

describe('SettlementPage (/enterprise/settlement)', () => {
  it('sends a user without an enterprise to certification', async () => {
    setupHttp(createFetchMock(handlers({}, null)));
    await renderPage(<SettlementPage />, { path: '/enterprise/settlement' });
    expect(await screen.findByText('您还没有所属企业')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去企业认证' }).getAttribute('href')).toBe(
      '/enterprise/certification',
    );
  });

  it('shows a rejected application with its reason, its papers and the way to resubmit', async () => {
    setupHttp(
      createFetchMock(
        handlers({ 'GET exhibitor/rest/enterprise/settlement/stateList': stateList('rejected', settlement) }),
      ),
    );
    await renderPage(<SettlementPage />, { path: '/enterprise/settlement' });
    expect((await screen.findByTestId('settlement-rejected')).textContent).toContain(
      '请补充展位面积的需求说明',
    );
    expect(screen.getByTestId('settlement-state').textContent).toBe('未通过');
    expect(screen.getByText('展位预订')).toBeTruthy();
    expect(screen.getByText('直播推广')).toBeTruthy();
    expect(screen.getByText('希望 36 平方米展位')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '展位需求.pdf' })).getAttribute('href')).toBe(
      '/attachment/settled/2024/04/a.pdf',
    );
    expect(screen.getByRole('link', { name: '修改并重新提交' }).getAttribute('href')).toBe(
      '/enterprise/settledInterest',
    );
  });

  it('tells a member who is not the administrator to ask the administrator (English)', async () => {
    setupHttp(createFetchMock(handlers({}, 'staff')));
    await renderPage(<SettlementPage />, { path: '/enterprise/settlement', lang: 'en' });
    expect(await screen.findByText('Not applied')).toBeTruthy();
    expect(
      screen.getByText(
        "Only the enterprise administrator can apply or change the application. Please ask your company's administrator.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply to settle' })).toBeNull();
  });
});

describe('SettledInterestPage (/enterprise/settledInterest)', () => {
  let fetchMock: ReturnType<typeof createFetchMock>;
  beforeEach(() => {
    fetchMock = createFetchMock(
      handlers({
        'POST exhibitor/rest/attachments/uploadSettled': () => ({
          id: 21,
          key: 'settled/2024/05/b.pdf',
          url: '/attachment/settled/2024/05/b.pdf',
          kind: 'settled',
          fileName: 'papers.pdf',
          mimeType: 'application/pdf',
          size: 10,
          width: null,
          height: null,
          refType: null,
          refId: null,
          createdAt: '2024-05-01T02:00:00.000Z',
        }),
        'POST exhibitor/rest/enterprise/settlement/settled': ({ body }) => ({
          ...settlement,
          ...(body as object),
          status: 'pending',
          rejectReason: null,
        }),
      }),
    );
    setupHttp(fetchMock);
  });

  it('refuses an empty form, then applies with the services, contact and an uploaded paper', async () => {
    const { user } = await renderPage(<SettledInterestPage />, { path: '/enterprise/settledInterest' });
    await user.click(await screen.findByRole('button', { name: '提交入驻申请' }));
    expect(await screen.findByText('请至少选择一项服务')).toBeTruthy();
    expect(await screen.findByText('请输入联系人')).toBeTruthy();
    expect(await screen.findByText('请输入联系电话')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: '线上展厅' }));
    await user.click(screen.getByRole('checkbox', { name: '供采对接' }));
    await user.type(screen.getByLabelText('联系人'), '王芳');
    await user.type(screen.getByLabelText('联系电话'), 'abc');
    await user.click(screen.getByRole('button', { name: '提交入驻申请' }));
    expect(await screen.findByText('电话号码格式不正确')).toBeTruthy();
    await user.clear(screen.getByLabelText('联系电话'));
    await user.type(screen.getByLabelText('联系电话'), '025-58000001');
    await user.type(screen.getByLabelText('备注'), '希望对接华东商超');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'papers.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('papers.pdf')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/settlement/settled')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '提交入驻申请' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/enterprise/settlement'));
    expect(sent(fetchMock, 'POST', '/settlement/settled')).toEqual([
      {
        interests: ['onlineShowroom', 'matchmaking'],
        contactName: '王芳',
        contactPhone: '025-58000001',
        note: '希望对接华东商超',
        paperAttachmentIds: [21],
      },
    ]);
  }, 30_000);

  it('shows a paper at once with the percent sent while it goes up (issue 24)', async () => {
    let report: (percent: number) => void = () => {};
    let answer: (value: unknown) => void = () => {};
    const held = createFetchMock(
      handlers({
        'POST exhibitor/rest/attachments/uploadSettled': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      }),
    );
    setupHttp(held, {
      sendWithProgress: (url, init, onProgress) => {
        report = onProgress;
        return held(url, init);
      },
    });
    const { user } = await renderPage(<SettledInterestPage />, { path: '/enterprise/settledInterest' });
    await screen.findByRole('button', { name: '提交入驻申请' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'papers.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('papers.pdf')).toBeTruthy();
    expect((await screen.findByTestId('upload-percent')).textContent).toBe('0%');
    act(() => report(42));
    expect(screen.getByTestId('upload-percent').textContent).toBe('42%');
    answer({ id: 22, url: '/attachment/settled/2024/05/c.pdf', fileName: 'papers.pdf', kind: 'settled' });
    await waitFor(() => expect(screen.queryByTestId('upload-percent')).toBeNull());
  }, 30_000);

  it('starts a first application from the account: the administrator as the contact, editable (issue 24)', async () => {
    signInAs({ name: '王芳', mobile: '13800000002' });
    try {
      const { user } = await renderPage(<SettledInterestPage />, { path: '/enterprise/settledInterest' });
      const name = (await screen.findByLabelText('联系人')) as HTMLInputElement;
      expect(name.value).toBe('王芳');
      expect((screen.getByLabelText('联系电话') as HTMLInputElement).value).toBe('13800000002');
      await user.clear(name);
      await user.type(name, '李四');
      expect(name.value).toBe('李四');
    } finally {
      session.signOut();
    }
  });

  it('changes a rejected application with PUT modify, prefilled, and shows a refused paper', async () => {
    fetchMock = createFetchMock(
      handlers({
        'GET exhibitor/rest/enterprise/settlement/stateList': stateList('rejected', settlement),
        'PUT exhibitor/rest/enterprise/settlement/modify': () =>
          errorResponse(400, '入驻资料不可用，请重新上传', 10630),
      }),
    );
    setupHttp(fetchMock);
    const { user } = await renderPage(<SettledInterestPage />, { path: '/enterprise/settledInterest' });
    const name = await screen.findByLabelText('联系人');
    expect((name as HTMLInputElement).value).toBe('王芳');
    expect((screen.getByRole('checkbox', { name: '展位预订' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('资料 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存并重新提交' }));
    expect(await screen.findByText('入驻资料不可用，请重新上传')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', '/settlement/modify')).toEqual([
      {
        interests: ['booth', 'webcast'],
        contactName: '王芳',
        contactPhone: '025-58000001',
        note: '希望 36 平方米展位',
        paperAttachmentIds: [11],
      },
    ]);
    expect(sent(fetchMock, 'POST', '/settlement/settled')).toHaveLength(0);
    expect(screen.getByTestId('location').textContent).toBe('/enterprise/settledInterest');
  }, 30_000);

  it('has no form once settled, nor for a member who is not the administrator', async () => {
    setupHttp(
      createFetchMock(
        handlers({
          'GET exhibitor/rest/enterprise/settlement/stateList': stateList('settled', {
            ...settlement,
            status: 'settled',
            rejectReason: null,
          }),
        }),
      ),
    );
    const first = await renderPage(<SettledInterestPage />, { path: '/enterprise/settledInterest' });
    expect(await screen.findByText('贵公司已入驻，无需再次申请。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交入驻申请' })).toBeNull();
    first.unmount();

    setupHttp(createFetchMock(handlers({}, 'staff')));
    await renderPage(<SettledInterestPage />, { path: '/enterprise/settledInterest', lang: 'zh-Hant' });
    expect(await screen.findByText('只有企業管理員可以申請或修改入駐，請聯繫貴公司的管理員。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交入駐申請' })).toBeNull();
  });
});

describe('SettlementQueuePage (/organizer/settlements)', () => {
  const row: SettlementRow = {
    ...settlement,
    status: 'pending',
    rejectReason: null,
    reviewedAt: null,
    enterpriseName: '南京青禾纸业示例有限公司',
    enterpriseNameEn: 'Nanjing Qinghe Paper (Demo) Co., Ltd.',
  };
  let fetchMock: ReturnType<typeof createFetchMock>;
  beforeEach(() => {
    fetchMock = createFetchMock(
      handlers({
        'GET portal/rest/organizer/enterprises/settlements': ({ url }) =>
          url.searchParams.get('status') === 'pending' || !url.searchParams.get('status')
            ? {
                rows: [row],
                total: 1,
                page: 1,
                pageSize: 20,
                counts: { pending: 1, settled: 3, rejected: 0 },
              }
            : { rows: [], total: 0, page: 1, pageSize: 20, counts: { pending: 1, settled: 3, rejected: 0 } },
        'PUT portal/rest/organizer/enterprises/settlements/3/approve': () => ({ ...row, status: 'settled' }),
        'PUT portal/rest/organizer/enterprises/settlements/3/reject': ({ body }) => ({
          ...row,
          status: 'rejected',
          rejectReason: (body as { reason: string }).reason,
        }),
      }),
    );
    setupHttp(fetchMock);
  });

  it('opens on the waiting applications and approves one', async () => {
    const { user } = await renderPage(<SettlementQueuePage />, { path: '/organizer/settlements' });
    const item = await screen.findByTestId('settlement-3');
    expect(item.textContent).toContain('南京青禾纸业示例有限公司');
    expect(screen.getByText('已入驻（3）')).toBeTruthy();
    expect(item.textContent).toContain('025-58000001');
    const [first] = apiCalls(fetchMock).filter(({ url }) => url.pathname.endsWith('/settlements'));
    expect(first?.url.searchParams.get('status')).toBe('pending');
    await user.click(within(item).getByRole('button', { name: '通过 南京青禾纸业示例有限公司' }));
    expect(await screen.findByText('已通过入驻申请')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', '/settlements/3/approve')).toHaveLength(1);
  });

  it('rejects only with a reason', async () => {
    const { user } = await renderPage(<SettlementQueuePage />, { path: '/organizer/settlements' });
    const item = await screen.findByTestId('settlement-3');
    await user.click(within(item).getByRole('button', { name: '驳回 南京青禾纸业示例有限公司' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('请输入拒绝原因')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', '/settlements/3/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('驳回原因'), '资料不全');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await screen.findByText('已驳回，企业将收到短信通知')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', '/settlements/3/reject')).toEqual([{ reason: '资料不全' }]);
  });

  it('keeps the state filter in the URL', async () => {
    const { user } = await renderPage(<SettlementQueuePage />, { path: '/organizer/settlements' });
    await screen.findByTestId('settlement-3');
    await user.click(screen.getByText('已入驻（3）'));
    expect(await screen.findByText('暂无入驻申请')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/organizer/settlements?status=settled');
  });
});
