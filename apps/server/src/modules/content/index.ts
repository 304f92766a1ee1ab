/** What other domains may use of content: the news the portal's search indexes (modules/search). */
export { type SearchableNews, searchableNews } from './search-feed.repository';
