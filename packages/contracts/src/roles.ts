/** Roles of spec §6 and ARCHITECTURE §1. Declared per route, checked on the server. */
export const ROLES = [
  'anonymous',
  'user',
  'visitor',
  'staff',
  'enterpriseAdmin',
  'exhibitor',
  'organizer',
] as const;
export type Role = (typeof ROLES)[number];
