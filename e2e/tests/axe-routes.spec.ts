import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test, useLanguage } from '../support/fixtures';
import { login } from '../support/journeys';

/**
 * Issue 24: axe (WCAG 2 A/AA) on every built route of the web app's own route table, once the
 * page's content has come (no frame fallback, spinner or skeleton, no call in flight). To keep
 * CI short the desktop project walks the routes in zh-Hans and the phone project in English,
 * each role on one signed-in page, moving between routes as the app's own links do (history,
 * no reload), and without screenshots.
 */
type Role = 'anonymous' | 'buyer' | 'enterprise' | 'organizer';
const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, string> = {
  buyer: '13800000001',
  enterprise: '13800000002',
  organizer: '13800000009',
};

/** Routes that read an id from the address: a record of the demo seed (apps/server/src/seed). */
const QUERY: Record<string, string> = {
  '/product/detail': '?id=1',
  '/en/enterprise/detail': '?id=1',
  '/en/enterprise/detail/item': '?id=1',
  '/webcast/detail': '?id=1',
  '/webcast/multipleDetail': '?id=1',
  '/video/detail': '?id=1',
  '/video/multipleDetail': '?id=1',
  '/inter/detail': '?id=1',
  '/en/inter/detail': '?id=1',
  '/content': '?id=exhibitionGuide',
  '/textContent': '?id=exhibitionGuide',
  '/enterpriseServicePlatform/cardDetail': '?id=1',
  '/myEnterprise/productAdd': '?id=1',
  '/myEnterprise/activityAdd': '?id=1',
  '/myEnterprise/brand/add': '?id=1',
};

const ENTERPRISE =
  /^\/(myEnterprise|enterpriseCenterEn|application|enterpriseServicePlatform|exhibitor|enterprise|preview|Admin_index)(\/|$)/i;

type TableRow = { path: string; built: boolean; page: boolean; auth: boolean; roles: string[] };
let table: TableRow[] | undefined;

/** The web app's route table (apps/web/src/routes), as `npm run routes:audit -- --json` prints it. */
function routeTable(): TableRow[] {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  table ??= JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/routes-audit.ts', '--json'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ),
  ) as TableRow[];
  return table;
}

/** Every route with a page of its own (redirects and default children land on one of these), by who opens it. */
function routesOf(role: Role): string[] {
  const out: string[] = [];
  for (const r of routeTable()) {
    if (!r.page) continue;
    const who: Role = !r.auth
      ? 'anonymous'
      : r.roles.includes('organizer')
        ? 'organizer'
        : ENTERPRISE.test(r.path)
          ? 'enterprise'
          : 'buyer';
    if (who === role) out.push(r.path + (QUERY[r.path] ?? ''));
  }
  // The buyer's own e-badge (public route, shown with the buyer's registration).
  if (role === 'buyer') out.push('/visitor/visitorAccomplish');
  return out;
}

/** Counts the page's calls in flight, to know when a screen has its data. */
function trackCalls(page: Page) {
  const open = new Set<unknown>();
  page.on('request', (r) => {
    if (['fetch', 'xhr'].includes(r.resourceType())) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** Waits until the screen stands: its frame and page loaded, no spinner or skeleton, no call in flight, for a moment. */
async function settled(page: Page, inFlight: () => number) {
  let quietSince = 0;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const busy =
      inFlight() > 0 ||
      (await page.evaluate(
        () =>
          !document.querySelector('#main') ||
          Boolean(
            document.querySelector(
              '[data-testid=site-fallback], .ant-spin-spinning, .ant-skeleton, [aria-busy=true]',
            ),
          ),
      ));
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`${page.url()} never settled`);
}

/** Opens a path as the app's links do (history and popstate: React Router follows, no reload). */
async function open(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Ant Design's Tabs: when the tabs overflow (a phone), rc-tabs puts its "more" button inside the
 * role=tablist (aria-required-children: a button among the tabs). It is drawn by antd with no way
 * to move it from our code; only such an overflowing tab list is left out (the same tabs are
 * checked at desktop width, where nothing overflows).
 */
const AXE_EXCLUDE = '.ant-tabs-nav:has(> .ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden))';

async function axeAll(page: Page, paths: string[]) {
  const inFlight = trackCalls(page);
  const found: string[] = [];
  for (const path of paths) {
    const t0 = Date.now();
    await open(page, path);
    await settled(page, inFlight);
    const t1 = Date.now();
    const violations = await axeViolations(page, AXE_EXCLUDE);
    // AXE_TIMES=1 prints each route's wait and axe time (to see where the run's minutes go).
    if (process.env.AXE_TIMES) console.log(`${path} settle ${t1 - t0} axe ${Date.now() - t1}`);
    for (const v of violations) found.push(`${path} ${v}`);
  }
  return found;
}

for (const role of ['anonymous', 'buyer', 'enterprise', 'organizer'] as const) {
  test(`every built route passes axe (${role})`, async ({ page }, info) => {
    // About 60 routes at a few seconds each on a loaded 2-core machine (axe's contrast check dominates).
    test.setTimeout(480_000);
    const lang = info.project.name === 'phone' ? 'en' : 'zh-Hans';
    await useLanguage(page, lang);
    if (role === 'anonymous') await page.goto(lang === 'en' ? '/IndexEn' : '/home');
    else await login(page, lang, ACCOUNTS[role]);
    const paths = routesOf(role);
    expect(paths.length).toBeGreaterThan(0);
    const found = await axeAll(page, paths);
    console.log(`${role}: ${paths.length} routes`);
    expect(found, `${role}: ${paths.length} routes`).toEqual([]);
  });
}
