import type {
  Application,
  BoothContract,
  RecommendCardDetail,
  RecommendCardPage,
  StaffPassList,
} from '@cidpex/contracts';
import { ErrorCode } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import {
  apiCalls,
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../test/render';
import { ApplicationWizard } from './pages/application-wizard';
import ApplyNavigationPage from './pages/apply-navigation-page';
import CardDetailPage from './pages/card-detail-page';
import EnterpriseInfoPage from './pages/enterprise-info-page';
import RecommendCardsPage from './pages/recommend-card-page';
import ServicePlatformPage from './pages/service-platform-page';
import SettledPlatformPage from './pages/settled-platform-page';

const COMPANY = {
  name: '测试纸业',
  nameEn: 'Test Paper',
  creditCode: '91320000MA1XXXXX0X',
  address: '南京市建邺区',
  website: '',
  landline: '',
  contactName: '李娜',
  contactMobile: '13912345678',
  contactEmail: 'lina@example.com',
};
const HELD = {
  id: 8,
  kind: 'request' as const,
  status: 'held' as const,
  boothNo: '7A01',
  hall: 'H7',
  fromBoothNo: null,
  type: 'standard' as const,
  area: 9,
  corner: false,
  price: 1_280_000,
  heldUntil: null,
  reason: null,
  createdAt: '2024-04-01T02:00:00Z',
};
const APP: Application = {
  id: 3,
  exhibitionId: 200417,
  enterpriseId: 5,
  status: 'draft',
  company: null,
  business: { mainBusiness: 'I1', exhibits: '卫生纸', brands: '' },
  booth: { type: 'standard', area: 9, width: 3, depth: 3 },
  hpia: null,
  sphere: null,
  reviewNote: null,
  submittedAt: null,
  reviewedAt: null,
  updatedAt: '2024-04-01T02:00:00Z',
  boothRequests: [],
  total: 0,
  prefill: { name: '测试纸业（认证）', address: '南京' },
};

afterEach(() => session.signOut());

describe('the meeting step of the wizard', { timeout: 60_000 }, () => {
  it('saves the meeting room and HPIA extras, keeps them on a refusal, and the confirmation shows them', async () => {
    let app: Application = { ...APP, company: COMPANY, boothRequests: [HELD], total: HELD.price };
    let refuse = true;
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/enterpriseApplys': () => app,
      'POST exhibitor/rest/sphereRequest': ({ body }) => {
        if (refuse) return errorResponse(409, '申请状态不允许此操作', 11303);
        const sphere = { ...(body as object), id: 11, enterpriseId: 5, updatedAt: '2024-04-02T02:00:00Z' };
        app = { ...app, sphere: sphere as Application['sphere'] };
        return sphere;
      },
      'PUT exhibitor/rest/hpiaExtras': ({ body }) => {
        app = { ...app, hpia: body as Application['hpia'] };
        return body;
      },
    });
    setupHttp(fetchMock);
    await renderPage(<ApplicationWizard initial="meeting" />, {
      path: '/enterpriseServicePlatform/applyMeeting',
    });
    fireEvent.click(await screen.findByRole('switch', { name: '预订会议室' }));
    const seats = await screen.findByLabelText('座位数');
    fireEvent.change(seats, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('switch', { name: 'HPIA 会员' }));
    fireEvent.change(screen.getByLabelText('论坛席位'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(await screen.findByText('申请状态不允许此操作')).toBeTruthy();
    expect((screen.getByLabelText('座位数') as HTMLInputElement).value).toBe('40');
    expect(screen.getByTestId('location').textContent).toBe('/enterpriseServicePlatform/applyMeeting');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('step=confirm'));
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/sphereRequest').at(-1)).toEqual({
      meetingRoom: true,
      seats: 40,
      day: '',
      note: '',
    });
    expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/hpiaExtras')).toEqual([
      { member: true, forumSeats: 2, catalogueEntry: false },
    ]);
    const summary = await screen.findByTestId('meeting-summary');
    await waitFor(() => expect(summary.textContent).toContain('40 个座位，展期内任意一天'));
    expect(summary.textContent).toContain('HPIA 会员是');
  });

  it('corrects a saved meeting room with its id', async () => {
    const sphere = {
      id: 11,
      enterpriseId: 5,
      updatedAt: '',
      meetingRoom: true,
      seats: 20,
      day: '2024-05-16' as const,
      note: '',
    };
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/enterpriseApplys': () => ({ ...APP, sphere }),
      'PUT exhibitor/rest/sphereRequest': ({ body }) => ({ ...sphere, ...(body as object) }),
      'PUT exhibitor/rest/hpiaExtras': ({ body }) => body,
    });
    setupHttp(fetchMock);
    await renderPage(<ApplicationWizard initial="meeting" />, {
      path: '/enterpriseServicePlatform/applyMeeting',
    });
    fireEvent.change(await screen.findByLabelText('座位数'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/sphereRequest')).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/sphereRequest')[0]).toMatchObject({
      id: 11,
      seats: 30,
      day: '2024-05-16',
    });
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/sphereRequest')).toHaveLength(0);
  });
});

