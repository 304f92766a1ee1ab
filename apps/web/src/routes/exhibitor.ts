import { EXHIBITOR_SERVICE_PAGES as ES } from '../features/exhibitor-services/routes';
import { type RouteDef, route } from './types';

/** Directory pages (features/directory): the exhibitor list, an exhibitor, the floor plan. */
export const exhibitorList = () => import('../features/directory/pages/exhibitor-list-page');
export const enterprisePage = () => import('../features/directory/pages/enterprise-page');
export const productPage = () => import('../features/directory/pages/product-page');

/** Spec §2 "Exhibitor". */
export const exhibitorRoutes: RouteDef[] = [
  route('/exhibitor', {
    defaultChild: 'exhibitorList',
    children: [
      route('exhibitorList', {
        keepAlive: true,
        plain: true,
        page: exhibitorList,
        title: 'directory:list.title',
      }),
      route('propaganda', { auth: true, ...ES.propaganda }),
      route('propagandaAudit', { auth: true, ...ES.propagandaAudit }),
      route('boothBinding', { auth: true, ...ES.boothBinding }),
      route('exhibitorService', { auth: true, ...ES.hub }),
      route('companyInfo', { page: enterprisePage, plain: true, title: 'directory:enterprise.title' }),
      route('switchBooth', { auth: true, ...ES.plan }),
      // The organizer's exhibitor-service contacts: the content page `contact`, edited in the content console.
      route('contact', {
        page: () => import('../features/content/pages/content-page'),
        plain: true,
        title: 'content:news.title',
      }),
      route('exhibitionProcess', ES.process),
      route('floorplan', {
        page: () => import('../features/directory/pages/floorplan-page'),
        title: 'directory:plan.title',
      }),
      route('staffAddressList', { auth: true, ...ES.staffPasses }),
      route('exhibitorsInteraction', { auth: true, ...ES.interaction }),
      route('exhibitorManual', ES.manual),
      route('exhibitorListEn', {
        keepAlive: true,
        plain: true,
        page: exhibitorList,
        title: 'directory:list.title',
      }),
    ],
  }),
  route('/application', {
    defaultChild: 'auditList',
    children: [
      route('auditList', { auth: true, ...ES.confirm }),
      route('applicationForm', { auth: true, ...ES.start }),
      route('companyInfoEdit', { auth: true, ...ES.company }),
      route('businessInfo', { auth: true, ...ES.business }),
      route('advertising', { auth: true, ...ES.advertising }),
      route('adAudit', { auth: true, ...ES.advertising }),
      route('finalConfirm', { auth: true, ...ES.confirm }),
      route('infoCheck', { auth: true, ...ES.confirm }),
      route('boothList', { auth: true, ...ES.plan }),
    ],
  }),
  route('/enterpriseServicePlatform', {
    defaultChild: 'applyHome',
    children: [
      route('applyHome', { auth: true, ...ES.start }),
      route('applyInitPage', { auth: true, ...ES.start }),
      route('applyDetailPage', { auth: true, ...ES.confirm }),
      route('applyBasicPage', { auth: true, ...ES.company }),
      route('applyBusinessInfo', { auth: true, ...ES.business }),
      route('applyBooth', { auth: true, ...ES.plan }),
      route('applyAd', { auth: true, ...ES.advertising }),
      route('applyMeeting', { auth: true, ...ES.meeting }),
      route('applyFinalConfirm', { auth: true, ...ES.confirm }),
      route('exhibitorServicePlatform', { auth: true, ...ES.servicePlatform }),
      route('recommendCard', { auth: true, ...ES.recommendCard }),
      // Public: the steps of joining; the signed-in user's state shows when there is one.
      route('settledPlatform', ES.settledPlatform),
      route('enterpriseInfo', { auth: true, ...ES.enterpriseInfo }),
      route('applyNavigation', { auth: true, ...ES.applyNavigation }),
      route('cardDetail', { auth: true, ...ES.cardDetail }),
    ],
  }),
];
