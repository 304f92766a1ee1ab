/**
 * TEMPORARY exceptions to .dependency-cruiser.cjs, to be EMPTIED (issue 15, section 4). Not an
 * allow-list: `npm run boundaries` prints every exception it skips, and fails when an exception
 * no longer occurs, so this list can only shrink. Add nothing here; an exception that must stay
 * is a design change written in docs/decisions.md instead.
 *
 * - enterprises: joins users' names, mobiles and emails (applicants, staff, join requests) into
 *   its paged, keyword-searched lists; to read them with peopleByIds and a condition from
 *   accounts, as the other domains now do (docs/decisions.md, "How domains read each other").
 */
module.exports = [
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/enterprises/enterprises.repository.ts',
    to: 'apps/server/src/db/schema/accounts.ts',
  }, // boundaries: join reads another domain's tables
];
