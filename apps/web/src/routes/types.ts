import type { Role } from '@cidpex/contracts';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * One route of spec §2. A route without `page` and without `redirect` is not built yet:
 * it shows the "coming soon" screen and the route audit lists it as not built.
 */
export interface RouteDef {
  /** Segment relative to the parent (or absolute for a top-level route). */
  path: string;
  page?: PageLoader;
  /** Absolute path to go to instead (spec's "redirects to"). */
  redirect?: string;
  /** Child to open when the parent itself is visited (spec's "default …"). */
  defaultChild?: string;
  /** Login required (spec §2): anonymous users go to /loginEn or /user/Login. */
  auth?: boolean;
  /** Roles checked by the page guard (the server checks them again). */
  roles?: Role[];
  /** Kept alive in the original portal: scroll position restored on return (spec §2). */
  keepAlive?: boolean;
  /**
   * The page draws nothing with antd (only the light controls of components/, like the app
   * shell): it is not wrapped in antd's ConfigProvider, so its first load carries no antd style
   * engine (issue 5: the exhibitor list). An antd widget on such a page would lose the theme.
   */
  plain?: boolean;
  /** Catalog key of the page title (namespace:key); the audit also uses it as a label. */
  title?: string;
  children?: RouteDef[];
}

export function route(path: string, def: Omit<RouteDef, 'path'> = {}): RouteDef {
  return { path, ...def };
}
