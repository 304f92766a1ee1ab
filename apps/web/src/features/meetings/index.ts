/** What other features may use of meetings: the page paths (an exhibitor page may link "book a meeting"). */
export { MEETING_PAGES } from './routes';
