import type { JoinRequest, User } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  buildUser,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import CompanyInfoPage from './company-info-page';
import DashboardPage from './dashboard-page';
import LatestPublicPage from './latest-public-page';
import UserInfoPage from './user-info-page';

const entry = (code: string, name: string) => ({
  code,
  parentCode: null,
  name,
  nameZhHans: name,
  nameZhHant: name,
  nameEn: name,
  sort: 1,
});

const dicts = {
  'GET exhibitor/rest/dicts/200417/jobTitle': () => [entry('buyer', '采购经理')],
  'GET exhibitor/rest/dicts/code/country': () => [entry('CN', '中国')],
};

function membership(role: 'admin' | 'staff', status: 'certified' | 'pending' = 'certified') {
  return {
    bound: true,
    membership: {
      staffId: 3,
      enterpriseId: 7,
      name: '青禾纸品示范有限公司',
      nameEn: 'Qinghe Demo Paper Co.',
      certified: status === 'certified',
      status,
      role,
      joinedAt: '2024-03-01T00:00:00.000Z',
    },
  };
}

function joinRequest(overrides: Partial<JoinRequest> = {}): JoinRequest {
  return {
    id: 9,
    enterpriseId: 7,
    enterpriseName: '青禾纸品示范有限公司',
    enterpriseNameEn: 'Qinghe Demo Paper Co.',
    userId: 42,
    userName: '张伟',
    mobile: null,
    email: null,
    department: null,
    position: null,
    jobTitle: null,
    message: null,
    status: 'pending',
    reason: null,
    createdAt: '2024-04-02T02:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const noEnterprise = {
  'GET exhibitor/rest/staffs/isBoundEnterprise': () => ({ bound: false, membership: null }),
  'GET portal/rest/entCer/check': () => ({ state: 'none', enterprise: null, rejectReason: null }),
};

const emptyPage = { rows: [], total: 0, page: 1, pageSize: 1 };

describe('user center pages', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('UserInfo: refuses a profile without any name, then saves it and the notice language', async () => {
    signInAs();
    let current: User = buildUser();
    const fetchMock = createFetchMock({
      ...dicts,
      'GET register/rest/users/data/42': () => current,
      'PUT register/rest/users/42': ({ body }) => {
        current = { ...current, ...(body as Partial<User>) };
        return current;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<UserInfoPage />, { path: '/user/UserCenter/UserInfo' });
    expect(screen.getByRole('heading', { level: 1, name: '个人信息' })).toBeTruthy();
    expect(await screen.findByText('138****8000')).toBeTruthy();
    expect(screen.getByRole('link', { name: '更换手机号码' }).getAttribute('href')).toBe(
      '/userCenter/bindMobile',
    );

    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    await user.clear(screen.getByLabelText('姓名'));
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('请填写姓名，或填写英文的名和姓')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT register/rest/users/42')).toHaveLength(0);

    await user.type(screen.getByLabelText('姓名'), '李娜');
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT register/rest/users/42')[0]).toMatchObject({ name: '李娜' }),
    );
    expect(await screen.findByText('李娜')).toBeTruthy();

    const language = screen.getByRole('region', { name: '通知语言' });
    const save = within(language).getByRole('button', { name: '保存语言' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(language).getByLabelText('通知语言'));
    await user.click(await screen.findByText('English'));
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT register/rest/users/42').at(-1)).toEqual({ lang: 'en' }),
    );
  });

  it('UserInfo: shows the menu in a drawer on a phone, linking every user-center page', async () => {
    signInAs();
    setupHttp(createFetchMock({ ...dicts, 'GET register/rest/users/data/42': () => buildUser() }));
    const { user } = await renderPage(<UserInfoPage />, { path: '/user/UserCenter/UserInfo' });
    await user.click(screen.getByRole('button', { name: /菜单：个人信息/ }));
    const drawer = await screen.findByRole('dialog');
    const hrefs = within(drawer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/Admin_index/Index',
        '/user/UserCenter/CompanyInfo',
        '/user/UserCenter/MyCollection',
        '/user/UserCenter/MyPosts',
        '/userCenter/accountInfo',
        '/userCenter/password',
        '/user/UserCenter/vcard',
        '/user/UserCenter/exchangeVcard',
        '/user/UserCenter/cardHolder',
      ]),
    );
  });

  it('CompanyInfo: loading, then no enterprise with the way to join or certify one', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        ...noEnterprise,
        'GET exhibitor/rest/staffs/getJoinEntResult': () => ({ request: null }),
      }),
    );
    await renderPage(<CompanyInfoPage />, { path: '/user/UserCenter/CompanyInfo' });
    expect(screen.getByRole('status', { name: '正在加载公司信息' })).toBeTruthy();
    expect(await screen.findByText('您还没有加入任何企业')).toBeTruthy();
    expect(screen.getByRole('link', { name: '加入或认证企业' }).getAttribute('href')).toBe(
      '/enterprise/certification',
    );
  });

  it('CompanyInfo: a waiting application can be cancelled, a refused one applied again', async () => {
    signInAs();
    let request = joinRequest();
    const fetchMock = createFetchMock({
      ...noEnterprise,
      'GET exhibitor/rest/staffs/getJoinEntResult': () => ({ request }),
      'DELETE exhibitor/rest/enterprise/cancelJoinEnt/9': () => {
        request = joinRequest({ status: 'rejected', reason: '请使用公司邮箱' });
        return { ...request, status: 'cancelled' };
      },
      'POST portal/rest/entCer/joinEnt': () => {
        request = joinRequest({ id: 10 });
        return request;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<CompanyInfoPage />, { path: '/user/UserCenter/CompanyInfo' });
    expect(await screen.findByText(/申请正在等待企业管理员审核/)).toBeTruthy();
    expect(screen.queryByText('您还没有加入任何企业')).toBeNull();
    await user.click(screen.getByRole('button', { name: '撤销申请' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'DELETE exhibitor/rest/enterprise/cancelJoinEnt/9')).toHaveLength(1),
    );

    expect(await screen.findByText('请使用公司邮箱')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重新申请' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST portal/rest/entCer/joinEnt')).toEqual([{ enterpriseId: 7 }]),
    );
    expect(await screen.findByText(/申请正在等待企业管理员审核/)).toBeTruthy();
  });

  it('CompanyInfo: a member sees the enterprise, role and state; a failure offers a retry', async () => {
    signInAs();
    let fail = true;
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/staffs/isBoundEnterprise': () =>
          fail ? errorResponse(500, '服务器繁忙') : membership('admin'),
        'GET portal/rest/entCer/check': () => ({ state: 'certified', enterprise: null, rejectReason: null }),
        'GET exhibitor/rest/staffs/getJoinEntResult': () => ({ request: null }),
      }),
    );
    const { user } = await renderPage(<CompanyInfoPage />, { path: '/user/UserCenter/CompanyInfo' });
    expect(await screen.findByText('公司信息加载失败')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('青禾纸品示范有限公司')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByText('已认证')).toBeTruthy();
    expect(screen.getByRole('link', { name: /进入企业中心/ }).getAttribute('href')).toBe(
      '/myEnterprise/basicinfo',
    );
  });

  it('Dashboard: sums up registration, enterprise, follows and cards; a failed tile retries alone', async () => {
    signInAs();
    let cardsFail = true;
    setupHttp(
      createFetchMock({
        'GET register/rest/users/data/42': () => buildUser(),
        'GET register/rest/visitors/users': () => ({
          status: 'approved',
          rejectReason: null,
          badgeCode: 'B1',
        }),
        'GET exhibitor/rest/staffs/isBoundEnterprise': () => membership('staff'),
        'POST exhibitor/rest/follows/page/my': ({ body }) => ({
          ...emptyPage,
          total: (body as { targetType: string }).targetType === 'product' ? 4 : 2,
        }),
        'POST portal/rest/cards/holder/page': () =>
          cardsFail ? errorResponse(500, '名片夹暂时无法读取') : { ...emptyPage, total: 6 },
      }),
    );
    const { user } = await renderPage(<DashboardPage />, { path: '/Admin_index/Index' });
    const visitor = await screen.findByRole('region', { name: '观众登记' });
    expect(await within(visitor).findByText('已通过')).toBeTruthy();
    expect(within(visitor).getByRole('link', { name: '查看电子胸卡' }).getAttribute('href')).toBe(
      '/visitor/visitorAccomplish',
    );
    const company = screen.getByRole('region', { name: '我的企业' });
    expect(await within(company).findByText('青禾纸品示范有限公司')).toBeTruthy();
    const saved = screen.getByRole('region', { name: '收藏的商品' });
    expect(await within(saved).findByText('4')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: '关注的企业' })).findByText('2')).toBeTruthy();

    const cards = screen.getByRole('region', { name: '名片夹' });
    expect(await within(cards).findByText('名片夹暂时无法读取')).toBeTruthy();
    cardsFail = false;
    await user.click(within(cards).getByRole('button', { name: /重\s*试/ }));
    expect(await within(cards).findByText('6')).toBeTruthy();
  });

  it('LatestPublic: the newest pavilion products, and an empty state with a way out for follows', async () => {
    signInAs();
    setupHttp(
      createFetchMock({
        'GET exhibitor/rest/enterprise/exhibition/200417/newProducts': () => ({
          rows: [
            {
              id: 5,
              name: '超韧卫生纸',
              nameEn: null,
              displayName: '超韧卫生纸',
              category: 'I101',
              categoryName: '卫生纸',
              coverUrl: null,
              newProduct: true,
              enterpriseId: 7,
              exhibitorId: 1,
              enterpriseName: '青禾纸品示范有限公司',
              enterpriseNameEn: 'Qinghe Demo Paper Co.',
              enterpriseDisplayName: '青禾纸品示范有限公司',
              boothNos: ['5A01'],
            },
          ],
          total: 1,
          page: 1,
          pageSize: 8,
        }),
        'POST exhibitor/rest/follows/page/my': () => emptyPage,
      }),
    );
    await renderPage(<LatestPublicPage />, { path: '/Admin_index/LatestPublic' });
    expect((await screen.findByRole('link', { name: '超韧卫生纸' })).getAttribute('href')).toBe(
      '/product/detail?id=5',
    );
    expect(await screen.findByText('关注展商后，可在这里快速访问其展商页面')).toBeTruthy();
  });
});
