import { CHAT_PAGES } from '../features/chat/routes';
import { MEETING_PAGES } from '../features/meetings/routes';
import { PURPOSE_PAGES } from '../features/purposes/routes';
import { CENTER_PAGES, USER_PAGES } from './enterprise';
import { enterprisePage, productPage } from './exhibitor';
import { type RouteDef, route } from './types';

/** Spec §2 "English site". */
export const englishRoutes: RouteDef[] = [
  route('/loginEn', {
    page: () => import('../features/accounts/pages/login-en-page'),
    title: 'accounts:loginEn.title',
  }),
  // The English site's parent: its home is /IndexEn.
  route('/en', {
    redirect: '/IndexEn',
    children: [
      route('register', {
        page: () => import('../features/visitors/pages/en-register-page'),
        title: 'visitors:en.title',
      }),
      route('ExchangePlatformEn', {
        page: () => import('../features/content/pages/content-page'),
        plain: true,
        title: 'content:news.title',
      }),
      route('next', {
        page: () => import('../features/visitors/pages/en-next-page'),
        title: 'visitors:en.title',
      }),
      route('cloudshow', {
        page: () => import('../features/directory/pages/new-products-page'),
        title: 'directory:newProducts.title',
      }),
      // Not in spec §2: the English site's frame for the floor plan (docs/directory.md).
      route('floorplan', {
        page: () => import('../features/directory/pages/floorplan-page'),
        title: 'directory:plan.title',
      }),
      route('enterprise/detail', {
        page: enterprisePage,
        plain: true,
        title: 'directory:enterprise.title',
        children: [route('item', { page: productPage, plain: true, title: 'directory:product.title' })],
      }),
      route('InvitationMeetEn', { auth: true, ...MEETING_PAGES.meet }),
      route('InvitationListEn', { auth: true, ...MEETING_PAGES.list }),
      route('inter/SupplyPlatform', { keepAlive: true, ...PURPOSE_PAGES.board }),
      route('inter/publish', { auth: true, ...PURPOSE_PAGES.publish }),
      route('inter/detail', PURPOSE_PAGES.detail),
    ],
  }),
  route('/userCenterEn', {
    // Spec §2: the English center opens on chatEn.
    defaultChild: 'chatEn',
    auth: true,
    children: [
      route('chatEn', { auth: true, ...CHAT_PAGES.user }),
      route('productsEn', { auth: true, ...USER_PAGES.MyCollection }),
      route('post', { auth: true, ...PURPOSE_PAGES.mine }),
      route('focusEnterpriseEn', {
        auth: true,
        page: () => import('../features/follows/pages/focus-enterprise-page'),
        title: 'follows:title',
      }),
      route('liveBroadCaseEn', {
        auth: true,
        page: () => import('../features/content/pages/live-page'),
        title: 'content:live.title',
      }),
      route('SupplyPlatform', { auth: true, ...PURPOSE_PAGES.board }),
      route('userInfo', { auth: true, ...USER_PAGES.UserInfo }),
    ],
  }),
  route('/enterpriseCenterEn', {
    defaultChild: 'basicinfo',
    auth: true,
    children: ['basicinfo', 'userRole', 'entInfo', 'product', 'productadd'].map((name) =>
      route(name, { auth: true, ...CENTER_PAGES[name] }),
    ),
  }),
  route('/CIDPEX', {
    defaultChild: 'VideoLiveEn',
    children: ['VideoLiveEn', 'VideoLiveEnNow'].map((name) =>
      route(name, {
        auth: true,
        page: () => import('../features/content/pages/live-page'),
        plain: true,
        title: 'content:live.title',
      }),
    ),
  }),
  route('/contentAuth', {
    auth: true,
    page: () => import('../features/content/pages/content-page'),
    plain: true,
    title: 'content:news.title',
  }),
];
