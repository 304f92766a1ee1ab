/**
 * Post (purpose) publish status, spec §4, spelt as the spec spells it: Pending (pending
 * review), Reject (check rejected), Passed (published), Canceled.
 */
export const PURPOSE_STATES = ['Pending', 'Passed', 'Reject', 'Canceled'] as const;
export type PurposeState = (typeof PURPOSE_STATES)[number];

/**
 * Actions on a post. The publisher edits, cancels, republishes and deletes; the organizer
 * approves, rejects (with a reason) and hides a published post (with a reason; the
 * publisher reads it like a rejection, edits and republishes).
 */
export const PURPOSE_ACTIONS = [
  'edit',
  'cancel',
  'republish',
  'delete',
  'approve',
  'reject',
  'hide',
] as const;
export type PurposeAction = (typeof PURPOSE_ACTIONS)[number];

export const OWNER_PURPOSE_ACTIONS: readonly PurposeAction[] = ['edit', 'cancel', 'republish', 'delete'];
export const ORGANIZER_PURPOSE_ACTIONS: readonly PurposeAction[] = ['approve', 'reject', 'hide'];
/** Actions that need a reason the publisher reads. */
export const PURPOSE_REASON_ACTIONS: readonly PurposeAction[] = ['reject', 'hide'];

/**
 * The one state table: every pair not listed is refused (PURPOSE_STATE). `to: null` keeps
 * the state (edit) or removes the post (delete). A published post is canceled before it is
 * edited or deleted, so the board never shows text nobody reviewed.
 */
export const PURPOSE_TRANSITIONS: Record<
  PurposeAction,
  { from: readonly PurposeState[]; to: PurposeState | null }
> = {
  edit: { from: ['Pending', 'Reject', 'Canceled'], to: null },
  cancel: { from: ['Pending', 'Passed'], to: 'Canceled' },
  republish: { from: ['Reject', 'Canceled'], to: 'Pending' },
  delete: { from: ['Pending', 'Reject', 'Canceled'], to: null },
  approve: { from: ['Pending'], to: 'Passed' },
  reject: { from: ['Pending'], to: 'Reject' },
  hide: { from: ['Passed'], to: 'Reject' },
};

export function purposeActionAllowed(from: PurposeState, action: PurposeAction): boolean {
  return PURPOSE_TRANSITIONS[action].from.includes(from);
}

/** The state after the action (`from` itself for edit and delete), or null when refused. */
export function nextPurposeState(from: PurposeState, action: PurposeAction): PurposeState | null {
  if (!purposeActionAllowed(from, action)) return null;
  return PURPOSE_TRANSITIONS[action].to ?? from;
}

/** Chat application status, spec §4, spelt as the spec spells it. */
export const APPLY_CHAT_STATES = ['Pending', 'Applied Reject', 'Accepted'] as const;
export type ApplyChatState = (typeof APPLY_CHAT_STATES)[number];

/** cancel and reapply are the applicant's; pass and reject the publisher's enterprise's. */
export const APPLY_CHAT_ACTIONS = ['cancel', 'reapply', 'pass', 'reject'] as const;
export type ApplyChatAction = (typeof APPLY_CHAT_ACTIONS)[number];
export const APPLICANT_CHAT_ACTIONS: readonly ApplyChatAction[] = ['cancel', 'reapply'];
export const HANDLER_CHAT_ACTIONS: readonly ApplyChatAction[] = ['pass', 'reject'];

/** `to: null` withdraws the application (the applicant may apply again later). */
export const APPLY_CHAT_TRANSITIONS: Record<
  ApplyChatAction,
  { from: readonly ApplyChatState[]; to: ApplyChatState | null }
> = {
  cancel: { from: ['Pending'], to: null },
  reapply: { from: ['Applied Reject'], to: 'Pending' },
  pass: { from: ['Pending'], to: 'Accepted' },
  reject: { from: ['Pending'], to: 'Applied Reject' },
};

export function applyChatActionAllowed(from: ApplyChatState, action: ApplyChatAction): boolean {
  return APPLY_CHAT_TRANSITIONS[action].from.includes(from);
}
