import type { ComponentType } from 'react';

/** A lazy page and its title key, as the route table (routes/) takes them. */
type Page = { page: () => Promise<{ default: ComponentType }>; title: string };

/** The board's pages (features/purposes), used by the route table under their spec §2 names. */
export const PURPOSE_PAGES = {
  board: { page: () => import('./pages/purpose-list-page'), title: 'purposes:board.title' },
  detail: { page: () => import('./pages/purpose-detail-page'), title: 'purposes:detail.title' },
  publish: { page: () => import('./pages/purpose-publish-page'), title: 'purposes:publish.title' },
  mine: { page: () => import('./pages/my-posts-page'), title: 'purposes:mine.title' },
  chatAppl: { page: () => import('./pages/chat-applications-page'), title: 'purposes:chat.title' },
  review: { page: () => import('./organizer/purpose-review-page'), title: 'purposes:review.title' },
  moderation: {
    page: () => import('./organizer/purpose-moderation-page'),
    title: 'purposes:moderation.title',
  },
} satisfies Record<string, Page>;
