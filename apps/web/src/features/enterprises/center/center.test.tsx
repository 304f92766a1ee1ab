import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp } from '../../../test/render';
import ContactsPage from './contacts-page';
import UserRolePage from './user-role-page';

function bound(role: 'admin' | 'operator' | 'staff' | null, certified = true) {
  return {
    bound: role !== null,
    membership:
      role === null
        ? null
        : {
            staffId: role === 'admin' ? 1 : 2,
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

const staffRows = [
  {
    id: 1,
    userId: 11,
    name: '王芳',
    mobile: '13800000002',
    email: null,
    role: 'admin',
    department: null,
    position: null,
    jobTitle: null,
    joinedAt: '2024-03-01T00:00:00.000Z',
  },
  {
    id: 2,
    userId: 12,
    name: '李明',
    mobile: '13800000001',
    email: null,
    role: 'staff',
    department: '销售部',
    position: null,
    jobTitle: null,
    joinedAt: '2024-03-05T00:00:00.000Z',
  },
];

const application = {
  id: 30,
  enterpriseId: 7,
  enterpriseName: '青禾纸品示范有限公司',
  enterpriseNameEn: null,
  userId: 13,
  userName: '赵磊',
  mobile: '13900000003',
  email: null,
  department: null,
  position: null,
  jobTitle: null,
  message: null,
  status: 'pending',
  reason: null,
  createdAt: '2024-04-01T00:00:00.000Z',
  decidedAt: null,
};

function handlers(role: 'admin' | 'operator' | 'staff' | null, extra = {}) {
  return {
    'GET exhibitor/rest/staffs/isBoundEnterprise': () => bound(role),
    'GET portal/rest/entCer/check': () => ({ state: 'none', enterprise: null, rejectReason: null }),
    'POST exhibitor/rest/staffs/page': () => ({ rows: staffRows, total: 2, page: 1, pageSize: 10 }),
    'GET exhibitor/rest/staffs/listApplication': () => ({
      rows: [application],
      total: 1,
      page: 1,
      pageSize: 10,
    }),
    'PUT exhibitor/rest/staffs/auditJoinEnt': ({ body }: { body: unknown }) => ({
      ...application,
      ...(body as object),
      status: 'rejected',
    }),
    ...extra,
  };
}

describe('enterprise center', () => {
  let fetchMock: ReturnType<typeof createFetchMock>;
  beforeEach(() => {
    fetchMock = createFetchMock(handlers('admin'));
    setupHttp(fetchMock);
  });

  it('without an enterprise: the spec message and the way to certification', async () => {
    fetchMock = createFetchMock(handlers(null));
    setupHttp(fetchMock);
    await renderPage(<UserRolePage />, { path: '/myEnterprise/userRole' });
    expect(await screen.findByText('您还没有所属企业')).toBeTruthy();
    const link = screen.getByRole('link', { name: '去企业认证' });
    expect(link.getAttribute('href')).toBe('/enterprise/certification');
  });

  it('a waiting certification reads "The current enterprise is not certified" in English', async () => {
    fetchMock = createFetchMock(
      handlers(null, {
        'GET portal/rest/entCer/check': () => ({ state: 'pending', enterprise: null, rejectReason: null }),
      }),
    );
    setupHttp(fetchMock);
    await renderPage(<UserRolePage />, { path: '/enterpriseCenterEn/userRole', lang: 'en' });
    expect(await screen.findByText('The current enterprise is not certified')).toBeTruthy();
  });

  it('the administrator sees role and delete actions, the applications and the replacement', async () => {
    await renderPage(<UserRolePage />, { path: '/myEnterprise/userRole' });
    const member = await screen.findByTestId('staff-2');
    expect(within(member).getByRole('button', { name: /删\s?除/ })).toBeTruthy();
    expect(within(member).getByLabelText('李明 的角色')).toBeTruthy();
    // Nobody acts on the administrator's own row.
    expect(within(screen.getByTestId('staff-1')).queryByRole('button')).toBeNull();
    // The join requests' tab says how many wait.
    expect(await screen.findByRole('tab', { name: '员工申请审核（1）' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '更换管理员' })).toBeTruthy();
  }, 60_000);

  it('a staff member sees the list without any action', async () => {
    fetchMock = createFetchMock(handlers('staff'));
    setupHttp(fetchMock);
    await renderPage(<UserRolePage />, { path: '/myEnterprise/userRole' });
    const member = await screen.findByTestId('staff-2');
    expect(within(member).queryByRole('button')).toBeNull();
    expect(within(member).queryByLabelText('李明 的角色')).toBeNull();
    expect(screen.queryByRole('tab', { name: /员工申请审核/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: '更换管理员' })).toBeNull();
  }, 60_000);

  it('a rejection needs a reason', async () => {
    const { user } = await renderPage(<UserRolePage />, { path: '/myEnterprise/userRole' });
    await user.click(await screen.findByRole('tab', { name: /员工申请审核/ }));
    const row = await screen.findByTestId('application-30');
    await user.click(within(row).getByRole('button', { name: /拒\s?绝/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /拒\s?绝/ }));
    expect(await within(dialog).findByText('请输入拒绝原因')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/staffs/auditJoinEnt')).toEqual([]);
    await user.type(within(dialog).getByLabelText('拒绝原因'), '非本公司员工');
    await user.click(within(dialog).getByRole('button', { name: /拒\s?绝/ }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/staffs/auditJoinEnt')).toEqual([
        { requestId: 30, decision: 'reject', reason: '非本公司员工' },
      ]),
    );
  }, 60_000);

  it('contacts: the primary is marked, another one can be made primary', async () => {
    fetchMock = createFetchMock(
      handlers('operator', {
        'POST exhibitor/rest/contact/list': () => [
          {
            id: 5,
            enterpriseId: 7,
            name: '陈静',
            phone: '025-88880001',
            jobTitle: null,
            qq: null,
            wechat: null,
            email: null,
            isPrimary: true,
          },
          {
            id: 6,
            enterpriseId: 7,
            name: '周强',
            phone: '025-88880002',
            jobTitle: null,
            qq: null,
            wechat: null,
            email: null,
            isPrimary: false,
          },
        ],
        'PUT exhibitor/rest/contact/isPrimary/6': () => ({ id: 6, isPrimary: true }),
      }),
    );
    setupHttp(fetchMock);
    const { user } = await renderPage(<ContactsPage />, { path: '/myEnterprise/contactManagement' });
    const first = await screen.findByTestId('contact-5');
    expect(within(first).getByText('主联系人')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: '设为主联系人' })).toBeNull();
    const second = screen.getByTestId('contact-6');
    expect(within(second).queryByText('主联系人')).toBeNull();
    await user.click(within(second).getByRole('button', { name: '设为主联系人' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/contact/isPrimary/6')).toHaveLength(1),
    );
  }, 60_000);

  it('contacts: a staff member reads them without actions', async () => {
    fetchMock = createFetchMock(
      handlers('staff', {
        'POST exhibitor/rest/contact/list': () => [
          {
            id: 5,
            enterpriseId: 7,
            name: '陈静',
            phone: '025-88880001',
            jobTitle: null,
            qq: null,
            wechat: null,
            email: null,
            isPrimary: true,
          },
        ],
      }),
    );
    setupHttp(fetchMock);
    await renderPage(<ContactsPage />, { path: '/myEnterprise/contactManagement' });
    const row = await screen.findByTestId('contact-5');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '新增联系人' })).toBeNull();
  });
});
