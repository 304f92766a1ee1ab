import type { Activity, ActivityPage, Brand } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { choosePicture, mockEnterpriseCenter, pageOf } from '../../test/enterprise-center';
import {
  bodiesSentTo,
  createFetchMock,
  okResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../test/render';
import { BrandFormPage } from '../brands';
import ActivityReviewPage from './organizer/activity-review-page';
import ActivityFormPage from './pages/activity-form-page';
import ActivityListPage from './pages/activity-list-page';
import ActivitySignupsPage from './pages/activity-signups-page';
import PublicActivitiesPage from './pages/public-activities-page';

function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 5,
    enterpriseId: 7,
    enterpriseName: '青禾纸品示范有限公司',
    enterpriseNameEn: 'Qinghe Demo Paper Co.',
    title: '竹浆新品发布会',
    titleEn: 'Bamboo pulp launch',
    type: 'launch',
    startAt: '2024-05-16T02:00:00.000Z',
    endAt: '2024-05-16T03:00:00.000Z',
    placeType: 'booth',
    place: '5A18',
    capacity: 30,
    seatsTaken: 2,
    description: '现场发布新品',
    cover: null,
    status: 'draft',
    rejectReason: null,
    mySignup: null,
    submittedAt: null,
    reviewedAt: null,
    createdAt: '2024-04-01T02:00:00.000Z',
    updatedAt: '2024-04-02T02:00:00.000Z',
    ...overrides,
  };
}

function page(rows: Activity[]): ActivityPage {
  return pageOf(rows, { counts: { draft: 1, pending: 0, approved: 0, rejected: 1 } });
}

async function choose(
  user: Awaited<ReturnType<typeof renderPage>>['user'],
  label: string,
  option: string | RegExp,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options.at(-1) as HTMLElement);
}

