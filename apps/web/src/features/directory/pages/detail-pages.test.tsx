import type { Propaganda } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import { buildProduct, buildSite } from '../test-data';
import EnterprisePage from './enterprise-page';
import ProductPage from './product-page';

const SITE = 'GET exhibitor/rest/enterpriseSites/main/12';
const PUBLICITY = 'GET portal/rest/propaganda/enterprise/12';

function publicityItem(overrides: Partial<Propaganda> = {}): Propaganda {
  return {
    id: 41,
    enterpriseId: 12,
    enterpriseName: '南京青禾纸业示例有限公司',
    kind: 'productLaunch',
    titleZh: '竹浆本色新品发布',
    titleEn: 'Bamboo pulp line launch',
    bodyZh: '展会首日发布竹浆本色系列。',
    bodyEn: 'We launch the bamboo pulp line on the first day.',
    files: [
      { id: 7, name: '海报.png', mimeType: 'image/png', url: '/attachment/general/2024/05/p.png' },
      { id: 8, name: 'catalogue.pdf', mimeType: 'application/pdf', url: '/attachment/general/2024/05/c.pdf' },
    ],
    status: 'approved',
    reason: null,
    submittedAt: '2024-04-01T02:00:00.000Z',
    decidedAt: '2024-04-02T02:00:00.000Z',
    createdAt: '2024-04-01T02:00:00.000Z',
    updatedAt: '2024-04-02T02:00:00.000Z',
    ...overrides,
  };
}
const location = () => screen.getByTestId('location').textContent;

function followMock(key: string, extra: Parameters<typeof createFetchMock>[0] = {}) {
  let followed = false;
  const [type, id] = key.split('-');
  return createFetchMock({
    [`GET exhibitor/rest/follows/key/${key}`]: () => ({
      key,
      followed,
      followId: followed ? 9 : null,
      count: followed ? 1 : 0,
    }),
    'POST exhibitor/rest/follows': () => {
      followed = true;
      return { id: 9, targetType: type, targetId: Number(id), key, createdAt: '2024-05-15T02:00:00.000Z' };
    },
    'DELETE exhibitor/rest/follows/9': () => {
      followed = false;
      return { ok: true };
    },
    ...extra,
  });
}

