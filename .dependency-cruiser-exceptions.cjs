/**
 * TEMPORARY exceptions to .dependency-cruiser.cjs (issue 15, section 4): EMPTY since the last one
 * (enterprises joining accounts' users into its member, application and certification lists) moved
 * to `peopleByIds` and accounts' `userMatches` (docs/decisions.md, "How domains read each other").
 * Not an allow-list: `npm run boundaries` prints every exception it skips and fails when an
 * exception no longer occurs. Add nothing here; an exception that must stay is a design change
 * written in docs/decisions.md instead.
 */
module.exports = [];
