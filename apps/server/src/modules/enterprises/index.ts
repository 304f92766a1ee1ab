/**
 * What other domains may use of enterprises: who belongs to which enterprise (and the checks
 * every enterprise-scoped call makes), whether an enterprise is certified, and enterprises' names
 * by id (a batch lookup for lists that show them beside their own rows).
 */
export {
  type EnterpriseNames,
  enterpriseNamesByIds,
  isCertifiedEnterprise,
} from './enterprises.service';
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
