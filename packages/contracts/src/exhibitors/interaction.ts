import { z } from 'zod';

/*
 * The exhibitor's interaction inbox (issue 19, spec §2 /exhibitor/exhibitorsInteraction):
 * what visitors did with the enterprise at the fair, gathered from the domains that own it,
 * newest first. `kind` tells the page where it is answered.
 */

export const INTERACTION_KINDS = ['follow', 'collect', 'card', 'meeting', 'chat'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

export const interactionItemSchema = z.object({
  kind: z.enum(INTERACTION_KINDS),
  /** The visitor (user) who did it. */
  userId: z.number().int(),
  name: z.string(),
  /** What it concerns: a product's name for 'collect', a meeting's topic for 'meeting', the post's title for 'chat'. */
  subject: z.string(),
  /** The record in its own domain (product id, appointment id…), for the link. */
  refId: z.number().int().nullable(),
  /** Where it stands in its own domain: a meeting's (APPOINTMENT_STATES) or a chat application's (APPLY_CHAT_STATES) state. */
  state: z.string().nullable().default(null),
  at: z.string(),
});
export type InteractionItem = z.infer<typeof interactionItemSchema>;

export const interactionInboxSchema = z.object({
  counts: z.record(z.enum(INTERACTION_KINDS), z.number().int()),
  items: z.array(interactionItemSchema),
});
export type InteractionInbox = z.infer<typeof interactionInboxSchema>;
export const interactionQuery = z.object({
  kind: z.enum(INTERACTION_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
