/** What other domains may use of follows: who followed an enterprise or products (the exhibitor's inbox), how many follow a target, and the end of a target's follows. */
export { deleteFollowsOf, followerCounts, followsPerDay, recentFollowers } from './interaction.repository';
