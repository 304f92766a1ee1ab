/** What other features may use of meetings: the page paths (an exhibitor page may link "book a meeting"), the chat's meeting card. */

export { MeetingButton } from './components/meeting-button';
export { MeetingChatCard } from './components/meeting-chat-card';
export { MEETING_PAGES } from './routes';
