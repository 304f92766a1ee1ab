import type {
  DirectoryFacets,
  DirectoryPage,
  DirectoryRow,
  EnterpriseSite,
  FacetOption,
  FloorPlan,
  Product,
} from '@cidpex/contracts';

/** Builders of the directory's answers for page tests (contracts' shapes; names fictitious). */
export function buildRow(overrides: Partial<DirectoryRow> = {}): DirectoryRow {
  return {
    id: 1,
    enterpriseId: 12,
    name: '南京青禾纸业示例有限公司',
    nameZhHant: '南京青禾紙業示例有限公司',
    nameEn: 'Nanjing Qinghe Paper (Demo) Co., Ltd.',
    displayName: '南京青禾纸业示例有限公司',
    logoUrl: '/attachment/logo/2024/05/a.png',
    brands: ['青禾'],
    booths: [
      {
        boothNo: '5A01',
        hall: 'H5',
        hallName: '5号馆',
        area: 'A01',
        areaName: '生活用纸成品',
        floorPlanPath: '/exhibitor/floorplan?hall=H5&booth=5A01',
      },
    ],
    boothNos: ['5A01'],
    hall: 'H5',
    hallName: '5号馆',
    area: 'A01',
    areaName: '生活用纸成品',
    country: 'CN',
    countryName: '中国',
    industry: 'I1',
    industryName: '生活用纸',
    ...overrides,
  };
}

const option = (code: string, name: string, count: number, selected = false): FacetOption => ({
  code,
  name,
  count,
  selected,
});

export function buildFacets(selectedHall?: string): DirectoryFacets {
  return {
    area: [option('A01', '生活用纸成品', 2), option('A07', '非织造布', 1)],
    hall: [
      option('H5', '5号馆', 2, selectedHall === 'H5'),
      option('H6', '6号馆', 1, selectedHall === 'H6'),
      option('H7', '7号馆', 0),
    ],
    industry: [option('I1', '生活用纸', 2), option('I2', '卫生用品', 1)],
    business: [option('I101', '卫生纸', 1)],
    country: [option('CN', '中国', 2), option('DE', '德国', 1)],
  };
}

export function buildPage(rows: DirectoryRow[], facets: DirectoryFacets = buildFacets()): DirectoryPage {
  return { rows, total: rows.length, page: 1, pageSize: 20, facets };
}

export function buildSite(overrides: Partial<EnterpriseSite> = {}): EnterpriseSite {
  return {
    ...buildRow(),
    exhibitionId: 200417,
    profile: '专注生活用纸二十年。',
    profileZhHans: '专注生活用纸二十年。',
    profileEn: 'Tissue paper for twenty years.',
    coverUrl: '/attachment/cover/2024/05/c.png',
    videoUrl: '/attachment/video/2024/05/v.mp4',
    website: 'www.qinghe-demo.example',
    address: '江苏省南京市江宁区示例大道 88 号',
    contacts: [
      {
        name: '王芳',
        jobTitle: '销售经理',
        phone: '025-58000001',
        email: 'sales@demo.example',
        wechat: null,
      },
    ],
    products: [
      {
        id: 5,
        name: '柔软抽纸',
        nameEn: 'Soft Facial Tissue',
        displayName: '柔软抽纸',
        category: 'I102',
        categoryName: '面巾纸',
        coverUrl: '/attachment/enterpriseImage/2024/05/p.png',
        newProduct: true,
      },
    ],
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 5,
    enterpriseId: 12,
    enterpriseName: '南京青禾纸业示例有限公司',
    enterpriseNameEn: 'Nanjing Qinghe Paper (Demo) Co., Ltd.',
    name: '柔软抽纸',
    nameEn: 'Soft Facial Tissue',
    category: 'I102',
    categoryName: '面巾纸',
    description: '三层原生木浆',
    descriptionEn: 'Three-ply virgin pulp',
    parameters: [{ name: '层数', value: '3' }],
    cover: { id: 11, url: '/attachment/enterpriseImage/2024/05/a.png', width: 300, height: 300 },
    details: [{ id: 12, url: '/attachment/enterpriseImage/2024/05/b.png', width: 300, height: 300 }],
    video: { id: 13, url: '/attachment/video/2024/05/v.mp4', width: 750, height: 750 },
    status: 'listed',
    violationReason: null,
    approvedContent: true,
    favouriteCount: 2,
    submittedAt: null,
    reviewedAt: null,
    createdAt: '2024-05-01T02:00:00.000Z',
    updatedAt: '2024-05-02T02:00:00.000Z',
    ...overrides,
  };
}

export function buildPlan(): FloorPlan {
  return {
    hall: 'H5',
    hallName: '5号馆',
    width: 40,
    height: 20,
    boothCount: 3,
    areas: [
      { code: 'A01', name: '生活用纸成品' },
      { code: 'A07', name: '非织造布' },
    ],
    booths: [
      {
        boothNo: '5A01',
        x: 2,
        y: 2,
        w: 6,
        h: 3,
        area: 'A01',
        exhibitorId: 1,
        enterpriseId: 12,
        displayName: '南京青禾纸业示例有限公司',
      },
      {
        boothNo: '5A02',
        x: 9,
        y: 2,
        w: 3,
        h: 3,
        area: 'A07',
        exhibitorId: 2,
        enterpriseId: 13,
        displayName: '苏州澄溪卫生用品示例有限公司',
      },
      {
        boothNo: '5A03',
        x: 13,
        y: 2,
        w: 3,
        h: 3,
        area: 'A07',
        exhibitorId: null,
        enterpriseId: null,
        displayName: null,
      },
    ],
    outline: [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 40, y: 20 },
      { x: 0, y: 20 },
    ],
    features: [
      { kind: 'entrance', x: 18, y: 18.8, w: 4, h: 1.2, label: '1' },
      { kind: 'registration', x: 2, y: 12, w: 8, h: 5, label: null },
      { kind: 'toilet', x: 12, y: 12, w: 4, h: 5, label: null },
      { kind: 'cafe', x: 30, y: 12, w: 6, h: 5, label: null },
    ],
  };
}
