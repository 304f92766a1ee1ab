import type { ComponentType } from 'react';

type Page = { page: () => Promise<{ default: ComponentType }>; title: string; plain: true };

const page = () => import('./pages/search-page');

/** The site search's results page (not in spec §2; ours: docs/api-notes.md), used by the route table. */
export const SEARCH_PAGE = { page, title: 'search:title', plain: true } satisfies Page;
