import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { bodiesSentTo, createFetchMock, renderPage, setupHttp, signInAs } from '../../../test/render';
import CertificationQueuePage from './certification-queue-page';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 21,
  name: '澄溪卫生用品示范有限公司',
  nameEn: 'Chengxi Demo Hygiene Co.',
  type: 'B01',
  nature: 'N02',
  address: '江苏省南京市示范路 8 号',
  website: null,
  landline: null,
  fax: null,
  country: 'CN',
  province: '32',
  postalCode: null,
  mainBusiness: 'I1',
  secondaryBusiness: [],
  creditCode: '91320000MA1TEST0XX',
  licenceAttachmentId: 99,
  logoUrl: null,
  status: 'pending',
  rejectReason: null,
  submittedAt: '2024-04-20T02:00:00.000Z',
  certifiedAt: null,
  applicantId: 5,
  applicantName: '周强',
  applicantMobile: '13900000005',
  reviewedAt: null,
  ...overrides,
});

describe('CertificationQueuePage', { timeout: 60_000 }, () => {
  let fetchMock: ReturnType<typeof createFetchMock>;
  beforeEach(() => {
    signInAs({ roles: ['user', 'organizer'] });
    fetchMock = createFetchMock({
      'GET portal/rest/organizer/enterprises/certifications': ({ url }) => ({
        rows: url.searchParams.get('status') === 'pending' ? [row()] : [],
        total: url.searchParams.get('status') === 'pending' ? 1 : 0,
        page: 1,
        pageSize: 20,
        counts: { pending: 1, certified: 4, rejected: 2 },
      }),
      'GET portal/rest/attachments/99': () => ({
        id: 99,
        key: 'license/abc.png',
        url: '/attachment/license/abc.png',
        kind: 'license',
        fileName: 'licence.png',
        mimeType: 'image/png',
        size: 1000,
        width: 800,
        height: 600,
        refType: 'enterpriseLicence',
        refId: '21',
        createdAt: '2024-04-20T02:00:00.000Z',
      }),
      'PUT portal/rest/organizer/enterprises/21/approve': () => row({ status: 'certified' }),
      'PUT portal/rest/organizer/enterprises/21/reject': ({ body }) => ({
        ...row(),
        status: 'rejected',
        ...(body as object),
      }),
    });
    setupHttp(fetchMock);
  });
  afterEach(() => session.signOut());

  it('opens on the waiting certifications, shows the licence and approves', async () => {
    const { user } = await renderPage(<CertificationQueuePage />, { path: '/organizer/enterprises' });
    const item = await screen.findByTestId('cert-21');
    expect(within(item).getByText('周强')).toBeTruthy();
    expect(screen.getByText('审核中（1）')).toBeTruthy();
    expect(screen.getByText('全部（7）')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: /查看营业执照/ }));
    const image = await screen.findByRole('img', { name: '澄溪卫生用品示范有限公司 的营业执照' });
    expect(image.getAttribute('src')).toBe('/attachment/license/abc.png');
    await user.click(within(item).getByRole('button', { name: '通过 澄溪卫生用品示范有限公司' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/enterprises/21/approve')).toHaveLength(1),
    );
  });

  it('a rejection needs a reason; the "all" filter goes into the URL', async () => {
    const { user } = await renderPage(<CertificationQueuePage />, { path: '/organizer/enterprises' });
    const item = await screen.findByTestId('cert-21');
    await user.click(within(item).getByRole('button', { name: '驳回 澄溪卫生用品示范有限公司' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /驳\s?回/ }));
    expect(await within(dialog).findByText('请输入拒绝原因')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/enterprises/21/reject')).toEqual([]);
    await user.type(within(dialog).getByLabelText('驳回原因'), '营业执照不清晰');
    await user.click(within(dialog).getByRole('button', { name: /驳\s?回/ }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/enterprises/21/reject')).toEqual([
        { reason: '营业执照不清晰' },
      ]),
    );
    await user.click(screen.getByText('全部（7）'));
    expect((await screen.findByTestId('location')).textContent).toBe('/organizer/enterprises?status=all');
    expect(await screen.findByText('暂无认证申请')).toBeTruthy();
  });
});
