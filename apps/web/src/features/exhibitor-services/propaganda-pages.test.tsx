import type { BoothBindingBoard, InteractionInbox, Propaganda, PropagandaPage } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, errorResponse, renderPage, setupHttp } from '../../test/render';
import PropagandaReviewPage from './organizer/propaganda-review-page';
import BoothBindingPage from './pages/booth-binding-page';
import ExhibitorHubPage from './pages/exhibitor-hub-page';
import InteractionPage from './pages/interaction-page';
import PropagandaAuditPage from './pages/propaganda-audit-page';
import PropagandaPageView from './pages/propaganda-page';

const ITEM: Propaganda = {
  id: 7,
  enterpriseId: 3,
  enterpriseName: '测试纸业',
  kind: 'pressRelease',
  titleZh: '新品发布',
  titleEn: 'Launch',
  bodyZh: '正文内容',
  bodyEn: 'Body',
  files: [],
  status: 'rejected',
  reason: '图片不清晰',
  submittedAt: '2024-04-01T02:00:00Z',
  decidedAt: '2024-04-02T02:00:00Z',
  createdAt: '2024-04-01T01:00:00Z',
  updatedAt: '2024-04-02T02:00:00Z',
};
const page = (rows: Propaganda[]): PropagandaPage => ({ rows, total: rows.length, page: 1, pageSize: 20 });

describe('the propaganda pages', { timeout: 60_000 }, () => {
  it('checks the form, keeps what was typed when the server refuses, and sends one request key per item', async () => {
    let fail = true;
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/propaganda': () => page([]),
      'POST exhibitor/rest/propaganda': () =>
        fail ? errorResponse(400, '服务器繁忙') : { ...ITEM, status: 'submitted', reason: null },
    });
    setupHttp(fetchMock);
    await renderPage(<PropagandaPageView />, { path: '/exhibitor/propaganda' });
    expect(await screen.findByText('暂无宣传资料')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('请输入标题（中文）')).toBeTruthy();
    expect(apiCalls(fetchMock).some((c) => c.init.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('标题（中文）'), { target: { value: '新品发布' } });
    fireEvent.change(screen.getByLabelText('正文（中文）'), { target: { value: '我们将发布新品' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect((screen.getByLabelText('标题（中文）') as HTMLInputElement).value).toBe('新品发布');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect((screen.getByLabelText('标题（中文）') as HTMLInputElement).value).toBe(''));
    const posts = apiCalls(fetchMock).filter((c) => c.init.method === 'POST');
    const bodies = posts.map((c) => JSON.parse(String(c.init.body)));
    expect(bodies).toHaveLength(2);
    // The retry of the same item carries the same key (the server stores it once).
    expect(bodies[0].requestKey).toBe(bodies[1].requestKey);
    expect(bodies[1]).toMatchObject({ titleZh: '新品发布', submit: true, kind: 'pressRelease' });
  });

  it('lists the states and the organizer’s reason, with a way to fix a rejected item', async () => {
    setupHttp(createFetchMock({ 'GET exhibitor/rest/propaganda': () => page([ITEM]) }));
    await renderPage(<PropagandaAuditPage />, { path: '/exhibitor/propagandaAudit' });
    const card = await screen.findByTestId('propaganda-7');
    expect(within(card).getByTestId('propaganda-state').textContent).toBe('已驳回');
    expect(within(card).getByText('主办方意见：图片不清晰')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '修改后重新提交' }).getAttribute('href')).toBe(
      '/exhibitor/propaganda?edit=7',
    );
  });

  it('lets the organizer reject only with a reason', async () => {
    const fetchMock = createFetchMock({
      'GET portal/rest/organizer/exhibitorServices/propaganda': () =>
        page([{ ...ITEM, status: 'submitted', reason: null }]),
      'PUT portal/rest/organizer/exhibitorServices/propaganda/7': ({ body }) => ({
        ...ITEM,
        ...(body as object),
        status: 'rejected',
      }),
    });
    setupHttp(fetchMock);
    await renderPage(<PropagandaReviewPage />, { path: '/organizer/propaganda' });
    const card = await screen.findByTestId('propaganda-7');
    expect(within(card).getByText('测试纸业')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '驳 回' }));
    const ok = await screen.findByRole('button', { name: '确 定' });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('原因（展商可见）'), { target: { value: '图片不清晰' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock).find((c) => c.init.method === 'PUT')?.init.body).toBe(
        JSON.stringify({ decision: 'reject', reason: '图片不清晰' }),
      ),
    );
  });
});

const BOARD: BoothBindingBoard = {
  canEdit: false,
  days: ['2024-05-15', '2024-05-16', '2024-05-17'],
  booths: [{ id: 1, boothNo: '7A01', hall: 'H7', size: 9, limit: 3 }],
  staff: [
    { userId: 10, name: '张三', role: 'admin' },
    { userId: 11, name: '李四', role: 'staff' },
  ],
  bindings: [{ id: 5, boothId: 1, userId: 11, name: '李四', day: '2024-05-15' }],
};

