/** What other features and the app may use of chat: the Chat button and the header's unread badge. */
export { ChatButton, type ChatButtonProps } from './components/chat-button';
export { ChatUnreadBadge } from './components/unread-badge';