describe('brand and activity pages', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('adds a brand: a name in either language and a logo are required', async () => {
    signInAs();
    const fetchMock = mockEnterpriseCenter({
      'POST exhibitor/rest/attachments/logo/form': () =>
        okResponse({ id: 41, url: '/attachment/logo/2024/05/l.png', key: 'k', kind: 'logo' }),
      'POST exhibitor/rest/brands': ({ body }) =>
        ({ id: 3, enterpriseId: 7, logo: null, createdAt: '', updatedAt: '', ...(body as object) }) as Brand,
    });
    const { user } = await renderPage(<BrandFormPage />, { path: '/myEnterprise/brand/add' });
    expect(await screen.findByRole('heading', { level: 1, name: '添加品牌' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '保存品牌' }));
    expect(await screen.findByText('请填写品牌中文名称或英文名称')).toBeTruthy();
    expect(await screen.findByText('请上传品牌标志')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/brands')).toHaveLength(0);

    // The English name alone is enough.
    await user.type(screen.getByLabelText('品牌英文名称'), 'SoftCloud');
    await choosePicture(user, 'logo', 'logo.png');
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/attachments/logo/form')).toHaveLength(1),
    );
    await user.type(screen.getByLabelText('品牌简介'), '酒店用纸系列');
    await user.click(screen.getByRole('button', { name: '保存品牌' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/myEnterprise/brand/list'));
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/brands')).toEqual([
      { name: null, nameEn: 'SoftCloud', description: '酒店用纸系列', logoAttachmentId: 41 },
    ]);
  });

  it('adds an activity: required fields, an end after the start, times sent in the fair time zone', async () => {
    signInAs();
    const fetchMock = mockEnterpriseCenter({
      'POST exhibitor/rest/activities': ({ body }) => activity({ ...(body as object), status: 'pending' }),
    });
    const { user } = await renderPage(<ActivityFormPage />, { path: '/myEnterprise/activityAdd' });
    expect(await screen.findByRole('heading', { level: 1, name: '添加活动' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '保存并提交审核' }));
    expect(await screen.findByText('请输入活动名称')).toBeTruthy();
    expect(await screen.findByText('请选择活动类型')).toBeTruthy();
    expect(await screen.findByText('请选择活动日期')).toBeTruthy();
    expect(await screen.findByText('请选择开始时间')).toBeTruthy();
    expect(await screen.findByText('请输入展位号')).toBeTruthy();
    expect(await screen.findByText('请输入名额')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/activities')).toHaveLength(0);

    await user.type(screen.getByLabelText('活动名称'), '竹浆新品发布会');
    await choose(user, '活动类型', '新品发布');
    await choose(user, '活动日期', /^5月16日/);
    await choose(user, '开始时间', '10:00');
    await choose(user, '结束时间', '09:30');
    expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
    await choose(user, '结束时间', '11:30');
    await waitFor(() => expect(screen.queryByText('结束时间须晚于开始时间')).toBeNull());
    await user.type(screen.getByLabelText('展位号'), '5A18');
    await user.type(screen.getByLabelText('名额'), '0');
    await user.click(screen.getByRole('button', { name: '保存并提交审核' }));
    expect(await screen.findByText('名额须在 1 到 500 之间')).toBeTruthy();
    await user.clear(screen.getByLabelText('名额'));
    await user.type(screen.getByLabelText('名额'), '30');
    await user.click(screen.getByRole('button', { name: '保存并提交审核' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/myEnterprise/activityList'),
    );
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/activities')).toEqual([
      {
        title: '竹浆新品发布会',
        titleEn: null,
        type: 'launch',
        startAt: '2024-05-16T02:00:00.000Z',
        endAt: '2024-05-16T03:30:00.000Z',
        placeType: 'booth',
        place: '5A18',
        capacity: 30,
        description: null,
        coverAttachmentId: null,
        submit: true,
      },
    ]);
  });

  it('lists activities with the organizer reason and submits a rejected one again', async () => {
    signInAs();
    let rejected = activity({
      id: 6,
      title: '采购对接会',
      status: 'rejected',
      rejectReason: '会议室时段已满',
    });
    const fetchMock = mockEnterpriseCenter({
      'POST exhibitor/rest/activities/page': () => page([activity(), rejected]),
      'PUT exhibitor/rest/activities/6/submit': () => {
        rejected = { ...rejected, status: 'pending', rejectReason: null };
        return rejected;
      },
    });
    const { user } = await renderPage(<ActivityListPage />, { path: '/myEnterprise/activityList' });
    expect(await screen.findByText('采购对接会')).toBeTruthy();
    expect(screen.getByText('会议室时段已满')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '未通过（1）' })).toBeTruthy();
    expect(screen.getAllByText(/2024年5月16日.*10:00–11:00/).length).toBeGreaterThan(0);
    const row = screen.getByText('采购对接会').closest('.ant-list-item') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('将“采购对接会”提交主办方审核？')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: '提交审核' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/activities/6/submit')).toHaveLength(1),
    );
  });

  it('the enterprise accepts a sign-up', async () => {
    signInAs();
    const fetchMock = mockEnterpriseCenter({
      'POST exhibitor/rest/activities/page': () => page([activity({ status: 'approved' })]),
      'POST exhibitor/rest/activities/signups/page': () => ({
        rows: [
          {
            id: 9,
            activityId: 5,
            activityTitle: '竹浆新品发布会',
            userId: 12,
            name: '李明',
            mobile: '13800000001',
            email: null,
            status: 'pending',
            createdAt: '2024-04-23T02:00:00.000Z',
            decidedAt: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      'PUT exhibitor/rest/activities/signups/9/accept': () => ({ status: 'accepted' }),
    });
    const { user } = await renderPage(<ActivitySignupsPage />, { path: '/myEnterprise/activityAppList' });
    expect(await screen.findByText('李明')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^接\s?受$/ }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/activities/signups/9/accept')).toHaveLength(1),
    );
  });

  it('the organizer rejects only with a reason, and approves', async () => {
    signInAs({ roles: ['user', 'organizer'] });
    const pending = activity({ status: 'pending', submittedAt: '2024-04-20T02:00:00.000Z' });
    const fetchMock = createFetchMock({
      'GET portal/rest/organizer/activities': () => ({
        ...page([pending]),
        counts: { draft: 0, pending: 1, approved: 3, rejected: 0 },
      }),
      'PUT portal/rest/organizer/activities/5/reject': ({ body }) => ({
        ...pending,
        status: 'rejected',
        rejectReason: (body as { reason: string }).reason,
      }),
      'PUT portal/rest/organizer/activities/5/approve': () => ({ ...pending, status: 'approved' }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<ActivityReviewPage />, { path: '/organizer/activities' });
    expect(await screen.findByText('竹浆新品发布会')).toBeTruthy();
    expect(await screen.findByText('待审核（1）')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '不通过' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '不通过' }));
    expect(await within(dialog).findByText('请输入不通过原因')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/activities/5/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('不通过原因'), '时间与论坛冲突');
    await user.click(within(dialog).getByRole('button', { name: '不通过' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/activities/5/reject')).toEqual([
        { reason: '时间与论坛冲突' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: '通 过' }));
    await user.click(screen.getAllByRole('button', { name: '通 过' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/activities/5/approve')).toHaveLength(1),
    );
  });

  it('a signed-in visitor signs up for a public activity; a full one cannot be chosen', async () => {
    signInAs();
    let open = activity({ status: 'approved' });
    const fetchMock = createFetchMock({
      'GET portal/rest/activities': () => ({
        rows: [
          open,
          activity({ id: 8, title: '已满的活动', status: 'approved', capacity: 2, seatsTaken: 2 }),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      }),
      'POST portal/rest/activities/5/signups': () => {
        open = { ...open, mySignup: 'pending', seatsTaken: 3 };
        return open;
      },
      'DELETE portal/rest/activities/5/signups': () => {
        open = { ...open, mySignup: null, seatsTaken: 2 };
        return open;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<PublicActivitiesPage />, { path: '/activities' });
    const card = await screen.findByRole('article', { name: '竹浆新品发布会' });
    expect(within(card).getByText(/剩余 28 个名额/)).toBeTruthy();
    const full = screen.getByRole('article', { name: '已满的活动' });
    expect((within(full).getByRole('button', { name: '名额已满' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(card).getByRole('button', { name: '我要报名' }));
    expect(await within(card).findByText('待确认')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/activities/5/signups')).toHaveLength(1);

    // Withdrawn after a confirmation: the seat is free and the sign-up button is back.
    await user.click(within(card).getByRole('button', { name: '取消报名' }));
    await screen.findByText('确定取消报名？名额将释放给其他观众。');
    await user.click(screen.getAllByRole('button', { name: '取消报名' }).at(-1) as HTMLElement);
    expect(await within(card).findByRole('button', { name: '我要报名' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'DELETE portal/rest/activities/5/signups')).toHaveLength(1);
  });
});
