import type { Product, ProductPage } from '@cidpex/contracts';
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
import ProductReviewPage from './organizer/product-review-page';
import ProductFormPage from './pages/product-form-page';
import ProductListPage from './pages/product-list-page';

const CATEGORIES = [
  {
    code: 'I1',
    parentCode: null,
    name: '生活用纸',
    nameZhHans: '生活用纸',
    nameZhHant: '生活用紙',
    nameEn: 'Tissue Paper',
    sort: 0,
  },
  {
    code: 'I102',
    parentCode: 'I1',
    name: '面巾纸',
    nameZhHans: '面巾纸',
    nameZhHant: '面巾紙',
    nameEn: 'Facial Tissue',
    sort: 1,
  },
];

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 5,
    enterpriseId: 7,
    enterpriseName: '青禾纸品示范有限公司',
    enterpriseNameEn: 'Qinghe Demo Paper Co.',
    name: '柔软抽纸',
    nameEn: 'Soft Facial Tissue',
    category: 'I102',
    categoryName: '面巾纸',
    description: '三层原生木浆',
    descriptionEn: null,
    parameters: [{ name: '层数', value: '3' }],
    cover: { id: 11, url: '/attachment/enterpriseImage/2024/05/a.png', width: 300, height: 300 },
    details: [],
    video: null,
    status: 'draft',
    violationReason: null,
    approvedContent: false,
    favouriteCount: 2,
    submittedAt: null,
    reviewedAt: null,
    createdAt: '2024-05-01T02:00:00.000Z',
    updatedAt: '2024-05-02T02:00:00.000Z',
    ...overrides,
  };
}

function page(rows: Product[]): ProductPage {
  return pageOf(rows, { counts: { all: 3, listed: 1, unlisted: 1, violation: 1 } });
}

