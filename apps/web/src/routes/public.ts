import { SEARCH_PAGE } from '../features/search/routes';
import { exhibitorList } from './exhibitor';
import { type RouteDef, route } from './types';

const home = () => import('../features/home/pages/home-page');
const homeEn = () => import('../features/home/pages/home-en-page');

/** Spec §2 "Public and visitor". */
export const publicRoutes: RouteDef[] = [
  route('/home', { page: home, keepAlive: true, title: 'home:title' }),
  route('/index', { page: home, keepAlive: true, title: 'home:title' }),
  route('/comingSoon', {
    page: () => import('../features/home/pages/coming-soon-page'),
    title: 'common:comingSoon.title',
  }),
  route('/exhibitorList', {
    keepAlive: true,
    plain: true,
    page: exhibitorList,
    title: 'directory:list.title',
  }),
  // Not in spec §2: approved exhibitor activities with sign-up (features/activities; docs/api-notes.md).
  route('/activities', {
    page: () => import('../features/activities/pages/public-activities-page'),
    title: 'activities:public.title',
  }),
  // Not in spec §2: the site search's results on both sites (features/search; docs/api-notes.md).
  route('/search', SEARCH_PAGE),
  route('/en/search', SEARCH_PAGE),
  route('/seminarRegistr', {
    page: () => import('../features/seminars/pages/seminar-registr-page'),
    title: 'seminars:registr.title',
  }),
  route('/IndexEn', {
    page: homeEn,
    keepAlive: true,
    title: 'home:titleEn',
    children: [
      route('search', {
        page: () => import('../features/home/pages/home-en-search-page'),
        title: 'home:search.title',
      }),
      route('topNew', {
        page: () => import('../features/home/pages/home-en-top-new-page'),
        title: 'home:topNew.title',
      }),
      route('entrance', {
        page: () => import('../features/home/pages/home-en-entrance-page'),
        title: 'home:entrance.title',
      }),
    ],
  }),
  route('/visitor', {
    defaultChild: 'visitorRegister',
    children: [
      route('visitorRegister', {
        page: () => import('../features/visitors/pages/visitor-register-page'),
        plain: true,
        title: 'visitors:register.title',
      }),
      route('visitorAccomplish', {
        page: () => import('../features/visitors/pages/visitor-accomplish-page'),
        title: 'visitors:accomplish.title',
      }),
      route('registrComplete', { redirect: '/visitor/visitorAccomplish' }),
      route('survey', {
        page: () => import('../features/visitors/pages/visitor-survey-page'),
        title: 'visitors:survey.title',
      }),
    ],
  }),
  route('/user', {
    defaultChild: 'signIn',
    children: [
      route('signIn', {
        page: () => import('../features/accounts/pages/sign-up-page'),
        title: 'accounts:signUp.title',
      }),
      route('login', {
        page: () => import('../features/accounts/pages/login-page'),
        title: 'accounts:login.title',
      }),
      route('signinResult', {
        page: () => import('../features/accounts/pages/sign-up-result-page'),
        title: 'accounts:signUpResult.title',
      }),
      route('recover', {
        page: () => import('../features/accounts/pages/recover-page'),
        title: 'accounts:recover.title',
      }),
    ],
  }),
  route('/userCenter', {
    defaultChild: 'visitingCard',
    auth: true,
    children: [
      route('visitingCard', {
        auth: true,
        page: () => import('../features/users/pages/visiting-card-page'),
        title: 'users:card.title',
      }),
      route('accountInfo', {
        auth: true,
        page: () => import('../features/users/pages/account-info-page'),
        title: 'users:account.title',
      }),
      route('password', {
        auth: true,
        page: () => import('../features/users/pages/password-page'),
        title: 'users:password.title',
      }),
      route('bindMobile', {
        auth: true,
        page: () => import('../features/users/pages/bind-mobile-page'),
        title: 'users:mobile.title',
      }),
      route('giftCard', {
        auth: true,
        page: () => import('../features/giftcards/pages/gift-card-page'),
        title: 'giftcards:redeem.title',
      }),
    ],
  }),
  route('/oversea', {
    redirect: '/oversea/register',
    children: [
      route('register', {
        page: () => import('../features/visitors/pages/oversea-register-page'),
        plain: true,
        title: 'visitors:oversea.title',
      }),
    ],
  }),
];
