/** What other features and the app may use of chat: the Chat button (antd's, and a light one for pages drawn without antd) and the header's unread badge. */
export { ChatButton, type ChatButtonProps } from './components/chat-button';
export { PlainChatButton } from './components/plain-chat-button';
export { ChatUnreadBadge } from './components/unread-badge';
