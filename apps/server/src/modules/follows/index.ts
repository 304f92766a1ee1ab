/** What other domains may use of follows: who followed an enterprise or products (the exhibitor's inbox). */
export { recentFollowers } from './interaction.repository';