describe('EnterprisePage', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('shows the exhibitor with booths linked to the floor plan, products and public contacts', async () => {
    setupHttp(
      followMock('enterprise-12', {
        [SITE]: () => buildSite(),
        'GET portal/rest/enterprises/12/brands': () => [
          {
            id: 3,
            enterpriseId: 12,
            name: '青禾竹韵',
            nameEn: 'Qinghe Bamboo',
            description: '竹浆本色系列',
            logo: { id: 8, url: '/attachment/logo/2024/05/b.png', width: 300, height: 300 },
            createdAt: '2024-05-01T02:00:00.000Z',
            updatedAt: '2024-05-01T02:00:00.000Z',
          },
        ],
      }),
    );
    await renderPage(<EnterprisePage />, {
      path: '/exhibitor/companyInfo',
      initialEntry: '/exhibitor/companyInfo?id=12',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '南京青禾纸业示例有限公司' })).toBeTruthy();
    const brands = await screen.findByRole('region', { name: '品牌' });
    expect(within(brands).getByText('青禾竹韵')).toBeTruthy();
    expect(within(brands).getByText('竹浆本色系列')).toBeTruthy();
    expect(screen.getByText('展位号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '在平面图上查看 5号馆 展位 5A01' }).getAttribute('href')).toBe(
      '/exhibitor/floorplan?hall=H5&booth=5A01',
    );
    expect(screen.getByText('专注生活用纸二十年。')).toBeTruthy();
    expect(screen.getByLabelText('企业视频').getAttribute('src')).toBe('/attachment/video/2024/05/v.mp4');
    const product = screen.getByRole('link', { name: '柔软抽纸' });
    expect(product.getAttribute('href')).toBe('/product/detail?id=5');
    expect(screen.getByText('新品')).toBeTruthy();
    expect(screen.getByRole('link', { name: '025-58000001' }).getAttribute('href')).toBe('tel:02558000001');
    expect(screen.getByRole('link', { name: 'sales@demo.example' })).toBeTruthy();
    // An exhibitor of the fair: a meeting is requested from its page.
    expect(screen.getByRole('link', { name: '预约洽谈' }).getAttribute('href')).toBe(
      '/interaction/InvitationMeet?enterpriseId=12',
    );
  });

  it('sends an anonymous visitor to login and back before following', async () => {
    const fetchMock = followMock('enterprise-12', { [SITE]: () => buildSite() });
    setupHttp(fetchMock);
    const { user } = await renderPage(<EnterprisePage />, {
      path: '/exhibitor/companyInfo',
      initialEntry: '/exhibitor/companyInfo?id=12',
    });
    await user.click(await screen.findByRole('button', { name: /关\s*注/ }));
    await waitFor(() =>
      expect(location()).toBe(`/user/Login?redirect=${encodeURIComponent('/exhibitor/companyInfo?id=12')}`),
    );
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/follows')).toHaveLength(0);
  });

  it('on the English site: English names, links to the English product page, follow and unfollow when signed in', async () => {
    signInAs();
    const fetchMock = followMock('enterprise-12', {
      [SITE]: () =>
        buildSite({ displayName: 'Nanjing Qinghe Paper (Demo) Co., Ltd.', brands: ['Qinghe', '青禾'] }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<EnterprisePage />, {
      path: '/en/enterprise/detail',
      initialEntry: '/en/enterprise/detail?id=12',
      lang: 'en',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nanjing Qinghe Paper (Demo) Co., Ltd.' }),
    ).toBeTruthy();
    // Chinese-only data (issue 24): each brand in its own language, the address marked as Chinese.
    expect(screen.getByText('Qinghe').getAttribute('lang')).toBeNull();
    expect(screen.getByText('青禾').getAttribute('lang')).toBe('zh-Hans');
    expect(screen.getByText('江苏省南京市江宁区示例大道 88 号').getAttribute('lang')).toBe('zh-Hans');
    expect(screen.getByText('Booth No')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Show booth 5A01 in 5号馆 on the floor plan' }).getAttribute('href'),
    ).toBe('/en/floorplan?hall=H5&booth=5A01');
    expect(screen.getByRole('link', { name: '柔软抽纸' }).getAttribute('href')).toBe(
      '/en/enterprise/detail/item?id=5',
    );
    expect(screen.getByRole('link', { name: 'Request a meeting' }).getAttribute('href')).toBe(
      '/en/InvitationMeetEn?enterpriseId=12',
    );
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(screen.getByText('1 follower')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/follows')).toEqual([
      { targetType: 'enterprise', targetId: 12 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('shows the approved publicity material with its pictures and PDFs', async () => {
    const fetchMock = followMock('enterprise-12', {
      [SITE]: () => buildSite(),
      [PUBLICITY]: () => [
        publicityItem(),
        publicityItem({
          id: 42,
          kind: 'pressRelease',
          titleZh: '参展公告',
          titleEn: '',
          bodyZh: '欢迎莅临5A01。',
          bodyEn: '',
          files: [],
        }),
      ],
    });
    setupHttp(fetchMock);
    await renderPage(<EnterprisePage />, {
      path: '/exhibitor/companyInfo',
      initialEntry: '/exhibitor/companyInfo?id=12',
    });
    const section = await screen.findByRole('region', { name: '宣传资料' });
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('dir-publicity__item'));
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: '竹浆本色新品发布' })).toBeTruthy();
    expect(within(items[0]!).getByText('新品发布')).toBeTruthy();
    expect(within(items[0]!).getByText('展会首日发布竹浆本色系列。')).toBeTruthy();
    const picture = within(items[0]!).getByRole('img', { name: '图片 海报.png' });
    expect(picture.getAttribute('src')).toBe('/attachment/general/2024/05/p.png?width=320');
    expect(
      within(items[0]!).getByRole('link', { name: '打开 catalogue.pdf（PDF）' }).getAttribute('href'),
    ).toBe('/attachment/general/2024/05/c.pdf');
    expect(within(items[1]!).getByRole('heading', { level: 3, name: '参展公告' })).toBeTruthy();
    expect(within(items[1]!).getByText('新闻稿')).toBeTruthy();
    expect(within(items[1]!).queryAllByRole('link')).toHaveLength(0);
  });

  it('in English shows the English text of the material, the Chinese one when none was written', async () => {
    setupHttp(
      followMock('enterprise-12', {
        [SITE]: () => buildSite({ displayName: 'Nanjing Qinghe Paper (Demo) Co., Ltd.' }),
        [PUBLICITY]: () => [
          publicityItem(),
          publicityItem({ id: 42, titleEn: '', bodyEn: '', titleZh: '参展公告' }),
        ],
      }),
    );
    await renderPage(<EnterprisePage />, {
      path: '/en/enterprise/detail',
      initialEntry: '/en/enterprise/detail?id=12',
      lang: 'en',
    });
    const section = await screen.findByRole('region', { name: 'Publicity material' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Bamboo pulp line launch' })).toBeTruthy();
    expect(within(section).getByText('We launch the bamboo pulp line on the first day.')).toBeTruthy();
    expect(within(section).getAllByText('Product launch')).toHaveLength(2);
    const fallback = within(section).getByRole('heading', { level: 3, name: '参展公告' });
    expect(fallback.querySelector('[lang="zh-Hans"]')).toBeTruthy();
  });

  it('shows no publicity section when nothing was approved', async () => {
    const fetchMock = followMock('enterprise-12', { [SITE]: () => buildSite(), [PUBLICITY]: () => [] });
    setupHttp(fetchMock);
    await renderPage(<EnterprisePage />, {
      path: '/exhibitor/companyInfo',
      initialEntry: '/exhibitor/companyInfo?id=12',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '南京青禾纸业示例有限公司' })).toBeTruthy();
    await waitFor(() => expect(bodiesSentTo(fetchMock, PUBLICITY)).toHaveLength(1));
    await screen.findByRole('region', { name: '联系方式' });
    expect(screen.queryByRole('region', { name: '宣传资料' })).toBeNull();
  });

  it('leads back to the list as the buyer left it, and to its first page when they came from elsewhere', async () => {
    setupHttp(followMock('enterprise-12', { [SITE]: () => buildSite() }));
    const { user, unmount } = await renderPage(<EnterprisePage />, {
      path: '/exhibitor/companyInfo',
      initialEntry: {
        pathname: '/exhibitor/companyInfo',
        search: '?id=12',
        state: { list: '/exhibitorList?keyword=%E7%BA%B8&hall=H5&page=3' },
      },
    });
    const back = await screen.findByRole('link', { name: /返回展商名录/ });
    expect(back.getAttribute('href')).toBe('/exhibitorList?keyword=%E7%BA%B8&hall=H5&page=3');
    await user.click(back);
    await waitFor(() => expect(location()).toBe('/exhibitorList?keyword=%E7%BA%B8&hall=H5&page=3'));
    unmount();
    // A state that is not the list (another page, or forged) is not followed.
    await renderPage(<EnterprisePage />, {
      path: '/exhibitor/companyInfo',
      initialEntry: {
        pathname: '/exhibitor/companyInfo',
        search: '?id=12',
        state: { list: 'https://evil.example/' },
      },
    });
    expect((await screen.findByRole('link', { name: /返回展商名录/ })).getAttribute('href')).toBe(
      '/exhibitorList',
    );
  });

  it('shares the page: the address copied where the browser has no share sheet', async () => {
    setupHttp(followMock('enterprise-12', { [SITE]: () => buildSite() }));
    const { user } = await renderPage(<EnterprisePage />, {
      path: '/exhibitor/companyInfo',
      initialEntry: '/exhibitor/companyInfo?id=12',
    });
    await screen.findByRole('heading', { level: 1, name: '南京青禾纸业示例有限公司' });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
  });

  it('says so when the company is not an exhibitor of the fair', async () => {
    setupHttp(createFetchMock({ [SITE]: () => errorResponse(404, 'not found', 10760) }));
    await renderPage(<EnterprisePage />, {
      path: '/exhibitor/companyInfo',
      initialEntry: '/exhibitor/companyInfo?id=12',
    });
    expect(await screen.findByText('该企业不是本届展商，或页面不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回展商名录' }).getAttribute('href')).toBe('/exhibitorList');
  });
});

describe('ProductPage', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('shows pictures, parameters and video, links to the enterprise and saves the product', async () => {
    signInAs();
    const fetchMock = followMock('product-5', { 'GET portal/rest/products/5': () => buildProduct() });
    setupHttp(fetchMock);
    const { user } = await renderPage(<ProductPage />, {
      path: '/product/detail',
      initialEntry: '/product/detail?id=5',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '柔软抽纸' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '柔软抽纸，第 1 张，共 2 张' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '查看第 2 张图片' }));
    expect(screen.getByRole('img', { name: '柔软抽纸，第 2 张，共 2 张' }).getAttribute('src')).toContain(
      '/attachment/enterpriseImage/2024/05/b.png',
    );
    const params = screen.getByRole('heading', { name: '商品参数' }).parentElement as HTMLElement;
    expect(within(params).getByText('层数')).toBeTruthy();
    expect(within(params).getByText('3')).toBeTruthy();
    expect(screen.getByTestId('product-enterprise').getAttribute('href')).toBe(
      '/exhibitor/companyInfo?id=12',
    );
    await user.click(screen.getByRole('button', { name: /收\s*藏/ }));
    expect(await screen.findByRole('button', { name: /已收藏/ })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/follows')).toEqual([
      { targetType: 'product', targetId: 5 },
    ]);
  });

  it("says at which booth to find it and shows the exhibitor's other products, not itself", async () => {
    const other = {
      ...buildSite().products[0]!,
      id: 6,
      name: '竹浆卷纸',
      displayName: '竹浆卷纸',
      newProduct: false,
    };
    setupHttp(
      followMock('product-5', {
        'GET portal/rest/products/5': () => buildProduct(),
        [SITE]: () => buildSite({ products: [buildSite().products[0]!, other] }),
      }),
    );
    await renderPage(<ProductPage />, { path: '/product/detail', initialEntry: '/product/detail?id=5' });
    expect(await screen.findByRole('heading', { level: 1, name: '柔软抽纸' })).toBeTruthy();
    const booths = await screen.findByTestId('product-booths');
    expect(
      within(booths).getByRole('link', { name: '在平面图上查看 5号馆 展位 5A01' }).getAttribute('href'),
    ).toBe('/exhibitor/floorplan?hall=H5&booth=5A01');
    const more = screen.getByRole('region', { name: '该展商的其他产品' });
    expect(within(more).getByRole('link', { name: '竹浆卷纸' }).getAttribute('href')).toBe(
      '/product/detail?id=6',
    );
    expect(within(more).queryByRole('link', { name: '柔软抽纸' })).toBeNull();
  });

  it('in English shows the English name and sends an anonymous visitor to the English login', async () => {
    setupHttp(followMock('product-5', { 'GET portal/rest/products/5': () => buildProduct() }));
    const { user } = await renderPage(<ProductPage />, {
      path: '/en/enterprise/detail/item',
      initialEntry: '/en/enterprise/detail/item?id=5',
      lang: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Soft Facial Tissue' })).toBeTruthy();
    expect(screen.getByText('Three-ply virgin pulp')).toBeTruthy();
    expect(screen.getByTestId('product-enterprise').getAttribute('href')).toBe('/en/enterprise/detail?id=12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(location()).toBe(`/loginEn?redirect=${encodeURIComponent('/en/enterprise/detail/item?id=5')}`),
    );
  });
});
