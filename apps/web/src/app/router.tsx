import { createElement } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { withRetry } from '../lib/lazy-with-retry';
import { isEnglishPath } from '../lib/route-rules';
import { ROUTES, type RouteDef } from '../routes';
import { Guard } from './guard';
import { ConsoleFrameFallback } from './layouts/console-frame-fallback';
import { EnSiteLayout, SiteFrameFallback, ZhSiteLayout } from './layouts/site-layout';
import { ComingSoon, NotFound, RouteError } from './lazy-screens';
import { RouterEffects } from './router-effects';

const keepAlivePaths = new Set<string>();

/** The organizer console's frame (antd Menu and Grid): loaded with the first console page only. */
const loadOrganizerLayout = withRetry(() => import('./layouts/organizer-layout'));
/** antd's theme and locale around a page: loaded beside the first page that draws antd. */
const loadAntdScope = withRetry(() => import('../lib/antd/antd-scope'));

function joinPath(parent: string, child: string) {
  return child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
}

/**
 * The screen of one route: its page (lazy, retried once; inside antd's theme unless `plain`),
 * a redirect, or "coming soon"; always guarded.
 */
function screen(def: RouteDef, full: string, inheritedAuth: boolean): RouteObject {
  const auth = Boolean(def.auth ?? inheritedAuth);
  if (def.keepAlive) keepAlivePaths.add(full.toLowerCase());
  if (def.redirect) return { element: createElement(Navigate, { to: def.redirect, replace: true }) };
  if (def.defaultChild && !def.page)
    return { element: createElement(Navigate, { to: joinPath(full, def.defaultChild), replace: true }) };
  if (!def.page) {
    return {
      element: (
        <Guard auth={auth} title="common:comingSoon.title">
          <ComingSoon />
        </Guard>
      ),
    };
  }
  const load = withRetry(def.page);
  return {
    lazy: async () => {
      const [mod, scope] = await Promise.all([load(), def.plain ? null : loadAntdScope()]);
      const Page = () => (
        <Guard auth={auth} roles={def.roles} title={def.title}>
          <mod.default />
        </Guard>
      );
      if (!scope) return { Component: Page };
      const { AntdScope } = scope;
      return {
        Component: () => (
          <AntdScope>
            <Page />
          </AntdScope>
        ),
      };
    },
  };
}

/** A route of the table as React Router objects: the path, its screen as the index, its children beside. */
function toRouteObject(def: RouteDef, parentFull: string, inheritedAuth: boolean): RouteObject {
  const full = joinPath(parentFull, def.path);
  const auth = Boolean(def.auth ?? inheritedAuth);
  const children = (def.children ?? []).map((child) => toRouteObject(child, full, auth));
  return {
    path: def.path,
    children: [{ index: true, ...screen(def, full, inheritedAuth) } as RouteObject, ...children],
  };
}

function Root() {
  return (
    <>
      <RouterEffects />
      <ScrollRestoration
        getKey={(location) =>
          keepAlivePaths.has(location.pathname.toLowerCase()) ? location.pathname : location.key
        }
      />
      <Outlet />
    </>
  );
}

export function buildRoutes(routes: RouteDef[] = ROUTES): RouteObject[] {
  const organizer = routes.filter((r) => r.path.toLowerCase().startsWith('/organizer'));
  const english: RouteDef[] = [];
  const chinese: RouteDef[] = [];
  for (const r of routes) {
    if (organizer.includes(r)) continue;
    if (isEnglishPath(r.path)) {
      english.push(r);
      continue;
    }
    // An English page under a Chinese parent (/exhibitor/exhibitorListEn) gets the English frame.
    const enChildren = (r.children ?? []).filter((c) => isEnglishPath(joinPath(r.path, c.path)));
    chinese.push(
      enChildren.length ? { ...r, children: r.children?.filter((c) => !enChildren.includes(c)) } : r,
    );
    english.push(
      ...enChildren.map((c) => ({ ...c, path: joinPath(r.path, c.path), auth: c.auth ?? r.auth })),
    );
  }
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      // First load (issue 23 item 9): each frame is drawn at once while the lazy page arrives;
      // the root's own fallback is the console's (its frame is itself a lazy route).
      hydrateFallbackElement: <ConsoleFrameFallback />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        {
          element: <ZhSiteLayout />,
          errorElement: <RouteError />,
          hydrateFallbackElement: <SiteFrameFallback site="zh" />,
          children: [
            ...chinese.map((r) => toRouteObject(r, '', false)),
            { path: '*', element: <NotFound /> },
          ],
        },
        {
          element: <EnSiteLayout />,
          errorElement: <RouteError />,
          hydrateFallbackElement: <SiteFrameFallback site="en" />,
          children: english.map((r) => toRouteObject(r, '', false)),
        },
        {
          lazy: async () => ({ Component: (await loadOrganizerLayout()).default }),
          errorElement: <RouteError />,
          children: organizer.map((r) => toRouteObject(r, '', false)),
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
