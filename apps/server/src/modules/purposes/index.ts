/**
 * What other domains may use of the supply-and-demand board: a post as the viewer may see it
 * (meetings name the post they are about: the purpose match id).
 */

/** Chat applications an enterprise received, newest first (the exhibitor's interaction inbox). */
export { recentApplyChatsTo } from './purposes.repository';
export { getPurpose, type Viewer } from './purposes.service';
/** What the portal's search indexes of the board (modules/search). */
export { type SearchablePurpose, searchablePurposes } from './search-feed.repository';
