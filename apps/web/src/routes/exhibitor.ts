import { type RouteDef, route } from './types';

/** Directory pages (features/directory): the exhibitor list, an exhibitor, the floor plan. */
export const exhibitorList = () => import('../features/directory/pages/exhibitor-list-page');
export const enterprisePage = () => import('../features/directory/pages/enterprise-page');
export const productPage = () => import('../features/directory/pages/product-page');

/** Spec §2 "Exhibitor". */
export const exhibitorRoutes: RouteDef[] = [
  route('/exhibitor', {
    children: [
      route('exhibitorList', {
        keepAlive: true,
        plain: true,
        page: exhibitorList,
        title: 'directory:list.title',
      }),
      route('propaganda'),
      route('propagandaAudit'),
      route('boothBinding'),
      route('exhibitorService', { auth: true }),
      route('companyInfo', { page: enterprisePage, title: 'directory:enterprise.title' }),
      route('switchBooth'),
      route('contact'),
      route('exhibitionProcess'),
      route('floorplan', {
        page: () => import('../features/directory/pages/floorplan-page'),
        title: 'directory:plan.title',
      }),
      route('staffAddressList'),
      route('exhibitorsInteraction'),
      route('exhibitorManual'),
      route('exhibitorListEn', {
        keepAlive: true,
        plain: true,
        page: exhibitorList,
        title: 'directory:list.title',
      }),
    ],
  }),
  route('/application', {
    children: [
      route('auditList', { auth: true }),
      ...[
        'applicationForm',
        'companyInfoEdit',
        'businessInfo',
        'advertising',
        'adAudit',
        'finalConfirm',
        'infoCheck',
        'boothList',
      ].map((name) => route(name)),
    ],
  }),
  route('/enterpriseServicePlatform', {
    defaultChild: 'applyHome',
    children: [
      'applyHome',
      'applyInitPage',
      'applyDetailPage',
      'applyBasicPage',
      'applyBusinessInfo',
      'applyBooth',
      'applyAd',
      'applyMeeting',
      'applyFinalConfirm',
      'exhibitorServicePlatform',
      'recommendCard',
      'settledPlatform',
      'enterpriseInfo',
      'applyNavigation',
      'cardDetail',
    ].map((name) => route(name)),
  }),
];
