/** What other features may use of the home pages: links into the exhibitor list. */
export { exhibitorListPath } from './lib/entrances';
