import { imUserIdOf, MEETING_CARD_BUSINESS_ID, type MeetingCardData } from '@cidpex/contracts';
import type { EventMap } from '../../platform/events/event-map';
import { enterpriseAdminUserId } from '../enterprises';
import { type ImDeps, postOnBehalf } from './im.service';

const DESCRIPTION: Record<string, string> = {
  create: '会议邀请',
  reApply: '会议邀请',
  accept: '接受会议',
  approve: '接受会议',
  refuse: '拒绝会议',
  reject: '拒绝会议',
  propose: '建议新时间',
  withdraw: '撤回会议',
};

/**
 * A meeting's change (`appointment.changed`) as a card in the conversation of the two
 * parties (issue 20: "a change sends a notice … chat message when chat exists"). The actor
 * writes it: the inviter to the invited enterprise's administrator (who the enterprise's
 * Chat button reaches), anyone of the invited side to the inviter. The card itself reads the
 * meeting (GET fieldAppointments/{id}) so it shows the current state and the viewer's actions.
 */
export async function postMeetingCard(deps: ImDeps, e: EventMap['appointment.changed']) {
  let peerUserId: number | null;
  if (e.actorUserId === e.inviterUserId)
    peerUserId = await enterpriseAdminUserId(deps.db, e.inviteeEnterpriseId);
  else peerUserId = e.inviterUserId;
  if (peerUserId === null || peerUserId === e.actorUserId) return null;
  const data: MeetingCardData = {
    businessID: MEETING_CARD_BUSINESS_ID,
    appointmentId: e.appointmentId,
    action: e.action,
    status: e.status,
    startsAt: e.startsAt,
  };
  return postOnBehalf(
    deps,
    imUserIdOf(e.actorUserId),
    imUserIdOf(peerUserId),
    { data: JSON.stringify(data), description: DESCRIPTION[e.action] ?? '会议邀请', extension: '' },
    `mtg-${e.eventId}`,
  );
}

/** Subscribes this process; answers the function that unsubscribes. */
export function subscribeMeetingCards(deps: ImDeps) {
  return deps.events.on('appointment.changed', async (e) => {
    await postMeetingCard(deps, e);
  });
}
