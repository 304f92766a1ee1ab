import { randomUUID } from 'node:crypto';
import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_STATES,
  APPOINTMENT_TRANSITIONS,
  type Appointment,
  type AppointmentAction,
  type AppointmentActionBody,
  type AppointmentCount,
  type AppointmentPage,
  type AppointmentPageQuery,
  type AppointmentSettings,
  type AppointmentSettingsBody,
  type AppointmentState,
  type AppointmentStats,
  appointmentActionsFor,
  type CreateAppointmentBody,
  type DayView,
  type DirectoryRow,
  type FairEdition,
  GROUP_STATES,
  groupOf,
  HOLDING_STATES,
  type Locale,
  type Membership,
  type PlaceOption,
  type PlaceTime,
  type ReApplyBody,
  type WalkWarning,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { peopleByIds } from '../accounts';
import { getDictionary } from '../dicts';
import { siteCards } from '../directory';
import { assertAdmin, assertMember, enterpriseMembers, getMembership } from '../enterprises';
import { currentFair } from '../fair';
import { getPurpose } from '../purposes';
import { type AppointmentNotice, LABELS, notifyUsers } from './appointments.messages';
import * as repo from './appointments.repository';
import { addMinutes, daysBetween, fromWallClock, slotTimes, toWallClock } from './fair-clock';
import { type CalendarEvent, writeCalendar } from './ics';
import { MEETING_POINTS, meetingPoint, meetingPointName, walkMinutes } from './places';

const SLOT = APPOINTMENT_LIMITS.slotMinutes;

/** Who calls, and whether they are an approved visitor (a buyer may book without an enterprise). */
export interface Caller {
  userId: number;
  locale: Locale;
  visitor?: boolean;
}

/* ------------------------------------------------------------------ helpers */

async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const m = await getMembership(db, userId);
  return m?.certified ? m : null;
}

function assertSlot(fair: FairEdition, day: string, time: string): Date {
  const ok =
    daysBetween(fair.startDate, fair.endDate).includes(day) &&
    slotTimes(fair.openTime, fair.closeTime, SLOT).includes(time);
  if (!ok) {
    throw new AppError('APPOINTMENT_SLOT_INVALID', {
      open: fair.openTime,
      close: fair.closeTime,
      zone: fair.timeZone,
    });
  }
  return fromWallClock(day, time, fair.timeZone);
}

async function capacityOf(db: Db, exhibitionId: number, enterpriseId: number): Promise<number> {
  return (await repo.findSettings(db, exhibitionId, enterpriseId))?.capacity ?? 1;
}

async function hallNames(db: Db, exhibitionId: number, locale: Locale): Promise<Map<string, string>> {
  const entries = await getDictionary(db, exhibitionId, 'hall', locale);
  return new Map(entries.map((e) => [e.code, e.name]));
}

async function cardOf(db: Db, locale: Locale, enterpriseId: number, exhibitionId: number) {
  const [card] = await siteCards(db, locale, [enterpriseId], exhibitionId);
  return card;
}

function placeLabel(
  row: { placeKind: string; boothNo: string | null; meetingPoint: string | null; hall: string },
  locale: Locale,
  halls: Map<string, string>,
) {
  const hallName = halls.get(row.hall) ?? row.hall;
  const label =
    row.placeKind === 'booth'
      ? `${LABELS[locale].booth} ${row.boothNo} · ${hallName}`
      : meetingPointName(row.meetingPoint ?? '', locale);
  return { hallName, label };
}

function inviteeName(row: repo.AppointmentRow, locale: Locale) {
  return locale === 'en'
    ? row.inviteeNameEn
    : locale === 'zh-Hant'
      ? row.inviteeNameZhHant
      : row.inviteeNameZhHans;
}

function inviterWho(row: repo.AppointmentRow, locale: Locale) {
  const ent =
    locale === 'en' ? (row.inviterEnterpriseNameEn ?? row.inviterEnterpriseName) : row.inviterEnterpriseName;
  if (!ent) return row.inviterName;
  return locale === 'en' ? `${row.inviterName} (${ent})` : `${row.inviterName}（${ent}）`;
}

