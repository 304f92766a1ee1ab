import type { VisitorRegistration } from '@cidpex/contracts';

/** A registration as the server answers it. */
export function buildRegistration(overrides: Partial<VisitorRegistration> = {}): VisitorRegistration {
  return {
    id: 7,
    exhibitionId: 200417,
    userId: 42,
    form: 'domestic',
    lang: 'zh-Hans',
    status: 'pending',
    name: '王芳',
    firstName: null,
    lastName: null,
    company: '南京洁柔纸业有限公司',
    brand: null,
    jobTitle: 'J03',
    businessType: 'B02',
    country: null,
    address: null,
    postalCode: null,
    tel: null,
    fax: null,
    mobile: '13912345678',
    email: 'wang@example.com',
    idKind: 'idCard',
    idLast6: '071234',
    linkedin: null,
    whatsapp: null,
    wechat: null,
    website: null,
    cardFrontId: null,
    cardBackId: null,
    consentAt: '2024-04-01T08:00:00.000Z',
    source: null,
    invite: null,
    rejectReason: null,
    reviewedAt: null,
    badgeCode: null,
    checkedInAt: null,
    createdAt: '2024-04-01T08:00:00.000Z',
    updatedAt: '2024-04-01T08:00:00.000Z',
    ...overrides,
  };
}

export const DICTS = {
  'GET portal/rest/dicts/exhibition/200417/jobTitle': () => [
    {
      code: 'J03',
      parentCode: null,
      name: '采购经理',
      nameZhHans: '采购经理',
      nameZhHant: '採購經理',
      nameEn: 'Purchasing Manager',
      sort: 3,
    },
  ],
  'GET portal/rest/dicts/exhibition/200417/businessType': () => [
    {
      code: 'B02',
      parentCode: null,
      name: '经销商/代理商',
      nameZhHans: '经销商/代理商',
      nameZhHant: '經銷商/代理商',
      nameEn: 'Distributor/Agent',
      sort: 2,
    },
  ],
  'GET portal/rest/dicts/exhibition/200417/country': () => [
    {
      code: 'FI',
      parentCode: null,
      name: '芬兰',
      nameZhHans: '芬兰',
      nameZhHant: '芬蘭',
      nameEn: 'Finland',
      sort: 8,
    },
  ],
};