describe('the application navigation', { timeout: 60_000 }, () => {
  it("shows each step's state and links the open ones", async () => {
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/enterpriseApplys': () => APP,
        'GET exhibitor/rest/advertisingRequest': () => [],
      }),
    );
    await renderPage(<ApplyNavigationPage />, { path: '/enterpriseServicePlatform/applyNavigation' });
    const step = async (s: string) => screen.findByTestId(`nav-step-${s}`);
    expect((await step('company')).getAttribute('data-state')).toBe('todo');
    expect((await step('business')).getAttribute('data-state')).toBe('done');
    expect((await step('booth')).getAttribute('data-state')).toBe('done');
    expect((await step('plan')).getAttribute('data-state')).toBe('todo');
    const confirm = await step('confirm');
    expect(confirm.getAttribute('data-state')).toBe('locked');
    expect(confirm.textContent).toContain('请先完成公司、业务和展位意向并选定展位。');
    expect(within(confirm).queryByRole('link')).toBeNull();
    expect(
      within(await step('meeting'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/enterpriseServicePlatform/applyMeeting');
    expect(screen.getByTestId('nav-status').textContent).toContain('草稿');
  });

  it('locks what is left once the application is sent', async () => {
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/enterpriseApplys': () => ({
          ...APP,
          company: COMPANY,
          status: 'submitted',
          boothRequests: [{ ...HELD, status: 'requested' }],
        }),
        'GET exhibitor/rest/advertisingRequest': () => [],
      }),
    );
    await renderPage(<ApplyNavigationPage />, { path: '/enterpriseServicePlatform/applyNavigation' });
    expect((await screen.findByTestId('nav-step-confirm')).getAttribute('data-state')).toBe('done');
    const meeting = screen.getByTestId('nav-step-meeting');
    expect(meeting.getAttribute('data-state')).toBe('locked');
    expect(meeting.textContent).toContain('已提交审核');
  });
});

describe('the enterprise information', { timeout: 60_000 }, () => {
  it('shows the certified data until the company step is saved, with edit links while editable', async () => {
    setupHttp(createFetchMock({ 'GET exhibitor/rest/enterpriseApplys': () => APP }));
    await renderPage(<EnterpriseInfoPage />, { path: '/enterpriseServicePlatform/enterpriseInfo' });
    const company = await screen.findByTestId('info-company');
    expect(company.textContent).toContain('测试纸业（认证）');
    expect(company.textContent).toContain('来自已认证企业');
    expect(within(company).getByRole('link', { name: '修改' }).getAttribute('href')).toBe(
      '/enterpriseServicePlatform/applyBasicPage',
    );
    expect(screen.getByTestId('info-business').textContent).toContain('卫生纸');
  });

  it('is read-only once approved', async () => {
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/enterpriseApplys': () => ({ ...APP, company: COMPANY, status: 'approved' }),
      }),
    );
    await renderPage(<EnterpriseInfoPage />, { path: '/enterpriseServicePlatform/enterpriseInfo' });
    expect((await screen.findByTestId('info-company')).textContent).toContain('lina@example.com');
    expect(screen.queryByRole('link', { name: '修改' })).toBeNull();
  });
});

