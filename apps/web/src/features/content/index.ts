export { LatestNews } from './components/latest-news';
export { NEWS_LIST_PATH } from './lib/paths';
