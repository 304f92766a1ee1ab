import { type RouteDef, route } from './types';

/** Spec §2 "Exhibitor". */
export const exhibitorRoutes: RouteDef[] = [
  route('/exhibitor', {
    children: [
      route('exhibitorList', { keepAlive: true }),
      route('propaganda'),
      route('propagandaAudit'),
      route('boothBinding'),
      route('exhibitorService', { auth: true }),
      route('companyInfo'),
      route('switchBooth'),
      route('contact'),
      route('exhibitionProcess'),
      route('floorplan'),
      route('staffAddressList'),
      route('exhibitorsInteraction'),
      route('exhibitorManual'),
      route('exhibitorListEn', { keepAlive: true }),
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
