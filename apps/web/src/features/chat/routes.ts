import type { ComponentType } from 'react';

type Page = { page: () => Promise<{ default: ComponentType }>; title: string };

/** The chat window's pages (features/chat), used by the route table. */
export const CHAT_PAGES = {
  user: { page: () => import('./pages/chat-user-page'), title: 'chat:title' },
  enterprise: { page: () => import('./pages/chat-enterprise-page'), title: 'chat:title' },
  moderation: { page: () => import('./organizer/chat-moderation-page'), title: 'chat:moderation.title' },
} satisfies Record<string, Page>;
