import { productPage } from './exhibitor';
import { type RouteDef, route } from './types';

const contentPage = () => import('../features/content/pages/content-page');
const livePage = () => import('../features/content/pages/live-page');
const newsList = () => import('../features/content/pages/news-list-page');
const webcastList = () => import('../features/content/pages/webcast-list-page');
const webcastDetail = () => import('../features/content/pages/webcast-detail-page');
const contentPages = (names: string[]) =>
  names.map((name) => route(name, { page: contentPage, plain: true, title: 'content:news.title' }));

/** Spec §2 "Content pages". */
export const contentRoutes: RouteDef[] = [
  route('/exhibition', {
    defaultChild: 'exhibitionGuide',
    children: contentPages([
      'exhibitionGuide',
      'sponsor',
      'programme',
      'review',
      'supportMedia',
      'exhibitorService',
      'foodStrategy',
      'trafficStrategy',
      'travelstrategy',
      'printingStrategy',
      'accommodationStrategy',
      'supportMediaEn',
    ]),
  }),
  route('/seminar', {
    defaultChild: 'infoPresent',
    children: [
      route('seminarRegistration', {
        page: () => import('../features/seminars/pages/seminar-registration-page'),
        title: 'seminars:registration.title',
      }),
      route('seminarPay', {
        page: () => import('../features/seminars/pages/seminar-pay-page'),
        title: 'seminars:pay.title',
      }),
      route('seminarWxpup', {
        page: () => import('../features/seminars/pages/seminar-wxpup-page'),
        title: 'seminars:wxpay.title',
      }),
      route('infoPresent', {
        page: () => import('../features/seminars/pages/seminar-info-page'),
        title: 'seminars:info.about',
      }),
      route('survey', {
        page: () => import('../features/seminars/pages/seminar-survey-page'),
        title: 'seminars:survey.title',
      }),
    ],
  }),
  route('/live', {
    defaultChild: 'videoLive',
    children: [
      route('photoLive', {
        page: () => import('../features/content/pages/photo-live-page'),
        plain: true,
        title: 'content:photo.title',
      }),
      route('videoLive', { page: livePage, plain: true, title: 'content:live.title' }),
    ],
  }),
  route('/download', {
    defaultChild: 'dataDownload',
    children: [
      route('dataDownload', {
        page: () => import('../features/content/pages/downloads-page'),
        plain: true,
        title: 'content:downloads.title',
      }),
    ],
  }),
  route('/introduce', {
    defaultChild: 'ExhibitionNews',
    children: [
      ...contentPages(['ExchangePlatform', 'VisitorNotice']),
      route('ExhibitionNews', { page: newsList, plain: true, title: 'content:news.title' }),
      route('LatestPublic', { page: newsList, plain: true, title: 'content:latest.title' }),
    ],
  }),
  route('/content', { page: contentPage, plain: true, title: 'content:news.title' }),
  route('/textContent', { page: contentPage, plain: true, title: 'content:news.title' }),
  route('/webcast', {
    defaultChild: 'list',
    children: [
      route('list', { page: webcastList, plain: true, title: 'content:webcast.titles.webcasts' }),
      route('reports', { page: webcastList, plain: true, title: 'content:webcast.titles.reports' }),
      route('multipleDetail', { page: webcastDetail, plain: true, title: 'content:webcast.titles.webcasts' }),
      route('submitReport', {
        auth: true,
        page: () => import('../features/content/enterprise/webcast-center-page'),
        title: 'content:webcast.centerTitle',
      }),
      route('question', { page: webcastDetail, plain: true, title: 'content:webcast.questions' }),
      route('detail', { page: webcastDetail, plain: true, title: 'content:webcast.titles.webcasts' }),
    ],
  }),
  route('/webinar', { page: webcastList, plain: true, title: 'content:webcast.titles.webcasts' }),
  route('/video', {
    defaultChild: 'list',
    children: [
      route('list', { page: webcastList, plain: true, title: 'content:webcast.titles.videos' }),
      route('detail', { page: webcastDetail, plain: true, title: 'content:webcast.titles.videos' }),
      route('multipleDetail', { page: webcastDetail, plain: true, title: 'content:webcast.titles.videos' }),
    ],
  }),
  route('/newCast', {
    defaultChild: 'newsCatalogue',
    children: [route('newsCatalogue', { page: newsList, plain: true, title: 'content:news.title' })],
  }),
  // /product itself (spec §2 names only its detail): the directory's product list, the new products
  // of the exhibitors, as /en/cloudshow shows them (docs/decisions.md).
  route('/product', {
    page: () => import('../features/directory/pages/new-products-page'),
    title: 'directory:newProducts.title',
    children: [route('detail', { page: productPage, plain: true, title: 'directory:product.title' })],
  }),
];
