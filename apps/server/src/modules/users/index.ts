/** What other domains may use of users: the hook through which the enterprises domain says which enterprise a user has (kept by accounts, whose sessions carry it). */
export {
  type EnterpriseLookup,
  enterpriseOfUser,
  registerEnterpriseLookup,
  type UserEnterprise,
} from '../accounts';
