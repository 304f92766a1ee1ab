/** What other domains may use of seminars: who made a registration request, and its state. */
export { type RequestOwner, requestOwner } from './request-owner';