/** Whether the caller answers for the invited enterprise: a member listed as meeting staff (none listed: any member). */
async function isMeetingStaff(
  db: Db,
  row: repo.AppointmentRow,
  m: Membership | null,
  userId: number,
): Promise<boolean> {
  if (!m || m.enterpriseId !== row.inviteeEnterpriseId) return false;
  if (m.role === 'admin') return true;
  const settings = await repo.findSettings(db, row.exhibitionId, row.inviteeEnterpriseId);
  return !settings || settings.staffUserIds.length === 0 || settings.staffUserIds.includes(userId);
}

function toDto(
  row: repo.AppointmentRow,
  caller: { userId: number; enterpriseId: number | null; meetingStaff: boolean },
  locale: Locale,
  timeZone: string,
  halls: Map<string, string>,
): Appointment {
  const status = row.status as AppointmentState;
  const direction = caller.enterpriseId === row.inviteeEnterpriseId ? 'to' : 'from';
  const start = toWallClock(row.startsAt, timeZone);
  const end = toWallClock(row.endsAt, timeZone);
  const previous = row.previousStartsAt ? toWallClock(row.previousStartsAt, timeZone) : null;
  const { hallName, label } = placeLabel(row, locale, halls);
  const actions =
    direction === 'to'
      ? caller.meetingStaff
        ? appointmentActionsFor(status, 'invitee')
        : []
      : row.inviterUserId === caller.userId
        ? appointmentActionsFor(status, 'inviter')
        : [];
  return {
    id: row.id,
    status,
    group: groupOf(status),
    direction,
    inviterUserId: row.inviterUserId,
    inviterName: row.inviterName,
    inviterEnterpriseId: row.inviterEnterpriseId,
    inviterEnterpriseName:
      locale === 'en'
        ? (row.inviterEnterpriseNameEn ?? row.inviterEnterpriseName)
        : row.inviterEnterpriseName,
    inviteeEnterpriseId: row.inviteeEnterpriseId,
    inviteeEnterpriseName: inviteeName(row, locale),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    day: start.day,
    startTime: start.time,
    endTime: end.time,
    timeZone,
    previousDay: previous?.day ?? null,
    previousTime: previous?.time ?? null,
    place: {
      kind: row.placeKind as 'booth' | 'point',
      boothNo: row.boothNo,
      meetingPoint: row.meetingPoint,
      hall: row.hall,
      hallName,
      label,
    },
    topic: row.topic,
    purposeId: row.purposeId,
    reason: row.reason,
    actions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Everything a list needs to write its rows for one caller. */
async function viewContext(db: Db, caller: Caller) {
  const [fair, m] = await Promise.all([currentFair(db, caller.locale), membershipOf(db, caller.userId)]);
  const halls = await hallNames(db, fair.id, caller.locale);
  let staffAll = false;
  if (m) {
    const settings = await repo.findSettings(db, fair.id, m.enterpriseId);
    staffAll =
      m.role === 'admin' ||
      !settings ||
      settings.staffUserIds.length === 0 ||
      settings.staffUserIds.includes(caller.userId);
  }
  const who = { userId: caller.userId, enterpriseId: m?.enterpriseId ?? null, meetingStaff: staffAll };
  const write = (row: repo.AppointmentRow) => toDto(row, who, caller.locale, fair.timeZone, halls);
  return { fair, m, halls, who, write };
}

/** Lock keys of a meeting's parties (always taken all together, in one order). */
function partyKeys(
  exhibitionId: number,
  m: { inviterUserId: number; inviterEnterpriseId: number | null; inviteeEnterpriseId: number },
): string[] {
  const keys = [`user:${m.inviterUserId}`, `ent:${m.inviteeEnterpriseId}`];
  if (m.inviterEnterpriseId) keys.push(`ent:${m.inviterEnterpriseId}`);
  return keys.map((k) => `${exhibitionId}:${k}`);
}

/**
 * The parties a meeting holds a slot for: the inviter, the inviter's enterprise (its
 * capacity) and the invited enterprise (its capacity). Refuses with the message of the side
 * that is full, from the actor's point of view.
 */
async function assertFree(
  tx: Db,
  exhibitionId: number,
  m: { inviterUserId: number; inviterEnterpriseId: number | null; inviteeEnterpriseId: number },
  startsAt: Date,
  actor: 'inviter' | 'invitee',
  exceptId?: number,
) {
  await repo.lockParties(tx, partyKeys(exhibitionId, m));
  const inviterBusy =
    (await repo.holdsAt(tx, { userId: m.inviterUserId }, startsAt, exceptId)) > 0 ||
    (m.inviterEnterpriseId !== null &&
      (await repo.holdsAt(tx, { enterpriseId: m.inviterEnterpriseId }, startsAt, exceptId)) >=
        (await capacityOf(tx, exhibitionId, m.inviterEnterpriseId)));
  const inviteeFull =
    (await repo.holdsAt(tx, { enterpriseId: m.inviteeEnterpriseId }, startsAt, exceptId)) >=
    (await capacityOf(tx, exhibitionId, m.inviteeEnterpriseId));
  if (actor === 'inviter') {
    if (inviterBusy) throw new AppError('APPOINTMENT_YOU_ARE_BUSY');
    if (inviteeFull) throw new AppError('APPOINTMENT_SLOT_TAKEN');
  } else {
    if (inviteeFull) throw new AppError('APPOINTMENT_YOU_ARE_BUSY');
    if (inviterBusy) throw new AppError('APPOINTMENT_SLOT_TAKEN');
  }
}

/** The place of a new meeting: a booth of either side (the invited exhibitor's first booth by default) or a meeting point. */
function resolvePlace(
  body: { placeKind?: 'booth' | 'point'; boothNo?: string; meetingPoint?: string },
  invitee: DirectoryRow,
  inviter: DirectoryRow | undefined,
): { placeKind: 'booth' | 'point'; boothNo: string | null; meetingPoint: string | null; hall: string } {
  if (body.placeKind === 'point') {
    const point = meetingPoint(body.meetingPoint);
    if (!point) throw new AppError('APPOINTMENT_PLACE_INVALID');
    return { placeKind: 'point', boothNo: null, meetingPoint: point.code, hall: point.hall };
  }
  const booths = [...invitee.booths, ...(inviter?.booths ?? [])];
  const booth = body.boothNo ? booths.find((b) => b.boothNo === body.boothNo) : invitee.booths[0];
  if (!booth) throw new AppError('APPOINTMENT_PLACE_INVALID');
  return { placeKind: 'booth', boothNo: booth.boothNo, meetingPoint: null, hall: booth.hall };
}

/** Notices (in each recipient's language) and the `appointment.changed` event after a change. */
async function tell(
  deps: AppDeps,
  tx: Db,
  row: repo.AppointmentRow,
  action: AppointmentNotice,
  actorUserId: number,
) {
  const fair = await currentFair(tx);
  const toInviter = APPOINTMENT_TRANSITIONS[action === 'create' ? 'reApply' : action].by === 'invitee';
  let recipients: number[];
  if (toInviter) recipients = [row.inviterUserId];
  else {
    const settings = await repo.findSettings(tx, row.exhibitionId, row.inviteeEnterpriseId);
    const members = await enterpriseMembers(tx, row.inviteeEnterpriseId);
    recipients = settings?.staffUserIds.length
      ? settings.staffUserIds
      : members.filter((p) => p.role === 'admin').map((p) => p.userId);
  }
  const allHalls = new Map<Locale, Map<string, string>>();
  for (const l of ['zh-Hans', 'zh-Hant', 'en'] as const)
    allHalls.set(l, await hallNames(tx, row.exhibitionId, l));
  const start = toWallClock(row.startsAt, fair.timeZone);
  const end = toWallClock(row.endsAt, fair.timeZone);
  await notifyUsers(
    tx,
    deps.notifier,
    recipients.filter((id) => id !== actorUserId),
    action,
    (locale) => ({
      who: toInviter ? inviteeName(row, locale) : inviterWho(row, locale),
      when: `${start.day} ${start.time}–${end.time} (${fair.timeZone})`,
      place: placeLabel(row, locale, allHalls.get(locale) ?? new Map()).label,
      topic: row.topic,
      reason: row.reason ?? '',
    }),
  );
}

function emitChanged(
  deps: AppDeps,
  row: repo.AppointmentRow,
  action: AppointmentNotice,
  actorUserId: number,
) {
  return deps.events.emit('appointment.changed', {
    eventId: randomUUID(),
    appointmentId: row.id,
    action,
    status: row.status,
    actorUserId,
    inviterUserId: row.inviterUserId,
    inviterEnterpriseId: row.inviterEnterpriseId,
    inviteeEnterpriseId: row.inviteeEnterpriseId,
    startsAt: row.startsAt.toISOString(),
  });
}

/* ------------------------------------------------------------------ writes */

/** POST /exhibitor/rest/fieldAppointments */
export async function create(
  deps: AppDeps,
  caller: Caller,
  body: CreateAppointmentBody,
): Promise<Appointment> {
  const { db } = deps;
  const fair = await currentFair(db, caller.locale);
  const m = await membershipOf(db, caller.userId);
  if (!caller.visitor && !m) throw new AppError('APPOINTMENT_NOT_VISITOR');
  if (m?.enterpriseId === body.inviteeEnterpriseId) throw new AppError('APPOINTMENT_OWN_ENTERPRISE');
  const startsAt = assertSlot(fair, body.day, body.time);
  const [invitee, inviterCard, names] = await Promise.all([
    Promise.all(
      (['zh-Hans', 'zh-Hant', 'en'] as const).map((l) => cardOf(db, l, body.inviteeEnterpriseId, fair.id)),
    ),
    m ? cardOf(db, caller.locale, m.enterpriseId, fair.id) : Promise.resolve(undefined),
    peopleByIds(db, [caller.userId]),
  ]);
  const [hans, hant, en] = invitee;
  if (!hans || !hant || !en) throw new AppError('APPOINTMENT_NOT_EXHIBITOR');
  const place = resolvePlace(body, hans, inviterCard);
  if (body.purposeId) await getPurpose(db, { userId: caller.userId, locale: caller.locale }, body.purposeId);
  const person = names.get(caller.userId);
  const parties = {
    inviterUserId: caller.userId,
    inviterEnterpriseId: m?.enterpriseId ?? null,
    inviteeEnterpriseId: body.inviteeEnterpriseId,
  };
  const { row, created } = await db.transaction(async (tx) => {
    await repo.lockParties(tx, partyKeys(fair.id, parties));
    const same = await repo.findSameHolding(tx, caller.userId, body.inviteeEnterpriseId, startsAt);
    if (same) return { row: same, created: false };
    await assertFree(tx, fair.id, parties, startsAt, 'inviter');
    const stored = await repo.insertAppointment(tx, {
      exhibitionId: fair.id,
      ...parties,
      inviterName: person?.name ?? person?.mobile ?? person?.email ?? '',
      inviterEnterpriseName: m?.name ?? null,
      inviterEnterpriseNameEn: m?.nameEn ?? null,
      inviteeNameZhHans: hans.displayName,
      inviteeNameZhHant: hant.displayName,
      inviteeNameEn: en.displayName,
      startsAt,
      endsAt: new Date(startsAt.getTime() + SLOT * 60_000),
      ...place,
      topic: body.topic,
      purposeId: body.purposeId ?? null,
      status: 'PENDING',
    });
    await tell(deps, tx, stored, 'create', caller.userId);
    return { row: stored, created: true };
  });
  if (created) await emitChanged(deps, row, 'create', caller.userId);
  return (await viewContext(db, caller)).write(row);
}

/** PUT /exhibitor/rest/fieldAppointments (accept, refuse, propose, approve, reject, withdraw) and …/reApply. */
export async function act(
  deps: AppDeps,
  caller: Caller,
  body: AppointmentActionBody | (ReApplyBody & { action: 'reApply' }),
): Promise<Appointment> {
  const { db } = deps;
  const action: AppointmentAction = body.action;
  const rule = APPOINTMENT_TRANSITIONS[action];
  const fair = await currentFair(db, caller.locale);
  const m = await membershipOf(db, caller.userId);
  const reason = 'reason' in body ? body.reason?.trim() : undefined;
  if ((action === 'refuse' || action === 'reject') && !reason)
    throw new AppError('APPOINTMENT_REASON_REQUIRED');
  const row = await db.transaction(async (tx) => {
    const current = await repo.findAppointment(tx, body.id);
    if (!current) throw new AppError('APPOINTMENT_NOT_FOUND');
    const isInviter = current.inviterUserId === caller.userId;
    const isInvitee = m?.enterpriseId === current.inviteeEnterpriseId;
    if (!isInviter && !isInvitee) throw new AppError('APPOINTMENT_NOT_FOUND');
    if (rule.by === 'inviter' && !isInviter) throw new AppError('APPOINTMENT_NOT_YOURS');
    if (rule.by === 'invitee') {
      if (!isInvitee) throw new AppError('APPOINTMENT_NOT_YOURS');
      if (!(await isMeetingStaff(tx, current, m, caller.userId)))
        throw new AppError('APPOINTMENT_NOT_MEETING_STAFF');
    }
    if (!rule.from.includes(current.status as AppointmentState)) throw new AppError('APPOINTMENT_STATE');
    const values: Partial<repo.NewAppointment> = { status: rule.to };
    if (rule.by === 'invitee') values.answeredBy = caller.userId;
    if (action === 'refuse' || action === 'reject') values.reason = reason ?? null;
    if (action === 'accept' || action === 'approve' || action === 'reApply') values.reason = null;
    let startsAt: Date | undefined;
    if (action === 'propose') {
      if (!body.day || !body.time) throw new AppError('APPOINTMENT_SLOT_INVALID', slotParams(fair));
      startsAt = assertSlot(fair, body.day, body.time);
      values.previousStartsAt = current.startsAt;
    } else if (action === 'reApply') {
      startsAt = body.day && body.time ? assertSlot(fair, body.day, body.time) : current.startsAt;
      values.previousStartsAt = null;
    } else if (action === 'approve' || action === 'withdraw') {
      values.previousStartsAt = action === 'approve' ? null : current.previousStartsAt;
    }
    if (startsAt) {
      // Moving a meeting (or holding its slot again) is checked like a new booking, without itself.
      await assertFree(tx, current.exhibitionId, current, startsAt, rule.by, current.id);
      values.startsAt = startsAt;
      values.endsAt = new Date(startsAt.getTime() + SLOT * 60_000);
    }
    const updated = await repo.updateIf(tx, current.id, rule.from, values);
    if (!updated) throw new AppError('APPOINTMENT_STATE');
    await tell(deps, tx, updated, action, caller.userId);
    return updated;
  });
  await emitChanged(deps, row, action, caller.userId);
  return (await viewContext(db, caller)).write(row);
}

const slotParams = (fair: FairEdition) => ({
  open: fair.openTime,
  close: fair.closeTime,
  zone: fair.timeZone,
});

/* ------------------------------------------------------------------- reads */

function statusFilter(body: AppointmentPageQuery): readonly AppointmentState[] | undefined {
  if (body.status) return [body.status];
  if (body.group) return GROUP_STATES[body.group];
  return undefined;
}

/** POST …/page (both directions) and …/me/{from|to}. */
export async function page(
  db: Db,
  caller: Caller,
  body: AppointmentPageQuery,
  direction?: 'from' | 'to',
): Promise<AppointmentPage> {
  const ctx = await viewContext(db, caller);
  const pageNo = body.page;
  const pageSize = body.pageSize;
  const dayRange = body.day
    ? {
        from: fromWallClock(body.day, '00:00', ctx.fair.timeZone),
        to: new Date(fromWallClock(body.day, '00:00', ctx.fair.timeZone).getTime() + 86_400_000),
      }
    : {};
  const { rows, total } = await repo.pageAppointments(
    db,
    { userId: caller.userId, enterpriseId: ctx.who.enterpriseId, direction },
    { statuses: statusFilter(body), ...dayRange },
    pageSize,
    (pageNo - 1) * pageSize,
  );
  return { rows: rows.map(ctx.write), total, page: pageNo, pageSize };
}

/** GET …/count */
export async function counts(db: Db, caller: Caller): Promise<AppointmentCount> {
  const m = await membershipOf(db, caller.userId);
  const scope = { userId: caller.userId, enterpriseId: m?.enterpriseId ?? null };
  const zero = () =>
    Object.fromEntries(APPOINTMENT_STATES.map((s) => [s, 0])) as Record<AppointmentState, number>;
  const from = zero();
  const to = zero();
  const [sent, received] = await Promise.all([
    repo.countByStatus(db, { ...scope, direction: 'from' }),
    repo.countByStatus(db, { ...scope, direction: 'to' }),
  ]);
  for (const r of sent) from[r.status as AppointmentState] = Number(r.n);
  for (const r of received) to[r.status as AppointmentState] = Number(r.n);
  const groups = { Approved: 0, Pending: 0, Withdrawn: 0, Refused: 0, All: 0 };
  for (const s of APPOINTMENT_STATES) {
    const n = from[s] + to[s];
    groups[groupOf(s)] += n;
    groups.All += n;
  }
  return { from, to, groups };
}

/** GET …/place/time: the fair's days, the slots of a day with the free ones, and the places. */
export async function placeTime(
  db: Db,
  caller: Caller,
  q: { enterpriseId: number; day?: string; appointmentId?: number },
): Promise<PlaceTime> {
  const fair = await currentFair(db, caller.locale);
  const days = daysBetween(fair.startDate, fair.endDate);
  const day = q.day && days.includes(q.day) ? q.day : (days[0] ?? fair.startDate);
  const m = await membershipOf(db, caller.userId);
  // The parties whose holds count: the meeting's when one is being moved, else the caller's and the enterprise's.
  type Party = { userId?: number; enterpriseId?: number };
  let mine: Party[] = [{ userId: caller.userId }, ...(m ? [{ enterpriseId: m.enterpriseId }] : [])];
  let theirs: Party[] = [{ enterpriseId: q.enterpriseId }];
  if (q.appointmentId) {
    const row = await repo.findAppointment(db, q.appointmentId);
    const isInviter = row?.inviterUserId === caller.userId;
    if (!row || !(isInviter || row.inviteeEnterpriseId === m?.enterpriseId)) {
      throw new AppError('APPOINTMENT_NOT_FOUND');
    }
    const inviterSide: Party[] = [
      { userId: row.inviterUserId },
      ...(row.inviterEnterpriseId ? [{ enterpriseId: row.inviterEnterpriseId }] : []),
    ];
    const inviteeSide: Party[] = [{ enterpriseId: row.inviteeEnterpriseId }];
    mine = isInviter ? inviterSide : inviteeSide;
    theirs = isInviter ? inviteeSide : inviterSide;
  }
  const card = await cardOf(db, caller.locale, q.enterpriseId, fair.id);
  if (!card) throw new AppError('APPOINTMENT_NOT_EXHIBITOR');
  const from = fromWallClock(day, '00:00', fair.timeZone);
  const to = new Date(from.getTime() + 86_400_000);
  const busyCount = async (parties: Party[]) =>
    Promise.all(
      parties.map(async (p) => ({
        starts: (await repo.holdsBetween(db, p, from, to, q.appointmentId)).map((d) => d.getTime()),
        capacity: p.enterpriseId ? await capacityOf(db, fair.id, p.enterpriseId) : 1,
      })),
    );
  const [mineHolds, theirHolds] = await Promise.all([busyCount(mine), busyCount(theirs)]);
  const full = (holds: { starts: number[]; capacity: number }[], at: number) =>
    holds.some((h) => h.starts.filter((s) => s === at).length >= h.capacity);
  const slots = slotTimes(fair.openTime, fair.closeTime, SLOT).map((time) => {
    const startsAt = fromWallClock(day, time, fair.timeZone);
    const at = startsAt.getTime();
    const takenBy = full(mineHolds, at) ? ('you' as const) : full(theirHolds, at) ? ('them' as const) : null;
    return {
      time,
      endTime: addMinutes(time, SLOT),
      startsAt: startsAt.toISOString(),
      free: takenBy === null,
      takenBy,
    };
  });
  const inviterCard =
    m && m.enterpriseId !== q.enterpriseId
      ? await cardOf(db, caller.locale, m.enterpriseId, fair.id)
      : undefined;
  const label = LABELS[caller.locale].booth;
  const places: PlaceOption[] = [
    ...card.booths.map((b) => ({
      kind: 'booth' as const,
      boothNo: b.boothNo,
      meetingPoint: null,
      hall: b.hall,
      label: `${label} ${b.boothNo} · ${b.hallName}`,
    })),
    ...(inviterCard?.booths ?? []).map((b) => ({
      kind: 'booth' as const,
      boothNo: b.boothNo,
      meetingPoint: null,
      hall: b.hall,
      label: `${label} ${b.boothNo} · ${b.hallName}`,
    })),
    ...MEETING_POINTS.map((p) => ({
      kind: 'point' as const,
      boothNo: null,
      meetingPoint: p.code,
      hall: p.hall,
      label: p.names[caller.locale],
    })),
  ];
  return {
    enterpriseId: q.enterpriseId,
    enterpriseName: card.displayName,
    timeZone: fair.timeZone,
    days,
    day,
    openTime: fair.openTime,
    closeTime: fair.closeTime,
    slotMinutes: SLOT,
    slots,
    places,
    capacity: await capacityOf(db, fair.id, q.enterpriseId),
  };
}

/** Warnings where the walk between two consecutive meetings' halls is longer than the gap. */
export function walkWarnings(rows: Appointment[]): WalkWarning[] {
  const sorted = [...rows].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const out: WalkWarning[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const next = sorted[i]!;
    if (next.startsAt < prev.endsAt) continue; // parallel meetings of an enterprise's staff
    const walk = walkMinutes(prev.place.hall, next.place.hall);
    const gap = Math.round((Date.parse(next.startsAt) - Date.parse(prev.endsAt)) / 60_000);
    if (walk > 0 && gap < walk) {
      out.push({
        fromId: prev.id,
        toId: next.id,
        fromHall: prev.place.hallName,
        toHall: next.place.hallName,
        walkMinutes: walk,
        gapMinutes: gap,
      });
    }
  }
  return out;
}

/** GET …/day?day=: the caller's meetings of one fair day that hold their slot, in time order. */
export async function dayView(db: Db, caller: Caller, day: string): Promise<DayView> {
  const ctx = await viewContext(db, caller);
  const days = daysBetween(ctx.fair.startDate, ctx.fair.endDate);
  const from = fromWallClock(day, '00:00', ctx.fair.timeZone);
  const { rows } = await repo.pageAppointments(
    db,
    { userId: caller.userId, enterpriseId: ctx.who.enterpriseId },
    { statuses: HOLDING_STATES, from, to: new Date(from.getTime() + 86_400_000) },
    500,
    0,
  );
  const list = rows.map(ctx.write);
  return {
    day,
    days,
    timeZone: ctx.fair.timeZone,
    rows: list,
    warnings: walkWarnings(list.filter((r) => r.status === 'ACCEPTED')),
  };
}

function calendarEvent(a: Appointment, locale: Locale, publicUrl: string): CalendarEvent {
  const other =
    a.direction === 'to'
      ? a.inviterEnterpriseName
        ? `${a.inviterName} · ${a.inviterEnterpriseName}`
        : a.inviterName
      : a.inviteeEnterpriseName;
  return {
    uid: `field-appointment-${a.id}@cidpex`,
    start: new Date(a.startsAt),
    end: new Date(a.endsAt),
    stamp: new Date(a.updatedAt),
    summary: `${LABELS[locale].meetingWith}${other}`,
    location: a.place.label,
    description: `${LABELS[locale].topic}: ${a.topic}`,
    url: `${publicUrl.replace(/\/$/, '')}/${locale === 'en' ? 'en/InvitationListEn' : 'interaction/InvitationList'}?id=${a.id}`,
  };
}

/** GET …/{id}: one meeting as the caller sees it (a party only: the chat's invitation card). */
export async function one(db: Db, caller: Caller, id: number): Promise<Appointment> {
  const ctx = await viewContext(db, caller);
  const row = await repo.findAppointment(db, id);
  const mine =
    row &&
    (row.inviterUserId === caller.userId ||
      (ctx.who.enterpriseId !== null &&
        (row.inviteeEnterpriseId === ctx.who.enterpriseId ||
          row.inviterEnterpriseId === ctx.who.enterpriseId)));
  if (!row || !mine) throw new AppError('APPOINTMENT_NOT_FOUND');
  return ctx.write(row);
}

/** GET …/{id}/ics: one accepted meeting as a calendar file. */
export async function meetingIcs(db: Db, caller: Caller, id: number, publicUrl: string): Promise<string> {
  const ctx = await viewContext(db, caller);
  const row = await repo.findAppointment(db, id);
  const mine =
    row &&
    (row.inviterUserId === caller.userId ||
      (ctx.who.enterpriseId !== null &&
        (row.inviteeEnterpriseId === ctx.who.enterpriseId ||
          row.inviterEnterpriseId === ctx.who.enterpriseId)));
  if (!row || !mine) throw new AppError('APPOINTMENT_NOT_FOUND');
  if (row.status !== 'ACCEPTED') throw new AppError('APPOINTMENT_NOT_ACCEPTED');
  return writeCalendar(
    [calendarEvent(ctx.write(row), caller.locale, publicUrl)],
    LABELS[caller.locale].calendar,
  );
}

/** GET …/day/{day}/ics: the accepted meetings of a day as one calendar file. */
export async function dayIcs(db: Db, caller: Caller, day: string, publicUrl: string): Promise<string> {
  const view = await dayView(db, caller, day);
  const accepted = view.rows.filter((r) => r.status === 'ACCEPTED');
  return writeCalendar(
    accepted.map((a) => calendarEvent(a, caller.locale, publicUrl)),
    `${LABELS[caller.locale].calendar} ${day}`,
  );
}

/* ---------------------------------------------------------------- settings */

/** GET …/settings: the caller's enterprise's meeting staff and booth capacity. */
export async function getSettings(db: Db, caller: Caller): Promise<AppointmentSettings> {
  const m = await assertMember(db, caller.userId, undefined, caller.locale);
  const fair = await currentFair(db);
  const [settings, members] = await Promise.all([
    repo.findSettings(db, fair.id, m.enterpriseId),
    enterpriseMembers(db, m.enterpriseId),
  ]);
  return {
    enterpriseId: m.enterpriseId,
    capacity: settings?.capacity ?? 1,
    staffUserIds: settings?.staffUserIds ?? [],
    staff: members.map((p) => ({ userId: p.userId, name: p.name ?? '', role: p.role })),
    editable: m.role === 'admin',
  };
}

/** PUT …/settings (enterprise administrator). */
export async function saveSettings(
  db: Db,
  caller: Caller,
  body: AppointmentSettingsBody,
): Promise<AppointmentSettings> {
  const m = await assertAdmin(db, caller.userId, undefined, caller.locale);
  const fair = await currentFair(db);
  const members = new Set((await enterpriseMembers(db, m.enterpriseId)).map((p) => p.userId));
  const staff = [...new Set(body.staffUserIds)];
  if (staff.some((id) => !members.has(id))) throw new AppError('APPOINTMENT_STAFF_INVALID');
  await repo.saveSettings(db, {
    exhibitionId: fair.id,
    enterpriseId: m.enterpriseId,
    capacity: body.capacity,
    staffUserIds: staff,
    updatedBy: caller.userId,
  });
  return getSettings(db, caller);
}

/* --------------------------------------------------------------- organizer */

/** GET portal/rest/organizer/fieldAppointments/stats: counts per fair day and hall. */
export async function stats(db: Db, locale: Locale): Promise<AppointmentStats> {
  const fair = await currentFair(db, locale);
  const halls = await hallNames(db, fair.id, locale);
  const rows = await repo.statsOf(db, fair.id, fair.timeZone);
  const zero = () =>
    Object.fromEntries(APPOINTMENT_STATES.map((s) => [s, 0])) as Record<AppointmentState, number>;
  const byKey = new Map<string, AppointmentStats['rows'][number]>();
  const totals = zero();
  for (const r of rows) {
    const key = `${r.day}|${r.hall}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { day: r.day, hall: r.hall, hallName: halls.get(r.hall) ?? r.hall, counts: zero(), total: 0 };
      byKey.set(key, entry);
    }
    const status = r.status as AppointmentState;
    entry.counts[status] += Number(r.n);
    entry.total += Number(r.n);
    totals[status] += Number(r.n);
  }
  const hallOrder = [...halls.keys()];
  return {
    timeZone: fair.timeZone,
    days: daysBetween(fair.startDate, fair.endDate),
    rows: [...byKey.values()].sort(
      (a, b) => a.day.localeCompare(b.day) || hallOrder.indexOf(a.hall) - hallOrder.indexOf(b.hall),
    ),
    totals,
  };
}
