import { CHAT_PAGES } from '../features/chat/routes';
import { loadCertificationQueuePage } from '../features/enterprises/organizer/early';
import { EXHIBITOR_SERVICE_PAGES as ES } from '../features/exhibitor-services/routes';
import { MEETING_PAGES } from '../features/meetings/routes';
import { loadDashboardPage } from '../features/organizer/routes';
import { loadProductReviewPage } from '../features/products/organizer/early';
import { PURPOSE_PAGES } from '../features/purposes/routes';
import { type RouteDef, route } from './types';

/** The organizer console (ARCHITECTURE §1): ours to add, organizer role only. */
export const organizerRoutes: RouteDef[] = [
  route('/organizer', {
    defaultChild: 'dashboard',
    children: [
      route('login', {
        page: () => import('../features/organizer/pages/organizer-login-page'),
        title: 'organizer:login.title',
      }),
      route('dashboard', {
        auth: true,
        roles: ['organizer'],
        page: loadDashboardPage,
        title: 'organizer:dashboard.title',
      }),
      route('contents', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/content/organizer/content-editor-page'),
        title: 'content:org.title_page',
      }),
      route('webcasts', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/content/organizer/webcast-review-page'),
        title: 'content:webcast.review.title',
      }),
      route('live', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/content/organizer/live-console-page'),
        title: 'content:console.title',
      }),
      route('outbox', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/organizer/pages/outbox-page'),
        title: 'organizer:outbox.title',
      }),
      route('operations', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/organizer/pages/operations-page'),
        title: 'organizer:operations.title',
      }),
      route('visitors', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/visitors/organizer/review-page'),
        title: 'visitors:review.title',
      }),
      route('checkin', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/visitors/organizer/check-in-page'),
        title: 'visitors:checkin.title',
      }),
      route('giftCards', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/giftcards/organizer/gift-cards-page'),
        title: 'giftcards:org.title',
      }),
      route('seminar', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/seminars/organizer/seminar-console-page'),
        title: 'seminars:org.title',
      }),
      route('payments', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/seminars/organizer/payments-page'),
        title: 'seminars:pay.orgTitle',
      }),
      route('refunds', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/seminars/organizer/refunds-page'),
        title: 'seminars:refundOrg.title',
      }),
      route('surveys', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/seminars/organizer/survey-stats-page'),
        title: 'seminars:surveyStats.title',
      }),
      route('enterprises', {
        auth: true,
        roles: ['organizer'],
        page: loadCertificationQueuePage,
        title: 'enterprises:queue.title',
      }),
      route('products', {
        auth: true,
        roles: ['organizer'],
        page: loadProductReviewPage,
        title: 'products:review.title',
      }),
      route('activities', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/activities/organizer/activity-review-page'),
        title: 'activities:review.title',
      }),
      route('purposes', { auth: true, roles: ['organizer'], ...PURPOSE_PAGES.review }),
      route('meetings', { auth: true, roles: ['organizer'], ...MEETING_PAGES.stats }),
      route('purposeModeration', { auth: true, roles: ['organizer'], ...PURPOSE_PAGES.moderation }),
      route('chatModeration', { auth: true, roles: ['organizer'], ...CHAT_PAGES.moderation }),
      route('fair', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/fair/pages/fair-phases-page'),
        title: 'fair:phases.title',
      }),
      route('exhibitorApplications', { auth: true, roles: ['organizer'], ...ES.orgApplications }),
      route('boothPlan', { auth: true, roles: ['organizer'], ...ES.orgBoothPlan }),
      route('pricePlan', { auth: true, roles: ['organizer'], ...ES.orgPricePlan }),
      route('boothContracts', { auth: true, roles: ['organizer'], ...ES.orgContracts }),
      route('tradeApplications', { auth: true, roles: ['organizer'], ...ES.orgTradeApplies }),
      route('propaganda', { auth: true, roles: ['organizer'], ...ES.orgPropaganda }),
      route('fairRequests', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/enterprise-pages/organizer/fair-requests-page'),
        title: 'entpages:fair.title',
      }),
      route('enterprisePages', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/enterprise-pages/organizer/page-review-page'),
        title: 'entpages:review.title',
      }),
      route('settlements', {
        auth: true,
        roles: ['organizer'],
        page: () => import('../features/enterprises/settlement/settlement-queue-page'),
        title: 'enterprises:settlement.queue.title',
      }),
    ],
  }),
];
