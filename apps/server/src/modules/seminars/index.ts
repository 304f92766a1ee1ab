/** What other domains may use of seminars: who made a registration request, and its state. */
export { type RequestOwner, requestOwner } from './request-owner';
/**
 * Reads for the money domains (payments settle a request's seats, invoices name its seminar and
 * attendees): the seminar, a registration request (locked inside the payer's transaction), its attendees.
 */
export { attendeesOf, findAttendee, findRequest, findSeminar, lockRequest } from './seminars.repository';
