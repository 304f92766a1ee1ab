/**
 * Prints every route of the web app's table and whether its page is built.
 *   npm run routes:audit            a readable list with counts
 *   npm run -s routes:audit -- --json   only a JSON array of { path, built, page, auth, roles }
 *     (page: the route draws a page of its own, not a redirect; auth: login required, inherited
 *     from its parents; roles: the roles its guard checks). The axe journey walks this list.
 */
import { flattenRoutes } from '../apps/web/src/routes/index';

const rows = flattenRoutes().map((r) => ({
  path: r.path,
  built: r.built,
  page: Boolean(r.def.page),
  auth: Boolean([...r.parents, r.def].reduce((auth, d) => d.auth ?? auth, false as boolean)),
  roles: [...r.parents, r.def].reduce((roles, d) => d.roles ?? roles, [] as string[]),
}));
if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(rows)}\n`);
} else {
  for (const r of rows) console.log(`${r.built ? 'built      ' : 'coming soon'}  ${r.path}`);
  const built = rows.filter((r) => r.built).length;
  console.log(`\n${built} of ${rows.length} routes built; ${rows.length - built} still "coming soon"`);
}