const CONTRACT: BoothContract = {
  id: 1,
  contractNo: 'CIDPEX32-0001',
  enterpriseId: 5,
  enterpriseName: '测试纸业',
  status: 'issued',
  booths: [],
  amount: 1_280_000,
  paymentStatus: 'unpaid',
  paymentReference: '',
  paidAt: null,
  returnCopyId: null,
  createdAt: '2024-04-03T02:00:00Z',
};
const PASSES: StaffPassList = { enterpriseName: '测试纸业', booths: [], boothArea: 9, limit: 3, passes: [] };

describe('the exhibitor service platform', { timeout: 60_000 }, () => {
  it("shows the approved enterprise's booth, contract and passes", async () => {
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/enterpriseApplys': () => ({
          ...APP,
          company: COMPANY,
          status: 'approved',
          boothRequests: [{ ...HELD, status: 'approved' }],
        }),
        'GET portal/rest/contracts': () => [CONTRACT],
        'GET exhibitor/rest/staffPasses': () => PASSES,
      }),
    );
    await renderPage(<ServicePlatformPage />, {
      path: '/enterpriseServicePlatform/exhibitorServicePlatform',
    });
    expect((await screen.findByTestId('platform-booths')).textContent).toContain('7A01');
    await waitFor(() =>
      expect(screen.getByTestId('platform-contracts').textContent).toContain('CIDPEX32-0001'),
    );
    expect(screen.getByTestId('platform-contracts').textContent).toContain('未付款');
    await waitFor(() =>
      expect(screen.getByTestId('platform-passes').textContent).toContain('已办理 0 / 3 张'),
    );
    expect(screen.queryByText('您的参展申请尚未通过，主办方审核通过后开放各项服务。')).toBeNull();
  });

  it('says the services wait for the approval, and shows a failed block with its retry', async () => {
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/enterpriseApplys': () => APP,
        'GET portal/rest/contracts': () => errorResponse(500, '服务器繁忙'),
        'GET exhibitor/rest/staffPasses': () => PASSES,
      }),
    );
    await renderPage(<ServicePlatformPage />, {
      path: '/enterpriseServicePlatform/exhibitorServicePlatform',
    });
    expect(await screen.findByText('您的参展申请尚未通过，主办方审核通过后开放各项服务。')).toBeTruthy();
    expect(await within(screen.getByTestId('platform-contracts')).findByText('服务器繁忙')).toBeTruthy();
  });
});

describe('the settled page', { timeout: 60_000 }, () => {
  it('asks an anonymous visitor to sign in, without calling the server', async () => {
    const fetchMock = createFetchMock({});
    setupHttp(fetchMock);
    await renderPage(<SettledPlatformPage />, { path: '/enterpriseServicePlatform/settledPlatform' });
    fireEvent.click(await screen.findByRole('button', { name: /^登\s?录$/ }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/user/Login?redirect=%2FenterpriseServicePlatform%2FsettledPlatform',
    );
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('sends a user of no enterprise to certification', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/staffs/isBoundEnterprise': () => ({ bound: false, membership: null }),
      }),
    );
    await renderPage(<SettledPlatformPage />, { path: '/enterpriseServicePlatform/settledPlatform' });
    expect((await screen.findByTestId('settled-text')).textContent).toBe('您的账号尚未加入任何企业。');
    fireEvent.click(screen.getByRole('button', { name: '企业认证' }));
    expect(screen.getByTestId('location').textContent).toBe('/enterprise/certification');
  });

  it('sends a member of a certified enterprise on with its application', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/staffs/isBoundEnterprise': () => ({
          bound: true,
          membership: {
            staffId: 1,
            enterpriseId: 5,
            name: '测试纸业',
            nameEn: null,
            certified: true,
            status: 'certified',
            role: 'admin',
            joinedAt: '2024-01-01T00:00:00Z',
          },
        }),
        'GET exhibitor/rest/enterpriseApplys': () => APP,
      }),
    );
    await renderPage(<SettledPlatformPage />, { path: '/enterpriseServicePlatform/settledPlatform' });
    await waitFor(() =>
      expect(screen.getByTestId('settled-text').textContent).toContain('测试纸业 已认证。'),
    );
    fireEvent.click(await screen.findByRole('button', { name: '继续填写申请' }));
    expect(screen.getByTestId('location').textContent).toBe('/enterpriseServicePlatform/applyNavigation');
  });
});

