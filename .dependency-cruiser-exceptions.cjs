/**
 * TEMPORARY exceptions to .dependency-cruiser.cjs, to be EMPTIED (issue 15, section 4). Not an
 * allow-list: `npm run boundaries` prints every exception it skips, and fails when an exception
 * no longer occurs, so this list can only shrink. Add nothing here; an exception that must stay
 * is a design change written in docs/decisions.md instead.
 *
 * - payments / invoices: generic orders (issue 15 §2) remove their reads of seminars.
 * - enterprises: joins users' names, mobiles and emails (applicants, staff, join requests) into
 *   its paged, keyword-searched lists; to read them with peopleByIds and a condition from
 *   accounts, as the other domains now do (docs/decisions.md, "How domains read each other").
 * - purposes: the same kind of join (enterprise and user names) inside one paged, filtered query.
 */
module.exports = [
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/enterprises/enterprises.repository.ts',
    to: 'apps/server/src/db/schema/accounts.ts',
  }, // boundaries: join reads another domain's tables
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/invoices/invoices.repository.ts',
    to: 'apps/server/src/db/schema/index.ts',
  }, // lead, after the generic-orders change
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/payments/payment-providers.ts',
    to: 'apps/server/src/db/schema/index.ts',
  }, // lead, after the generic-orders change
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/payments/payments.repository.ts',
    to: 'apps/server/src/db/schema/index.ts',
  }, // lead, after the generic-orders change
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/purposes/purposes.repository.ts',
    to: 'apps/server/src/db/schema/accounts.ts',
  }, // lead: the directory's listing and the board's lists join names from enterprises/users in one paged query
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/purposes/purposes.repository.ts',
    to: 'apps/server/src/db/schema/enterprises.ts',
  }, // lead: the directory's listing and the board's lists join names from enterprises/users in one paged query
];