describe('booth binding and interaction pages', { timeout: 60_000 }, () => {
  it('shows who works where per day, read-only for plain staff', async () => {
    setupHttp(createFetchMock({ 'GET exhibitor/rest/boothBinding': () => BOARD }));
    await renderPage(<BoothBindingPage />, { path: '/exhibitor/boothBinding' });
    const day = await screen.findByTestId('binding-day-2024-05-15');
    expect(within(day).getByText('李四')).toBeTruthy();
    expect(within(day).getByText('1 / 3 人')).toBeTruthy();
    expect(screen.getByText('只有企业管理员可以修改人员安排。')).toBeTruthy();
    expect(screen.queryByTestId('binding-add-2024-05-15')).toBeNull();
  });

  it('offers the administrator a choice per day and says when no booth is confirmed', async () => {
    let board: BoothBindingBoard = { ...BOARD, canEdit: true };
    setupHttp(createFetchMock({ 'GET exhibitor/rest/boothBinding': () => board }));
    const view = await renderPage(<BoothBindingPage />, { path: '/exhibitor/boothBinding' });
    expect(await screen.findByTestId('binding-add-2024-05-16')).toBeTruthy();
    view.unmount();
    board = { ...board, booths: [], bindings: [] };
    await renderPage(<BoothBindingPage />, { path: '/exhibitor/boothBinding' });
    expect(await screen.findByText('展位确认后才能安排人员。')).toBeTruthy();
  });

  it('lists interactions newest first with where they are answered', async () => {
    const inbox: InteractionInbox = {
      counts: { follow: 1, collect: 1, card: 0, meeting: 1, chat: 1 },
      items: [
        {
          kind: 'collect',
          userId: 2,
          name: '访客乙',
          subject: '面巾纸',
          refId: 9,
          state: null,
          at: '2024-05-15T03:00:00Z',
        },
        {
          kind: 'chat',
          userId: 3,
          name: '访客丙',
          subject: '求购原生木浆卷纸',
          refId: 12,
          state: 'Pending',
          at: '2024-05-15T02:30:00Z',
        },
        {
          kind: 'meeting',
          userId: 4,
          name: '访客丁',
          subject: '卷纸代理合作',
          refId: 5,
          state: 'PENDING',
          at: '2024-05-15T02:10:00Z',
        },
        {
          kind: 'follow',
          userId: 1,
          name: '访客甲',
          subject: '',
          refId: null,
          state: null,
          at: '2024-05-15T02:00:00Z',
        },
      ],
    };
    setupHttp(createFetchMock({ 'GET exhibitor/rest/exhibitorsInteraction': () => inbox }));
    await renderPage(<InteractionPage />, { path: '/exhibitor/exhibitorsInteraction' });
    const collect = await screen.findByTestId('interaction-collect');
    // The product's name is marked as what a person typed (its own language).
    expect(collect.textContent).toContain('收藏了 面巾纸');
    expect(within(collect).getByText('面巾纸').getAttribute('lang')).toBe('zh-Hans');
    expect(within(collect).getByRole('link', { name: '查看' }).getAttribute('href')).toBe(
      '/product/detail?id=9',
    );
    expect(within(screen.getByTestId('interaction-follow')).getByText('访客甲')).toBeTruthy();
    // A chat application on a member's post: the post's title, its state in words, answered at chatAppl.
    const chat = screen.getByTestId('interaction-chat');
    expect(chat.textContent).toContain('申请洽谈：求购原生木浆卷纸');
    expect(chat.textContent).toContain('待处理');
    expect(within(chat).getByRole('link', { name: '查看' }).getAttribute('href')).toBe(
      '/myEnterprise/chatAppl',
    );
    // A meeting's state in words, never its code.
    const meeting = screen.getByTestId('interaction-meeting');
    expect(meeting.textContent).toContain('洽谈预约（卷纸代理合作）');
    expect(meeting.textContent).toContain('待对方回复');
    expect(meeting.textContent).not.toContain('PENDING');
  });

  it('are reached from the exhibitor service hub', async () => {
    setupHttp(
      createFetchMock({ 'GET exhibitor/rest/enterpriseApplys': () => errorResponse(400, '服务器繁忙') }),
    );
    await renderPage(<ExhibitorHubPage />, { path: '/exhibitor/exhibitorService' });
    for (const [name, href] of [
      ['宣传资料', '/exhibitor/propaganda'],
      ['宣传审核', '/exhibitor/propagandaAudit'],
      ['展位人员', '/exhibitor/boothBinding'],
      ['展商互动', '/exhibitor/exhibitorsInteraction'],
    ]) {
      expect((await screen.findByRole('link', { name: new RegExp(`^${name}`) })).getAttribute('href')).toBe(
        href,
      );
    }
  });
});
