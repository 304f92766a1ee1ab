import { CHAT_PAGES } from '../features/chat/routes';
import { loadBasicInfoPage } from '../features/enterprises/center/early';
import { EXHIBITOR_SERVICE_PAGES } from '../features/exhibitor-services/routes';
import { MEETING_PAGES } from '../features/meetings/routes';
import { PURPOSE_PAGES } from '../features/purposes/routes';
import { type RouteDef, route } from './types';

/**
 * Pages of /myEnterprise that anyone may open; the rest need login (spec: "most"). The
 * preview shows an enterprise's draft to its own members only, so it needs login too.
 */
const PUBLIC_ENTERPRISE_PAGES = new Set<string>([]);

const productList = () => import('../features/products/pages/product-list-page');
const productForm = () => import('../features/products/pages/product-form-page');
/** Product pages (features/products), under their Chinese and English center names. */
const PRODUCT_PAGES: Record<string, Pick<RouteDef, 'page' | 'title'>> = {
  productList: { page: productList, title: 'products:list.title' },
  productAdd: { page: productForm, title: 'products:form.addTitle' },
  product: { page: productList, title: 'products:list.title' },
  productadd: { page: productForm, title: 'products:form.addTitle' },
};

/** The exhibitor page review, progress and statistics (features/enterprise-pages). */
const previewPage = () => import('../features/enterprise-pages/preview-page');
const ENTERPRISE_PAGE_PAGES: Record<string, Pick<RouteDef, 'page' | 'title'>> = {
  preview: { page: previewPage, title: 'entpages:preview.title' },
  progress: {
    page: () => import('../features/enterprise-pages/progress-page'),
    title: 'entpages:progress.title',
  },
  applyStatistics: {
    page: () => import('../features/enterprise-pages/statistics-page'),
    title: 'entpages:stats.title',
  },
};

/** Brands and activities (features/activities). */
const BRAND_ACTIVITY_PAGES: Record<string, Pick<RouteDef, 'page' | 'title'>> = {
  'brand/list': {
    page: () => import('../features/brands/pages/brand-list-page'),
    title: 'activities:brands.title',
  },
  'brand/add': {
    page: () => import('../features/brands/pages/brand-form-page'),
    title: 'activities:brands.addTitle',
  },
  activityList: {
    page: () => import('../features/activities/pages/activity-list-page'),
    title: 'activities:activities.title',
  },
  activityAdd: {
    page: () => import('../features/activities/pages/activity-form-page'),
    title: 'activities:activities.addTitle',
  },
  activityAppList: {
    page: () => import('../features/activities/pages/activity-signups-page'),
    title: 'activities:signups.title',
  },
};

/** Enterprise center pages built so far (also reached under /enterpriseCenterEn). */
export const CENTER_PAGES: Record<string, Pick<RouteDef, 'page' | 'title'>> = {
  ordersContracts: EXHIBITOR_SERVICE_PAGES.ordersContracts,
  billCtrl: EXHIBITOR_SERVICE_PAGES.billCtrl,
  invoiceInformation: EXHIBITOR_SERVICE_PAGES.invoiceInformation,
  sampleAppl: EXHIBITOR_SERVICE_PAGES.sampleAppl,
  agencyAppli: EXHIBITOR_SERVICE_PAGES.agencyAppli,
  basicinfo: {
    page: loadBasicInfoPage,
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
  ...ENTERPRISE_PAGE_PAGES,
  ...BRAND_ACTIVITY_PAGES,
  chatAppl: PURPOSE_PAGES.chatAppl,
  inviList: MEETING_PAGES.enterprise,
  sceneChat: CHAT_PAGES.enterprise,
  webcast: {
    page: () => import('../features/content/enterprise/webcast-center-page'),
    title: 'content:webcast.centerTitle',
  },
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

/** Pages of the user center (features/users, features/follows); some also under /userCenterEn. */
export const USER_PAGES: Record<string, Pick<RouteDef, 'page' | 'title'>> = {
  UserInfo: { page: () => import('../features/users/pages/user-info-page'), title: 'users:info.title' },
  CompanyInfo: {
    page: () => import('../features/users/pages/company-info-page'),
    title: 'users:company.title',
  },
  MyCollection: {
    page: () => import('../features/follows/pages/my-collection-page'),
    title: 'follows:collection.title',
  },
  MyPosts: PURPOSE_PAGES.mine,
  chat: CHAT_PAGES.user,
  ...CARD_PAGES,
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
  route('/preview', { auth: true, page: previewPage, title: 'entpages:preview.title' }),
  route('/enterprise', {
    defaultChild: 'certification',
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
    defaultChild: 'UserInfo',
    auth: true,
    children: [
      'CompanyInfo',
      'UserInfo',
      'MyCollection',
      'MyPosts',
      'vcard',
      'exchangeVcard',
      'cardHolder',
      'chat',
    ].map((name) => route(name, { auth: true, ...USER_PAGES[name] })),
  }),
  route('/Admin_index', {
    defaultChild: 'Index',
    auth: true,
    children: [
      route('Index', {
        auth: true,
        page: () => import('../features/users/pages/dashboard-page'),
        title: 'users:dashboard.title',
      }),
      route('LatestPublic', {
        auth: true,
        page: () => import('../features/content/pages/latest-public-page'),
        title: 'content:latest.title',
      }),
    ],
  }),
];
