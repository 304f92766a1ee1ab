export { LatestNews } from './components/latest-news';
