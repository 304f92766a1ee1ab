/**
 * The import boundaries of the portal (docs/contributing.md, "Boundaries"), checked by
 * `npm run boundaries` (scripts/boundaries.mjs) as a step of `npm test`.
 *
 * Server: routes → service → repository inside a domain; a repository imports only `db`,
 * `platform`, the contracts, Node and npm packages (and its own module's pure helpers); another domain is reached only through
 * its `index.ts`; a module imports only its own tables (`db/schema/<domain>.ts`) and the
 * platform's (`db/schema/platform.ts`).
 * Web: app → features → components / lib; a feature imports another feature only through its
 * `index.ts`; components and lib never import a feature or the app.
 * Everywhere: no import cycles.
 *
 * Test files (`*.test.ts(x)`, `*.factories.ts`, `*.test-support.ts`, `src/test/`) may build their
 * data with another domain's factories and are left out of the cross-domain rules.
 */
const TESTS = '(\\.test\\.tsx?|\\.factories\\.ts|\\.test-support\\.ts|test-data\\.ts)$|/src/test/';
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';

const fs = require('node:fs');
const path = require('node:path');

/** Tables a module may import besides `db/schema/<module>.ts` and `db/schema/platform.ts`. */
const ALSO_OWNS = {
  // the user center is the account holder's side of the accounts domain
  users: ['accounts'],
};
const MODULES = fs
  .readdirSync(path.join(__dirname, 'apps/server/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties two modules into one; break it by moving the shared part down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-repository-imports-db-platform',
      severity: 'error',
      comment: 'A repository holds SQL: it imports only db, platform, the contracts, Node and npm packages.',
      from: { path: `${SERVER}modules/([^/]+)/[^/]+\\.repository\\.ts$` },
      to: {
        pathNot: [
          `${SERVER}(db|platform)/`,
          '^packages/contracts/',
          'node_modules',
          // its own module's pure helpers (text folding, search text), never a service or routes
          `${SERVER}modules/$1/(?![^/]+\\.(service|routes)\\.ts$)[^/]+\\.ts$`,
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'server-module-via-index',
      severity: 'error',
      comment:
        'Another domain is reached only through its index.ts (its service functions), never its files.',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`],
      },
    },
    ...MODULES.map((mod) => ({
      name: 'server-module-own-tables',
      severity: 'error',
      comment: `The ${mod} module imports only its own tables and the platform's; another domain's data comes through its index.ts.`,
      from: { path: `${SERVER}modules/${mod}/`, pathNot: TESTS },
      to: {
        path: `${SERVER}db/schema/`,
        pathNot: `${SERVER}db/schema/(${[mod, 'platform', ...(ALSO_OWNS[mod] ?? [])].join('|')})\\.ts$`,
      },
    })),
    {
      name: 'server-no-modules-in-platform',
      severity: 'error',
      comment: 'db and platform sit under every module and never import one.',
      from: { path: `${SERVER}(db|platform)/`, pathNot: TESTS },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'web-feature-not-app',
      severity: 'error',
      comment:
        'Imports run app → features → components / lib: a feature never imports the app or the route table.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(app|routes)/` },
    },
    {
      name: 'web-feature-via-index',
      severity: 'error',
      comment: "A feature imports another feature only through that feature's index.ts.",
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'web-shared-not-features',
      severity: 'error',
      comment:
        'components and lib are shared by every feature: they never import a feature, the app or the route table.',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app|routes)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.out|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