const PAGE: RecommendCardPage = {
  rows: [
    {
      purposeId: 9,
      name: '王采购',
      enterpriseName: '王氏贸易',
      enterpriseNameEn: 'Wang Trading',
      category: 'finishedTissue',
      seeking: '求购三层卫生纸',
      publishTime: '2024-04-02T02:00:00Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 12,
  categories: ['diapers', 'feminine', 'wipes'],
  industry: 'I2',
};

describe("recommended buyers' cards", { timeout: 60_000 }, () => {
  it('lists the public part of each card and filters by category', async () => {
    const fetchMock = createFetchMock({ 'GET exhibitor/rest/recommendCards': () => PAGE });
    setupHttp(fetchMock);
    await renderPage(<RecommendCardsPage />, { path: '/enterpriseServicePlatform/recommendCard' });
    const card = await screen.findByTestId('recommend-card-9');
    expect(card.textContent).toContain('王采购');
    expect(card.textContent).toContain('王氏贸易');
    expect(card.textContent).toContain('求购三层卫生纸');
    expect(within(card).getByRole('link', { name: '查看名片' }).getAttribute('href')).toBe(
      '/enterpriseServicePlatform/cardDetail?id=9',
    );
    expect(screen.getByTestId('cards-industry').textContent).toContain('卫生用品');
    fireEvent.click(screen.getByText('湿巾'));
    await waitFor(() =>
      expect(apiCalls(fetchMock).some((c) => c.url.searchParams.get('category') === 'wipes')).toBe(true),
    );
  });

  it('says when there is no buyer yet, and points one of no enterprise to joining', async () => {
    setupHttp(
      createFetchMock({ 'GET exhibitor/rest/recommendCards': () => ({ ...PAGE, rows: [], total: 0 }) }),
    );
    const first = await renderPage(<RecommendCardsPage />, {
      path: '/enterpriseServicePlatform/recommendCard',
    });
    expect(await screen.findByText('您所在行业暂无采购商发布求购信息。')).toBeTruthy();
    first.unmount();
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/recommendCards': () =>
          errorResponse(400, '请先加入企业', ErrorCode.NO_ENTERPRISE),
      }),
    );
    await renderPage(<RecommendCardsPage />, { path: '/enterpriseServicePlatform/recommendCard' });
    expect(await screen.findByText('推荐采购商仅向已认证企业的成员开放。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '了解如何入驻' }).getAttribute('href')).toBe(
      '/enterpriseServicePlatform/settledPlatform',
    );
  });

  it('shows one card without contacts and leads to the chat application and the card exchange', async () => {
    const detail: RecommendCardDetail = {
      ...PAGE.rows[0]!,
      content: '月需求 20 吨',
      boothNos: ['5B12'],
      myApplyChat: null,
    };
    setupHttp(createFetchMock({ 'GET exhibitor/rest/recommendCards/9': () => detail }));
    await renderPage(<CardDetailPage />, {
      path: '/enterpriseServicePlatform/cardDetail',
      initialEntry: '/enterpriseServicePlatform/cardDetail?id=9',
    });
    const card = await screen.findByTestId('card-detail');
    expect(card.textContent).toContain('月需求 20 吨');
    expect(card.textContent).toContain('5B12');
    expect(screen.getByText(/不显示联系方式/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '就此求购申请洽谈' }));
    expect(screen.getByTestId('location').textContent).toBe('/inter/detail?id=9');
  });

  it('says a missing card is not there', async () => {
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/recommendCards/7': () => errorResponse(404, '该推荐名片不存在或已下架', 12100),
      }),
    );
    await renderPage(<CardDetailPage />, {
      path: '/enterpriseServicePlatform/cardDetail',
      initialEntry: '/enterpriseServicePlatform/cardDetail?id=7',
    });
    expect(await screen.findByRole('button', { name: /^重\s?试$/ })).toBeTruthy();
  });
});
