/** What the app may use of the site search: the header box (its results page is in ./routes). */
export { HeaderSearch } from './components/header-search';
