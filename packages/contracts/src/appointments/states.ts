/**
 * Field appointment (meeting invitation) status, spec §4. The model is the English set
 * (UNAPPROVED, REJECTED, PENDING, REFUSED, ACCEPTED, CANCELED); the Chinese set (Approved,
 * Pending, Withdrawn, Refused, All) groups it (docs/decisions.md "Meetings at the fair").
 *
 * - PENDING: sent, the invited enterprise has not answered.
 * - UNAPPROVED: the invited enterprise proposed another time; the inviter has not approved it.
 * - ACCEPTED: both sides agreed on the time.
 * - REFUSED: the invited enterprise refused (with a reason).
 * - REJECTED: the inviter rejected the other time proposed (with a reason).
 * - CANCELED: the inviter withdrew.
 */
export const APPOINTMENT_STATES = [
  'PENDING',
  'UNAPPROVED',
  'ACCEPTED',
  'REFUSED',
  'REJECTED',
  'CANCELED',
] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

/** States that hold the slot for both sides and count against a booth's capacity. */
export const HOLDING_STATES: readonly AppointmentState[] = ['PENDING', 'UNAPPROVED', 'ACCEPTED'];

/** The Chinese status set of spec §4 (All is no filter). */
export const APPOINTMENT_GROUPS = ['Approved', 'Pending', 'Withdrawn', 'Refused'] as const;
export type AppointmentGroup = (typeof APPOINTMENT_GROUPS)[number];

export const GROUP_STATES: Record<AppointmentGroup, readonly AppointmentState[]> = {
  Approved: ['ACCEPTED'],
  Pending: ['PENDING', 'UNAPPROVED'],
  Withdrawn: ['CANCELED'],
  Refused: ['REFUSED', 'REJECTED'],
};

export function groupOf(state: AppointmentState): AppointmentGroup {
  for (const group of APPOINTMENT_GROUPS) if (GROUP_STATES[group].includes(state)) return group;
  throw new Error(`no group for ${state}`);
}

/**
 * Actions. The invited enterprise (its meeting staff) accepts, refuses or proposes another
 * time; the inviter approves or rejects a proposed time, withdraws, and re-applies.
 */
export const APPOINTMENT_ACTIONS = [
  'accept',
  'refuse',
  'propose',
  'approve',
  'reject',
  'withdraw',
  'reApply',
] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

export type AppointmentSide = 'inviter' | 'invitee';

/** The one state table: every pair not listed is refused (APPOINTMENT_STATE). */
export const APPOINTMENT_TRANSITIONS: Record<
  AppointmentAction,
  { from: readonly AppointmentState[]; to: AppointmentState; by: AppointmentSide }
> = {
  accept: { from: ['PENDING'], to: 'ACCEPTED', by: 'invitee' },
  refuse: { from: ['PENDING', 'ACCEPTED'], to: 'REFUSED', by: 'invitee' },
  propose: { from: ['PENDING', 'ACCEPTED'], to: 'UNAPPROVED', by: 'invitee' },
  approve: { from: ['UNAPPROVED'], to: 'ACCEPTED', by: 'inviter' },
  reject: { from: ['UNAPPROVED'], to: 'REJECTED', by: 'inviter' },
  withdraw: { from: ['PENDING', 'UNAPPROVED', 'ACCEPTED'], to: 'CANCELED', by: 'inviter' },
  reApply: { from: ['REFUSED', 'REJECTED', 'CANCELED'], to: 'PENDING', by: 'inviter' },
};

/** Actions that need a reason the other side reads. */
export const APPOINTMENT_REASON_ACTIONS: readonly AppointmentAction[] = ['refuse', 'reject'];
/** Actions that move the meeting to another slot (checked for both sides and capacity). */
export const APPOINTMENT_TIME_ACTIONS: readonly AppointmentAction[] = ['propose'];

export function appointmentActionAllowed(from: AppointmentState, action: AppointmentAction): boolean {
  return APPOINTMENT_TRANSITIONS[action].from.includes(from);
}

/** The actions a side may take on a meeting in this state (the buttons a page shows). */
export function appointmentActionsFor(state: AppointmentState, side: AppointmentSide): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter(
    (a) => APPOINTMENT_TRANSITIONS[a].by === side && APPOINTMENT_TRANSITIONS[a].from.includes(state),
  );
}
