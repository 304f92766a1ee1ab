/** Header that carries the session token on every request (spec §7 "auth token header"). */
export const AUTH_HEADER = 'x-auth-token';
/** Header in which the server returns a renewed token; the client stores it (spec §7). */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';
/** Header the server sets on every answer so that a log line can be found from a report. */
export const REQUEST_ID_HEADER = 'x-request-id';
