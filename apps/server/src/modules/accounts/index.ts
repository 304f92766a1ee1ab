/**
 * What other domains may use of accounts: verification codes (issue, check, use in a
 * statement), the account holder by address and the user as the client sees it.
 */

/**
 * Failed attempts at other secrets than a password (a seminar request's mobile + last six
 * digits), counted under a key of the caller's choosing in the same store as sign-in failures.
 */
export {
  clearLoginFailures as clearFailures,
  countFailures,
  recordLoginFailure as recordFailure,
} from './accounts.repository';
export {
  countAccounts,
  findAccountHolder,
  type Person,
  peopleByIds,
  verifiedEmailOf,
} from './accounts.service';
export {
  type CodeChannel,
  type CodeCheck,
  codeForVerifiedAddress,
  consumeCode,
  type IssueCodeInput,
  issueCode,
  useCodeInStatement,
} from './codes.service';
export {
  type EnterpriseLookup,
  enterpriseOfUser,
  registerEnterpriseLookup,
  type UserEnterprise,
} from './enterprise-link';
/**
 * A business card's side of accounts, the condition on users of a held-card search, and the test
 * of a user id against a keyword (name, mobile, email) for other domains' searches of people.
 */
export { type CardPerson, cardPeople, cardUserIn, userMatches } from './reads.repository';
export { toUserDto, type UserRow } from './user-dto';
