/** What other domains may use: posting and commenting need an approved pre-registration. */

export { useVisitorIdKey } from './visitors.identity';
export { assertApprovedVisitor, isApprovedVisitor } from './visitors.service';
