/**
 * What other domains may use of accounts: verification codes (issue, check, use in a
 * statement), the account holder by address and the user as the client sees it.
 */
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
export { toUserDto, type UserRow } from './user-dto';
