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
/** Reads other domains make of enterprises: rows by id after paging, and conditions for their WHERE. */
export {
  certifiedEnterpriseOfUsers,
  certifiedStaffIn,
  contactsOf,
  type EnterpriseCondition,
  type EnterpriseRow,
  enterpriseIn,
  enterpriseMap,
  enterprisesByIds,
  findCertifiedByCreditCode,
  findEnterprise,
  logoKeyOf,
  ownWaitingJoinRequests,
  settlementOf,
  waitingJoinRequests,
} from './reads.repository';
