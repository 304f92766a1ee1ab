/** What other domains may use: posting and commenting need an approved pre-registration. */
export { assertApprovedVisitor, isApprovedVisitor } from './visitors.service';
