/**
 * TEMPORARY exceptions to .dependency-cruiser.cjs, to be EMPTIED (issue 15, section 4). Not an
 * allow-list: `npm run boundaries` prints every exception it skips, and fails when an exception
 * no longer occurs, so this list can only shrink. Add nothing here; an exception that must stay
 * is a design change written in docs/decisions.md instead.
 *
 * - directory / enterprise-pages: the exhibitors domain (issue 15 §2) replaces these imports.
 * - payments / invoices: generic orders (issue 15 §2) remove their reads of seminars.
 * - attachments: reads the schema barrel; moves with the security work on attachments.
 * - activities, cards, enterprises, follows, products: SQL joins with another domain's table
 *   (users' names, enterprises' names and status, products, follows) inside one paged query;
 *   they need that domain to offer the read (a batch lookup or a subquery from its index.ts).
 * - exhibitors (listing), purposes: the same kind of join (enterprise and user names, products
 *   in the new-products pavilion) inside one paged, filtered query.
 */
module.exports = [
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/cards/cards.repository.ts',
    to: 'apps/server/src/db/schema/accounts.ts',
  }, // boundaries: join reads another domain's tables
  {
    rule: 'server-module-own-tables',
    from: 'apps/server/src/modules/cards/cards.repository.ts',
    to: 'apps/server/src/db/schema/enterprises.ts',
  }, // boundaries: join reads another domain's tables
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
