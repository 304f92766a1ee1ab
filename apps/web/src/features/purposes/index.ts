/** What other features may use of the board: the posts tab of my collections. */
export { CollectedPosts } from './components/collected-posts';
