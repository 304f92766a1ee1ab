#!/usr/bin/env node
// `npm run boundaries`: the import boundaries of .dependency-cruiser.cjs over the server, the web
// app and the contracts. Runs dependency-cruiser through its API: its command line refuses
// Node 20, the API works on it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const require = createRequire(import.meta.url);
const config = require(path.join(root, '.dependency-cruiser.cjs'));
const { forbidden, options } = config;
/** Temporary exceptions the lead empties (see the file's header); a stale one fails the check. */
const exceptions = require(path.join(root, '.dependency-cruiser-exceptions.cjs'));
const key = (rule, from, to) => `${rule} ${from} ${to}`;
const excepted = new Set(exceptions.map((e) => key(e.rule, e.from, e.to)));

const result = await cruise(['apps/server/src', 'apps/web/src', 'packages/contracts/src'], {
  ...options,
  validate: true,
  ruleSet: { forbidden },
});
const { summary } = result.output;
const errors = summary.violations.filter((v) => v.rule.severity === 'error');
const violations = errors.filter((v) => !excepted.has(key(v.rule.name, v.from, v.to)));
const seen = new Set(errors.map((v) => key(v.rule.name, v.from, v.to)));
const stale = exceptions.filter((e) => !seen.has(key(e.rule, e.from, e.to)));
for (const e of stale)
  console.log(
    `✗ stale exception (remove it from .dependency-cruiser-exceptions.cjs): ${e.rule}: ${e.from} → ${e.to}`,
  );
for (const v of violations) {
  const via = v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : '';
  console.log(`✗ ${v.rule.name}: ${v.from} → ${v.to}${via}`);
}
console.log(
  `${summary.totalCruised} modules, ${summary.totalDependenciesCruised} imports: ${violations.length} boundary violation${violations.length === 1 ? '' : 's'}, ${exceptions.length - stale.length} temporary exceptions left to fix (.dependency-cruiser-exceptions.cjs)`,
);
process.exit(violations.length || stale.length ? 1 : 0);
