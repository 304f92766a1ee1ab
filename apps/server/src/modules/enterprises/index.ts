/**
 * What other domains may use of enterprises: who belongs to which enterprise (and the checks
 * every enterprise-scoped call makes) and whether an enterprise is certified.
 */
export { isCertifiedEnterprise } from './enterprises.service';
export {
  assertAdmin,
  assertContentRole,
  assertMember,
  enterpriseAdminUserId,
  enterpriseMembers,
  getMembership,
} from './membership';
