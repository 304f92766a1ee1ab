/** What other features may use of follows: the caller's follows and the follow button's calls. */
export { useFollow, useFollowState, useMyFollows, useUnfollow } from './api/follows';