describe('product pages', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('lists by tab with counts, shows the violation reason and submits after a confirmation', async () => {
    signInAs();
    let violation = product({
      id: 6,
      name: '夸大宣传纸巾',
      status: 'violation',
      violationReason: '封面图与商品不符',
    });
    const fetchMock = mockEnterpriseCenter({
      'POST exhibitor/rest/products/page': ({ body }) =>
        (body as { tab: string }).tab === 'violation' ? page([violation]) : page([product(), violation]),
      'PUT exhibitor/rest/products/6/submit': () => {
        violation = { ...violation, status: 'pending', violationReason: null };
        return violation;
      },
    });
    const { user } = await renderPage(<ProductListPage />, { path: '/myEnterprise/productList' });
    expect(await screen.findByRole('heading', { level: 1, name: '商品管理' })).toBeTruthy();
    expect(await screen.findByText('柔软抽纸')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '违规（1）' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '违规（1）' }));
    await waitFor(() => expect(screen.queryByText('柔软抽纸')).toBeNull());
    expect(screen.getByText('封面图与商品不符')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/products/page').at(-1)).toMatchObject({
      tab: 'violation',
    });
    // A violation can be edited, resubmitted or deleted, not delisted.
    expect(screen.getByRole('link', { name: /^编\s?辑$/ }).getAttribute('href')).toBe(
      '/myEnterprise/productAdd?id=6',
    );
    expect(screen.queryByRole('button', { name: /下\s?架/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('将“夸大宣传纸巾”提交主办方审核？')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: '提交审核' }).at(-1) as HTMLElement;
    await user.click(confirm);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT exhibitor/rest/products/6/submit')).toHaveLength(1),
    );
  });

  it('adds a product: required fields, cover upload, parameters, saved and submitted', async () => {
    signInAs();
    const fetchMock = mockEnterpriseCenter({
      'GET exhibitor/rest/dicts/code/industry': () => CATEGORIES,
      'POST exhibitor/rest/attachments/enterpriseImage/form': () =>
        okResponse({
          id: 31,
          url: '/attachment/enterpriseImage/2024/05/c.png',
          key: 'k',
          kind: 'enterpriseImage',
        }),
      'POST exhibitor/rest/products': ({ body }) => product({ ...(body as object), status: 'pending' }),
    });
    const { user } = await renderPage(<ProductFormPage />, { path: '/myEnterprise/productAdd' });
    expect(await screen.findByRole('heading', { level: 1, name: '添加商品' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '保存并提交审核' }));
    expect(await screen.findByText('请填写商品中文名称或英文名称')).toBeTruthy();
    expect(await screen.findByText('请上传商品封面图')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/products')).toHaveLength(0);

    await user.type(screen.getByLabelText('商品名称'), '柔软抽纸');
    await user.click(screen.getByRole('combobox', { name: '商品分类' }));
    await user.click(await screen.findByTitle('— 面巾纸'));
    await choosePicture(user, 'cover', 'cover.png');
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/attachments/enterpriseImage/form')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: '添加参数' }));
    await user.type(screen.getByLabelText('参数 1 名称'), '层数');
    await user.type(screen.getByLabelText('参数 1 内容'), '3');
    await user.click(screen.getByRole('button', { name: '保存并提交审核' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/myEnterprise/productList'));
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/products')).toEqual([
      {
        name: '柔软抽纸',
        nameEn: null,
        category: 'I102',
        description: null,
        descriptionEn: null,
        parameters: [{ name: '层数', value: '3' }],
        coverAttachmentId: 31,
        detailAttachmentIds: [],
        videoAttachmentId: null,
        submit: true,
      },
    ]);
  });

  it('an overseas exhibitor adds a product with an English name only; with neither name it is refused', async () => {
    signInAs({ lang: 'en' });
    const fetchMock = mockEnterpriseCenter({
      'GET exhibitor/rest/dicts/code/industry': () => CATEGORIES,
      'POST exhibitor/rest/attachments/enterpriseImage/form': () =>
        okResponse({
          id: 32,
          url: '/attachment/enterpriseImage/2024/05/d.png',
          key: 'k',
          kind: 'enterpriseImage',
        }),
      'POST exhibitor/rest/products': ({ body }) => product({ ...(body as object) }),
    });
    const { user } = await renderPage(<ProductFormPage />, {
      path: '/enterpriseCenterEn/productadd',
      lang: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add product' })).toBeTruthy();
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('— 面巾纸'));
    await choosePicture(user, 'cover', 'cover.png');
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/attachments/enterpriseImage/form')).toHaveLength(1),
    );
    // Neither name (blanks are no name): refused with the catalog's message, nothing sent.
    await user.type(screen.getByLabelText('Product name (Chinese)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter the product name in Chinese or English')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/products')).toHaveLength(0);

    // The English name alone is enough; typing it clears the message.
    await user.type(screen.getByLabelText('Product name (English)'), 'Bamboo Pulp Hand Towel');
    await waitFor(() =>
      expect(screen.queryByText('Please enter the product name in Chinese or English')).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/enterpriseCenterEn/product'),
    );
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/products')).toEqual([
      expect.objectContaining({
        name: null,
        nameEn: 'Bamboo Pulp Hand Towel',
        category: 'I102',
        submit: false,
      }),
    ]);
  });

  it('the organizer approves, and marks a violation only with a reason', async () => {
    signInAs({ roles: ['user', 'organizer'] });
    const pending = product({
      status: 'pending',
      submittedAt: '2024-05-03T02:00:00.000Z',
      descriptionEn: 'Three plies of virgin pulp',
    });
    const fetchMock = createFetchMock({
      'GET portal/rest/organizer/products': () => ({
        rows: [pending],
        total: 1,
        page: 1,
        pageSize: 10,
        counts: { draft: 0, pending: 1, listed: 4, delisted: 0, violation: 0 },
      }),
      'PUT portal/rest/organizer/products/5/violation': ({ body }) => ({
        ...pending,
        status: 'violation',
        violationReason: (body as { reason: string }).reason,
      }),
      'PUT portal/rest/organizer/products/5/approve': () => ({ ...pending, status: 'listed' }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<ProductReviewPage />, { path: '/organizer/products' });
    expect(await screen.findByText('柔软抽纸')).toBeTruthy();
    expect(await screen.findByText('待审核（1）')).toBeTruthy();
    expect(await screen.findByText('层数')).toBeTruthy();
    // both descriptions are reviewed, each under its label
    expect(screen.getByText('商品描述')).toBeTruthy();
    expect(screen.getByText('三层原生木浆')).toBeTruthy();
    expect(screen.getByText('英文描述')).toBeTruthy();
    expect(screen.getByText('Three plies of virgin pulp')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '标记违规' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '标记违规' }));
    expect(await within(dialog).findByText('请输入违规原因')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/products/5/violation')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('违规原因'), '封面图与商品不符');
    await user.click(within(dialog).getByRole('button', { name: '标记违规' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/products/5/violation')).toEqual([
        { reason: '封面图与商品不符' },
      ]),
    );

    await user.click(screen.getByRole('button', { name: '通过并上架' }));
    const confirm = screen.getAllByRole('button', { name: '通过并上架' }).at(-1) as HTMLElement;
    await user.click(confirm);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT portal/rest/organizer/products/5/approve')).toHaveLength(1),
    );
  });
});
