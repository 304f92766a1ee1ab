import { z } from 'zod';

/** The navigation sites: the Chinese site (both scripts) and the English site. */
export const NAV_SITES = { zh: 1, en: 2 } as const;

export interface NavItem {
  id: number;
  code: string;
  name: string;
  path: string;
  children: NavItem[];
}

export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    path: z.string(),
    children: z.array(navItemSchema),
  }),
);

export const navSiteParams = z.object({ siteId: z.coerce.number().int().positive() });
