/** What other domains may use of chat: the business statistics' chats per day. */
export { chatsPerDay } from './portal.service';
