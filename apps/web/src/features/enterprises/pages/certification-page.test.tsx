import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCalls, createFetchMock, errorResponse, renderPage, setupHttp } from '../../../test/render';
import CertificationPage from './certification-page';

const dict = (rows: [string, string, string?][]) =>
  rows.map(([code, name, parentCode], sort) => ({
    code,
    name,
    parentCode: parentCode ?? null,
    nameZhHans: name,
    nameZhHant: name,
    nameEn: name,
    sort,
  }));

function baseHandlers(overrides: Record<string, (r: { body: unknown }) => unknown> = {}) {
  return {
    'GET portal/rest/entCer/check': () => ({ state: 'none', enterprise: null, rejectReason: null }),
    'GET exhibitor/rest/staffs/getJoinEntResult': () => ({ request: null }),
    'GET exhibitor/rest/dicts/code/businessType': () => dict([['B01', '生产商']]),
    'GET exhibitor/rest/dicts/code/enterpriseNature': () => dict([['N02', '民营企业']]),
    'GET exhibitor/rest/dicts/code/country': () =>
      dict([
        ['CN', '中国'],
        ['JP', '日本'],
      ]),
    'GET exhibitor/rest/dicts/code/province': () => dict([['32', '江苏省']]),
    'GET exhibitor/rest/dicts/code/industry': () =>
      dict([
        ['I1', '生活用纸'],
        ['I101', '卫生纸', 'I1'],
      ]),
    ...overrides,
  };
}

async function openCertifyTab(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await user.click(await screen.findByRole('tab', { name: '认证新企业' }));
}

describe('CertificationPage', () => {
  let fetchMock: ReturnType<typeof createFetchMock>;
  beforeEach(() => {
    fetchMock = createFetchMock(baseHandlers());
    setupHttp(fetchMock);
  });

  it('refuses an empty form with the required messages and a wrong credit code', async () => {
    const { user } = await renderPage(<CertificationPage />, { path: '/enterprise/certification' });
    await openCertifyTab(user);
    await user.type(screen.getByLabelText('统一社会信用代码'), '9135');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('请输入企业中文名称')).toBeTruthy();
    expect(await screen.findByText('统一社会信用代码不正确，请核对后重新输入')).toBeTruthy();
    expect(await screen.findByText('请输入企业地址')).toBeTruthy();
    expect(await screen.findByText('请选择营业执照')).toBeTruthy();
    expect(apiCalls(fetchMock).some(({ url }) => url.pathname.endsWith('/entCer/authentication'))).toBe(
      false,
    );
  }, 20_000);

  it('shows the reject reason and the server refusal under its field', async () => {
    fetchMock = createFetchMock(
      baseHandlers({
        'GET portal/rest/entCer/check': () => ({
          state: 'rejected',
          rejectReason: '营业执照不清晰',
          enterprise: {
            id: 5,
            name: '示例纸业',
            nameEn: null,
            type: 'B01',
            nature: 'N02',
            address: '南京',
            website: null,
            landline: null,
            fax: null,
            country: 'CN',
            province: '32',
            postalCode: null,
            mainBusiness: 'I1',
            secondaryBusiness: [],
            creditCode: '91350100M000100Y43',
            licenceAttachmentId: 9,
            status: 'rejected',
            rejectReason: '营业执照不清晰',
            submittedAt: '2024-05-01T00:00:00.000Z',
            certifiedAt: null,
          },
        }),
        'POST portal/rest/entCer/authentication': () =>
          errorResponse(409, '该统一社会信用代码已被其他企业使用', 10612),
      }),
    );
    setupHttp(fetchMock);
    const { user } = await renderPage(<CertificationPage />, { path: '/enterprise/certification' });
    expect((await screen.findByTestId('cert-rejected')).textContent).toContain('营业执照不清晰');
    await user.click(screen.getByRole('button', { name: '重新提交认证' }));
    expect(await screen.findByText('该统一社会信用代码已被其他企业使用')).toBeTruthy();
    const sent = apiCalls(fetchMock).find(({ url }) => url.pathname.endsWith('/entCer/authentication'));
    expect(JSON.parse(String(sent?.init.body))).toMatchObject({
      name: '示例纸业',
      creditCode: '91350100M000100Y43',
      licenceAttachmentId: 9,
    });
  }, 20_000);

  it('searches a company and applies to join it', async () => {
    fetchMock = createFetchMock(
      baseHandlers({
        'POST portal/rest/entCer/searchEntName': () => ({
          rows: [
            {
              id: 3,
              name: '金叶纸业',
              nameEn: 'Golden Leaf',
              country: 'CN',
              province: '32',
              mainBusiness: 'I1',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
        'POST portal/rest/entCer/joinEnt': ({ body }) => ({ id: 1, ...(body as object), status: 'pending' }),
      }),
    );
    setupHttp(fetchMock);
    const { user } = await renderPage(<CertificationPage />, { path: '/enterprise/certification' });
    await user.type(await screen.findByLabelText('公司名称'), '金叶');
    await user.click(screen.getByRole('button', { name: /搜\s?索/ }));
    expect(await screen.findByText('金叶纸业')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '申请加入' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock).some(({ url }) => url.pathname.endsWith('/entCer/joinEnt'))).toBe(true),
    );
    const sent = apiCalls(fetchMock).find(({ url }) => url.pathname.endsWith('/entCer/joinEnt'));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ enterpriseId: 3 });
  }, 20_000);
});
