/**
 * What other domains may use of meetings at the fair. The chat listens to the
 * `appointment.changed` event (platform/events) to post an invitation into a conversation;
 * it reads a meeting through `page` with the user as caller.
 */
export { type Caller, page, walkWarnings } from './appointments.service';
