import type { ComponentType } from 'react';

/** A lazy page and its title key, as the route table (routes/) takes them. */
type Page = { page: () => Promise<{ default: ComponentType }>; title: string };

/** The meetings pages (features/meetings), used by the route table under their spec §2 names. */
export const MEETING_PAGES = {
  list: { page: () => import('./pages/invitation-list-page'), title: 'meetings:list.title' },
  meet: { page: () => import('./pages/invitation-meet-page'), title: 'meetings:meet.title' },
  enterprise: { page: () => import('./pages/enterprise-meetings-page'), title: 'meetings:center.title' },
  stats: { page: () => import('./pages/meeting-stats-page'), title: 'meetings:stats.title' },
} satisfies Record<string, Page>;
