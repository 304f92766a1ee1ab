import { type RouteDef, route } from './types';

/** Pages of /myEnterprise that anyone may open (a public preview); the rest need login (spec: "most"). */
const PUBLIC_ENTERPRISE_PAGES = new Set(['preview']);

const productList = () => import('../features/products/pages/product-list-page');
const productForm = () => import('../features/products/pages/product-form-page');
/** Product pages (features/products), under their Chinese and English center names. */
const PRODUCT_PAGES: Record<string, Pick<RouteDef, 'page' | 'title'>> = {
  productList: { page: productList, title: 'products:list.title' },
  productAdd: { page: productForm, title: 'products:form.addTitle' },
  product: { page: productList, title: 'products:list.title' },
  productadd: { page: productForm, title: 'products:form.addTitle' },
};

/** Enterprise center pages built so far (also reached under /enterpriseCenterEn). */
export const CENTER_PAGES: Record<string, Pick<RouteDef, 'page' | 'title'>> = {
  basicinfo: {
    page: () => import('../features/enterprises/center/basic-info-page'),
    title: 'enterprises:center.menu.basicinfo',
  },
  entInfo: {
    page: () => import('../features/enterprises/center/ent-info-page'),
    title: 'enterprises:center.menu.entInfo',
  },
  userRole: {
    page: () => import('../features/enterprises/center/user-role-page'),
    title: 'enterprises:center.menu.userRole',
  },
  contactManagement: {
    page: () => import('../features/enterprises/center/contacts-page'),
    title: 'enterprises:center.menu.contactManagement',
  },
  ...PRODUCT_PAGES,
};

/** Business-card pages of the user center (features/cards). */
const CARD_PAGES: Record<string, Pick<RouteDef, 'page' | 'title'>> = {
  vcard: { page: () => import('../features/cards/pages/vcard-page'), title: 'cards:vcard.title' },
  exchangeVcard: {
    page: () => import('../features/cards/pages/exchange-vcard-page'),
    title: 'cards:exchange.title',
  },
  cardHolder: { page: () => import('../features/cards/pages/card-holder-page'), title: 'cards:holder.title' },
};

/** Spec §2 "Enterprise and user centres". */
export const enterpriseRoutes: RouteDef[] = [
  route('/myEnterprise', {
    defaultChild: 'basicinfo',
    auth: true,
    children: [
      'basicinfo',
      'userRole',
      'productList',
      'activityList',
      'productAdd',
      'activityAppList',
      'activityAdd',
      'webcast',
      'billCtrl',
      'entInfo',
      'chatAppl',
      'inviList',
      'sampleAppl',
      'agencyAppli',
      'brand/list',
      'brand/add',
      'preview',
      'progress',
      'sceneChat',
      'applyStatistics',
      'contactManagement',
      'ordersContracts',
      'invoiceInformation',
    ].map((name) => route(name, { auth: !PUBLIC_ENTERPRISE_PAGES.has(name), ...CENTER_PAGES[name] })),
  }),
  route('/preview', { auth: true }),
  route('/enterprise', {
    children: [
      route('certification', {
        auth: true,
        page: () => import('../features/enterprises/pages/certification-page'),
        title: 'enterprises:certification.title',
      }),
      route('settlement', {
        auth: true,
        page: () => import('../features/enterprises/settlement/settlement-page'),
        title: 'enterprises:settlement.title',
      }),
      route('settledInterest', {
        auth: true,
        page: () => import('../features/enterprises/settlement/settled-interest-page'),
        title: 'enterprises:settlement.interestTitle',
      }),
    ],
  }),
  route('/user/UserCenter', {
    auth: true,
    children: [
      'CompanyInfo',
      'UserInfo',
      'MyCollection',
      'MyPosts',
      'vcard',
      'exchangeVcard',
      'cardHolder',
    ].map((name) => route(name, { auth: true, ...CARD_PAGES[name] })),
  }),
  route('/Admin_index', { children: [route('Index'), route('LatestPublic')] }),
];
