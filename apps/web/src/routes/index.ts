import { contentRoutes } from './content';
import { englishRoutes } from './english';
import { enterpriseRoutes } from './enterprise';
import { exhibitorRoutes } from './exhibitor';
import { interactionRoutes } from './interaction';
import { organizerRoutes } from './organizer';
import { publicRoutes } from './public';
import type { RouteDef } from './types';

/** The complete route table of spec §2, one file per area. */
export const ROUTES: RouteDef[] = [
  ...publicRoutes,
  ...contentRoutes,
  ...exhibitorRoutes,
  ...enterpriseRoutes,
  ...interactionRoutes,
  ...englishRoutes,
  ...organizerRoutes,
];

export interface FlatRoute {
  path: string;
  built: boolean;
  def: RouteDef;
  parents: RouteDef[];
}

function join(parent: string, child: string) {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

function walk(routes: RouteDef[], prefix: string, parents: RouteDef[], out: FlatRoute[]) {
  for (const def of routes) {
    const path = join(prefix, def.path);
    out.push({ path, built: Boolean(def.page), def, parents });
    if (def.children) walk(def.children, path, [...parents, def], out);
  }
}

/**
 * Every full path of the table, children included. A path is built when it has a page,
 * or when it redirects (a spec redirect or a default child) to a built path.
 */
export function flattenRoutes(routes: RouteDef[] = ROUTES): FlatRoute[] {
  const out: FlatRoute[] = [];
  walk(routes, '', [], out);
  const byPath = new Map(out.map((r) => [r.path.toLowerCase(), r]));
  const target = (r: FlatRoute) =>
    r.def.redirect ?? (r.def.defaultChild && !r.def.page ? join(r.path, r.def.defaultChild) : undefined);
  for (const r of out) {
    const seen = new Set<string>();
    let current: FlatRoute | undefined = r;
    while (current && !current.def.page && target(current) && !seen.has(current.path)) {
      seen.add(current.path);
      current = byPath.get(target(current)!.toLowerCase());
    }
    r.built = Boolean(current?.def.page);
  }
  return out;
}

export type { RouteDef } from './types';
