/**
 * What other domains may use of visitors: posting and commenting need an approved
 * pre-registration; the surveys domain checks whose registration it is.
 */

export { useVisitorIdKey } from './visitors.identity';
export { assertApprovedVisitor, isApprovedVisitor, registrationOwner } from './visitors.service';
