/** What other domains may use of users: the hook through which the enterprises domain says which enterprise a user has. */
export {
  type EnterpriseLookup,
  enterpriseOfUser,
  registerEnterpriseLookup,
  type UserEnterprise,
} from './enterprise-link';
