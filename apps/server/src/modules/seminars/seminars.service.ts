import {
  ATTENDEE_ACTIVE,
  FAIR,
  isLocale,
  LIMITS,
  type Locale,
  SEAT_HOLDING,
  SEMINAR_LIMITS,
  SEMINAR_REQUEST_TYPE,
  type Seminar,
  type SeminarAttendee,
  type SeminarAttendeeRow,
  type SeminarAttendeeStatus,
  type SeminarConsole,
  type SeminarRequest,
  type SeminarRequestStatus,
  type seminarAttendeeInput,
  type seminarContactInput,
  type seminarSettingsBody,
  siteLink,
} from '@cidpex/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { Notice } from '../../platform/notifier';
import { countFailures, recordFailure } from '../accounts';
import { getMembership } from '../enterprises';
import { fill, seminarTexts } from './seminars.messages';
import * as repo from './seminars.repository';

type AttendeeValues = z.output<typeof seminarAttendeeInput>;
type ContactValues = z.output<typeof seminarContactInput>;

export interface Viewer {
  userId: number;
  isOrganizer: boolean;
}

const beijing = new Intl.DateTimeFormat('zh-CN', {
  timeZone: FAIR.timeZone,
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
});

function localeOf(request: repo.RequestRow): Locale {
  return isLocale(request.lang) ? request.lang : 'zh-Hans';
}

export function toSeminar(row: repo.SeminarRow, waiting: number): Seminar {
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    title: row.title,
    intro: row.intro,
    venue: row.venue,
    agenda: row.agenda ?? [],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    seatLimit: row.seatLimit,
    seatsTaken: row.seatsTaken,
    seatsLeft: Math.max(0, row.seatLimit - row.seatsTaken),
    waiting,
    price: row.price,
    memberPrice: row.memberPrice,
    currency: 'CNY',
    offerHours: row.offerHours,
    open: row.open,
    refundUntil: row.refundUntil?.toISOString() ?? null,
    refundPercent: row.refundPercent,
  };
}

function toAttendee(row: repo.AttendeeRow, queue: number[]): SeminarAttendee {
  const position = row.status === 'waiting' ? queue.indexOf(row.id) + 1 : 0;
  return {
    id: row.id,
    requestId: row.requestId,
    name: row.name,
    mobile: row.mobile,
    idLast6: row.idLast6,
    company: row.company,
    jobTitle: row.jobTitle,
    email: row.email,
    // An offer past its time reads as expired at once; the sweep job moves the row and passes the seat on.
    status: (row.status === 'offered' && row.offerExpiresAt && row.offerExpiresAt <= new Date()
      ? 'expired'
      : row.status) as SeminarAttendeeStatus,
    waitingPosition: position > 0 ? position : null,
    offerExpiresAt: row.status === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
    userId: row.userId,
  };
}

async function viewsOf(db: Db, rows: repo.RequestRow[]): Promise<SeminarRequest[]> {
  const attendees = await repo.attendeesOf(
    db,
    rows.map((r) => r.id),
  );
  const queues = new Map<number, number[]>();
  for (const a of attendees) {
    if (a.status === 'waiting' && !queues.has(a.seminarId)) {
      queues.set(
        a.seminarId,
        (await repo.waitingQueue(db, a.seminarId)).map((q) => q.id),
      );
    }
  }
  const seminarsById = new Map<number, repo.SeminarRow>();
  for (const r of rows) {
    if (!seminarsById.has(r.seminarId)) {
      const s = await repo.findSeminar(db, r.seminarId);
      if (s) seminarsById.set(r.seminarId, s);
    }
  }
  return rows.map((r) => {
    const seminar = seminarsById.get(r.seminarId);
    return {
      id: r.id,
      exhibitionId: r.exhibitionId,
      seminarId: r.seminarId,
      type: SEMINAR_REQUEST_TYPE,
      userId: r.userId,
      enterpriseId: r.enterpriseId,
      status: r.status as SeminarRequestStatus,
      contactName: r.contactName,
      contactMobile: r.contactMobile,
      contactEmail: r.contactEmail,
      company: r.company,
      hpiaMember: r.hpiaMember,
      hpiaMemberNo: r.hpiaMemberNo,
      attendees: attendees
        .filter((a) => a.requestId === r.id)
        .map((a) => toAttendee(a, queues.get(a.seminarId) ?? [])),
      unitPrice: seminar ? (r.hpiaMember ? seminar.memberPrice : seminar.price) : 0,
      completedAt: r.completedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function toRequest(db: Db, row: repo.RequestRow): Promise<SeminarRequest> {
  const [view] = await viewsOf(db, [row]);
  if (!view) throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
  return view;
}

async function seminarOf(db: Db, exhibitionId: number) {
  const row = await repo.findSeminarByExhibition(db, exhibitionId);
  if (!row) throw new AppError('SEMINAR_NOT_FOUND');
  return row;
}

// ── seats ──

/**
 * A seat was given up: it goes to the first one waiting as an offer held for `offerHours`
 * (the seat stays counted), or back to the pool when nobody waits. Answers the mail to send.
 */
async function passSeatOn(tx: Db, seminar: repo.SeminarRow, now: Date, base: string): Promise<Notice | null> {
  const next = await repo.nextWaiting(tx, seminar.id);
  if (!next) {
    await repo.releaseSeat(tx, seminar.id);
    return null;
  }
  const expires = new Date(now.getTime() + seminar.offerHours * 3600_000);
  const offered = await repo.moveAttendee(tx, next.id, ['waiting'], {
    status: 'offered',
    offeredAt: now,
    offerExpiresAt: expires,
  });
  if (!offered) {
    await repo.releaseSeat(tx, seminar.id);
    return null;
  }
  return offerNotice(tx, seminar, offered, base);
}

async function offerNotice(
  db: Db,
  seminar: repo.SeminarRow,
  attendee: repo.AttendeeRow,
  base: string,
): Promise<Notice | null> {
  const request = await repo.findRequest(db, attendee.requestId);
  const recipient = attendee.email ?? request?.contactEmail;
  if (!request || !recipient) return null;
  const locale = localeOf(request);
  const texts = seminarTexts(locale);
  return {
    channel: 'email',
    recipient,
    subject: texts.offerSubject,
    body: fill(texts.offerBody, {
      name: attendee.name,
      title: seminar.title[locale],
      deadline: beijing.format(attendee.offerExpiresAt ?? new Date()),
      url: siteLink(base, locale, `/seminar/seminarRegistration?request=${request.id}`),
    }),
  };
}

async function send(deps: AppDeps, notices: Array<Notice | null>) {
  for (const notice of notices) if (notice) await deps.notifier.send(notice);
}

/** Offers whose time ran out expire; their seats pass to the next one waiting. */
export async function expireOffers(deps: AppDeps, now = new Date()): Promise<number> {
  const lapsed = await repo.lapsedOffers(deps.db, now);
  let expired = 0;
  for (const row of lapsed) {
    await deps.db.transaction(async (tx) => {
      const moved = await repo.moveAttendee(tx, row.id, ['offered'], { status: 'expired' });
      if (!moved) return;
      expired++;
      const seminar = await repo.findSeminar(tx, row.seminarId);
      const notice = seminar ? await passSeatOn(tx, seminar, now, deps.config.publicUrl) : null;
      // The offer mail is recorded with the move: both happen, or neither.
      if (notice) await deps.notifier.send(notice, tx);
    });
  }
  return expired;
}

/** Seats a member now, or puts them on the waiting list. */
async function seatOrQueue(tx: Db, seminarId: number, attendeeId: number, now: Date) {
  const seated = await repo.takeSeat(tx, seminarId);
  return repo.moveAttendee(
    tx,
    attendeeId,
    ['draft'],
    seated ? { status: 'seated' } : { status: 'waiting', waitSince: now },
  );
}

// ── requests ──

function assertOwner(viewer: Viewer, request: repo.RequestRow | undefined): repo.RequestRow {
  if (!request || (request.userId !== viewer.userId && !viewer.isOrganizer)) {
    throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
  }
  return request;
}

async function readable(db: Db, viewer: Viewer, requestId: number) {
  const request = await repo.findRequest(db, requestId);
  if (!request) throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
  if (request.userId === viewer.userId || viewer.isOrganizer) return request;
  const members = await repo.attendeesOf(db, [request.id]);
  if (members.some((m) => m.userId === viewer.userId)) return request;
  throw new AppError('SEMINAR_REQUEST_NOT_FOUND');
}

export async function seminarInfo(deps: AppDeps, exhibitionId: number): Promise<Seminar> {
  const row = await seminarOf(deps.db, exhibitionId);
  return toSeminar(row, await repo.countWaiting(deps.db, row.id));
}

/**
 * POST …/{exhibitionId}/placeHolder/{userId}/SEMINAR: opens the user's request (a draft), or
 * answers the one they already have, so that a repeated call stores one.
 */
export async function placeholder(
  deps: AppDeps,
  viewer: Viewer,
  exhibitionId: number,
  userId: number,
  locale: Locale,
): Promise<SeminarRequest> {
  if (userId !== viewer.userId) throw new AppError('FORBIDDEN');
  const { db } = deps;
  const seminar = await seminarOf(db, exhibitionId);
  const existing = await repo.activeRequestOf(db, seminar.id, userId);
  if (existing) return toRequest(db, existing);
  if (!seminar.open) throw new AppError('SEMINAR_CLOSED');
  const membership = await getMembership(db, userId);
  const inserted = await repo.insertRequest(db, {
    exhibitionId,
    seminarId: seminar.id,
    userId,
    enterpriseId: membership?.certified ? membership.enterpriseId : null,
    type: SEMINAR_REQUEST_TYPE,
    status: 'draft',
    lang: locale,
  });
  const row = inserted ?? (await repo.activeRequestOf(db, seminar.id, userId));
  if (!row) throw new AppError('CONFLICT');
  return toRequest(db, row);
}

export async function getRequest(deps: AppDeps, viewer: Viewer, requestId: number) {
  return toRequest(deps.db, await readable(deps.db, viewer, requestId));
}

/** New members of a request: no mobile twice in the list, none already registered elsewhere. */
async function checkNewMembers(tx: Db, seminarId: number, requestId: number, members: AttendeeValues[]) {
  const seen = new Set<string>();
  const fresh: AttendeeValues[] = [];
  for (const m of members) {
    if (seen.has(m.mobile)) continue;
    seen.add(m.mobile);
    const holder = await repo.activeByMobile(tx, seminarId, m.mobile);
    if (holder && holder.requestId !== requestId)
      throw new AppError('SEMINAR_MOBILE_TAKEN', { mobile: m.mobile });
    if (!holder) fresh.push(m);
  }
  return fresh;
}

function memberRows(request: repo.RequestRow, members: AttendeeValues[]): repo.AttendeeInsert[] {
  return members.map((m) => ({
    requestId: request.id,
    seminarId: request.seminarId,
    name: m.name,
    mobile: m.mobile,
    idLast6: m.idLast6,
    company: m.company,
    jobTitle: m.jobTitle,
    email: m.email,
    status: 'draft',
  }));
}

function mobileTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('SEMINAR_MOBILE_TAKEN', { mobile: '' });
  throw err;
}

/** PUT …/{requestId}: contact and the whole list of members, while the request is a draft. */
export async function updateDraft(
  deps: AppDeps,
  viewer: Viewer,
  requestId: number,
  body: ContactValues & { attendees: AttendeeValues[] },
): Promise<SeminarRequest> {
  const { db } = deps;
  try {
    const row = await db.transaction(async (tx) => {
      const request = assertOwner(viewer, await repo.lockRequest(tx, requestId));
      if (request.status !== 'draft') throw new AppError('SEMINAR_REQUEST_STATE');
      await repo.deleteDraftAttendees(tx, request.id);
      const fresh = await checkNewMembers(tx, request.seminarId, request.id, body.attendees);
      await repo.insertAttendees(tx, memberRows(request, fresh));
      return repo.updateRequest(tx, request.id, contactValues(body));
    });
    return toRequest(db, row as repo.RequestRow);
  } catch (err) {
    return mobileTaken(err);
  }
}

function contactValues(body: ContactValues) {
  return {
    contactName: body.contactName,
    contactMobile: body.contactMobile,
    contactEmail: body.contactEmail,
    company: body.company,
  };
}

/**
 * PUT …/{requestId}/append: more members. On a completed request each new member gets a
 * seat or a place on the waiting list at once. A member already in this request (the same
 * mobile: a repeated submit) is not added twice.
 */
export async function append(
  deps: AppDeps,
  viewer: Viewer,
  requestId: number,
  members: AttendeeValues[],
): Promise<SeminarRequest> {
  const { db } = deps;
  await expireOffers(deps);
  try {
    const row = await db.transaction(async (tx) => {
      const request = assertOwner(viewer, await repo.lockRequest(tx, requestId));
      if (request.status === 'cancelled') throw new AppError('SEMINAR_REQUEST_STATE');
      const seminar = await repo.findSeminar(tx, request.seminarId);
      if (!seminar?.open) throw new AppError('SEMINAR_CLOSED');
      const fresh = await checkNewMembers(tx, request.seminarId, request.id, members);
      const current = (await repo.attendeesOf(tx, [request.id])).filter((a) =>
        ATTENDEE_ACTIVE.includes(a.status as SeminarAttendeeStatus),
      );
      if (current.length + fresh.length > SEMINAR_LIMITS.attendeesPerRequest) {
        throw new AppError('VALIDATION', { fields: 'attendees' });
      }
      const inserted = await repo.insertAttendees(tx, memberRows(request, fresh));
      if (request.status === 'completed') {
        const now = new Date();
        for (const a of inserted) await seatOrQueue(tx, request.seminarId, a.id, now);
      }
      return request;
    });
    return toRequest(db, (await repo.findRequest(db, row.id)) as repo.RequestRow);
  } catch (err) {
    return mobileTaken(err);
  }
}

/**
 * PUT …/{requestId}/complete: submits the request. Each draft member gets a seat while
 * there are free ones (one conditional update per seat), the others join the waiting list;
 * members holding an offer accept it. Completing again changes nothing else.
 */
export async function complete(deps: AppDeps, viewer: Viewer, requestId: number): Promise<SeminarRequest> {
  const { db } = deps;
  await expireOffers(deps);
  let newlyPlaced = 0;
  const row = await db.transaction(async (tx) => {
    const request = assertOwner(viewer, await repo.lockRequest(tx, requestId));
    if (request.status === 'cancelled') throw new AppError('SEMINAR_REQUEST_STATE');
    if (!request.contactName || !request.contactMobile || !request.contactEmail) {
      throw new AppError('REQUIRED', { label: 'contactName' });
    }
    const members = (await repo.attendeesOf(tx, [request.id])).filter((a) =>
      ATTENDEE_ACTIVE.includes(a.status as SeminarAttendeeStatus),
    );
    if (members.length === 0) throw new AppError('SEMINAR_NO_ATTENDEES');
    const drafts = members.filter((m) => m.status === 'draft');
    if (drafts.length > 0) {
      const seminar = await repo.findSeminar(tx, request.seminarId);
      if (!seminar?.open) throw new AppError('SEMINAR_CLOSED');
    }
    const now = new Date();
    for (const m of drafts) {
      await seatOrQueue(tx, request.seminarId, m.id, now);
      newlyPlaced++;
    }
    for (const m of members.filter((x) => x.status === 'offered')) {
      await repo.moveAttendee(tx, m.id, ['offered'], { status: 'seated', offerExpiresAt: null });
    }
    return repo.updateRequest(tx, request.id, {
      status: 'completed',
      completedAt: request.completedAt ?? now,
    });
  });
  const view = await toRequest(db, row as repo.RequestRow);
  if (newlyPlaced > 0) {
    await send(deps, [await completedNotice(db, row as repo.RequestRow, view, deps.config.publicUrl)]);
  }
  return view;
}

async function completedNotice(
  db: Db,
  request: repo.RequestRow,
  view: SeminarRequest,
  base: string,
): Promise<Notice | null> {
  const seminar = await repo.findSeminar(db, request.seminarId);
  if (!seminar || !request.contactEmail) return null;
  const locale = localeOf(request);
  const texts = seminarTexts(locale);
  const lines = view.attendees
    .filter((a) => a.status === 'seated' || a.status === 'waiting')
    .map((a) =>
      a.status === 'seated'
        ? fill(texts.seated, { name: a.name })
        : fill(texts.waiting, { name: a.name, position: a.waitingPosition ?? 0 }),
    )
    .join('\n');
  return {
    channel: 'email',
    recipient: request.contactEmail,
    subject: texts.completedSubject,
    body: fill(texts.completedBody, {
      name: request.contactName ?? '',
      title: seminar.title[locale],
      lines,
      url: siteLink(base, locale, `/seminar/seminarRegistration?request=${request.id}`),
    }),
  };
}

/**
 * What cancelling a paid seat refunds (the payments module): `record` runs inside the
 * cancel's transaction and answers a refund to settle, `settle` asks the provider after it.
 */
export interface SeatRefunds {
  record(
    tx: Db,
    seat: { attendeeId: number; refundUntil: Date | null; refundPercent: number },
    now: Date,
  ): Promise<number | null>;
  settle(refundId: number): Promise<unknown>;
}

/**
 * DELETE …/{requestId}/{contactId}: cancels one member. A seat they held passes to the
 * first one waiting (offered by mail). When no member is left the request is cancelled.
 * A member of a paid order is refunded by the seminar's rule (`refunds`), once: the member
 * moves out of an active state in the same transaction, so a repeated or concurrent cancel
 * is refused and records nothing.
 */
export async function removeAttendee(
  deps: AppDeps,
  viewer: Viewer,
  requestId: number,
  contactId: number,
  refunds?: SeatRefunds,
): Promise<SeminarRequest> {
  const { db } = deps;
  const now = new Date();
  const { request, notice, refundId } = await db.transaction(async (tx) => {
    const request = assertOwner(viewer, await repo.lockRequest(tx, requestId));
    const member = await repo.findAttendee(tx, contactId);
    if (!member || member.requestId !== request.id) throw new AppError('SEMINAR_ATTENDEE_NOT_FOUND');
    const cancelled = await repo.moveAttendee(tx, member.id, ATTENDEE_ACTIVE, {
      status: 'cancelled',
      offerExpiresAt: null,
    });
    if (!cancelled) throw new AppError('SEMINAR_REQUEST_STATE');
    let notice: Notice | null = null;
    let refundId: number | null = null;
    if (SEAT_HOLDING.includes(member.status as SeminarAttendeeStatus)) {
      const seminar = await repo.findSeminar(tx, request.seminarId);
      if (seminar) notice = await passSeatOn(tx, seminar, now, deps.config.publicUrl);
      if (seminar && refunds) {
        refundId = await refunds.record(
          tx,
          { attendeeId: member.id, refundUntil: seminar.refundUntil, refundPercent: seminar.refundPercent },
          now,
        );
      }
    }
    const left = (await repo.attendeesOf(tx, [request.id])).filter((a) =>
      ATTENDEE_ACTIVE.includes(a.status as SeminarAttendeeStatus),
    );
    const updated =
      left.length === 0 && request.status !== 'cancelled'
        ? await repo.updateRequest(tx, request.id, { status: 'cancelled' })
        : request;
    return { request: updated as repo.RequestRow, notice, refundId };
  });
  if (refundId !== null && refunds) await refunds.settle(refundId);
  await send(deps, [notice]);
  return toRequest(db, request);
}

/**
 * The organizer refunded these members' paid order outside a cancellation (payments, inside
 * its transaction, the request already locked): they give up their seats as a cancellation
 * would — each seat passes to the first one waiting — and the request is cancelled when no
 * member is left. Members no longer active are left as they are. Answers the offers to mail.
 */
export async function giveUpRefunded(
  deps: Pick<AppDeps, 'config'>,
  tx: Db,
  requestId: number,
  attendeeIds: number[],
  now: Date,
): Promise<Notice[]> {
  const request = await repo.findRequest(tx, requestId);
  const seminar = request ? await repo.findSeminar(tx, request.seminarId) : undefined;
  if (!request || !seminar) return [];
  const notices: Notice[] = [];
  for (const id of attendeeIds) {
    const member = await repo.findAttendee(tx, id);
    if (!member || member.requestId !== request.id) continue;
    const cancelled = await repo.moveAttendee(tx, member.id, ATTENDEE_ACTIVE, {
      status: 'cancelled',
      offerExpiresAt: null,
    });
    if (cancelled && SEAT_HOLDING.includes(member.status as SeminarAttendeeStatus)) {
      const notice = await passSeatOn(tx, seminar, now, deps.config.publicUrl);
      if (notice) notices.push(notice);
    }
  }
  const left = (await repo.attendeesOf(tx, [request.id])).filter((a) =>
    ATTENDEE_ACTIVE.includes(a.status as SeminarAttendeeStatus),
  );
  if (left.length === 0 && request.status !== 'cancelled') {
    await repo.updateRequest(tx, request.id, { status: 'cancelled' });
  }
  return notices;
}

/** PUT …/{requestId}/hpia/alt: registering as a CNHPIA member (member price) or not. */
export async function setHpia(
  db: Db,
  viewer: Viewer,
  requestId: number,
  body: { hpiaMember: boolean; hpiaMemberNo: string | null },
  isLocked: (db: Db, requestId: number) => Promise<boolean> = async () => false,
): Promise<SeminarRequest> {
  const request = assertOwner(viewer, await repo.findRequest(db, requestId));
  if (request.status === 'cancelled' || (await isLocked(db, request.id))) {
    throw new AppError('SEMINAR_REQUEST_STATE');
  }
  if (body.hpiaMember && !body.hpiaMemberNo) throw new AppError('REQUIRED', { label: 'hpiaMemberNo' });
  const row = await repo.updateRequest(db, request.id, {
    hpiaMember: body.hpiaMember,
    hpiaMemberNo: body.hpiaMember ? body.hpiaMemberNo : null,
  });
  return toRequest(db, row as repo.RequestRow);
}

/** POST register/rest/request/update: the request's contact. */
export async function updateContact(
  db: Db,
  viewer: Viewer,
  requestId: number,
  body: ContactValues,
): Promise<SeminarRequest> {
  const request = assertOwner(viewer, await repo.findRequest(db, requestId));
  if (request.status === 'cancelled') throw new AppError('SEMINAR_REQUEST_STATE');
  const row = await repo.updateRequest(db, request.id, contactValues(body));
  return toRequest(db, row as repo.RequestRow);
}

/**
 * POST …/{requestId}/auth: a signed-in attendee proves to be one of the members (mobile
 * and last six digits of the ID number); the member is then linked to their account and
 * the request shows under it.
 */
export async function authenticate(
  db: Db,
  viewer: Viewer,
  requestId: number,
  body: { mobile: string; idLast6: string },
): Promise<SeminarRequest> {
  // Failures count per request (issue 16 item 9): a few wrong guesses and it stops answering.
  const failureKey = `seminar-auth:${requestId}`;
  if ((await countFailures(db, failureKey, 3600)) >= LIMITS.seminarAuthMaxFailures) {
    throw new AppError('SEMINAR_AUTH_LOCKED');
  }
  const refuse = async () => {
    await recordFailure(db, failureKey, `user:${viewer.userId ?? ''}`);
    return new AppError('SEMINAR_AUTH_FAILED');
  };
  const request = await repo.findRequest(db, requestId);
  if (!request || request.status === 'cancelled') throw await refuse();
  const members = await repo.attendeesOf(db, [request.id]);
  const match = members.find(
    (m) =>
      ATTENDEE_ACTIVE.includes(m.status as SeminarAttendeeStatus) &&
      m.mobile === body.mobile &&
      m.idLast6 === body.idLast6,
  );
  if (!match) throw await refuse();
  if (match.userId !== viewer.userId) await repo.updateAttendee(db, match.id, { userId: viewer.userId });
  return toRequest(db, request);
}

/** GET …/{exhibitionId}/user/{userId}/type/SEMINAR[?contactMobilePhone=]: the user's requests. */
export async function requestsOfUser(
  deps: AppDeps,
  viewer: Viewer,
  exhibitionId: number,
  userId: number,
  contactMobilePhone?: string,
): Promise<SeminarRequest[]> {
  if (userId !== viewer.userId && !viewer.isOrganizer) throw new AppError('FORBIDDEN');
  const views = await viewsOf(deps.db, await repo.requestsOfUser(deps.db, exhibitionId, userId));
  if (!contactMobilePhone) return views;
  const phone = contactMobilePhone.replace(/[\s-]/g, '').replace(/^\+86/, '');
  return views.filter((v) => v.contactMobile === phone || v.attendees.some((a) => a.mobile === phone));
}

/** POST register/rest/request/findVisitorRequestByEnt: the requests of the caller's enterprise. */
export async function requestsOfEnterprise(
  db: Db,
  userId: number,
  exhibitionId: number,
  assertMember: (db: Db, userId: number) => Promise<{ enterpriseId: number }>,
): Promise<SeminarRequest[]> {
  const membership = await assertMember(db, userId);
  return viewsOf(db, await repo.requestsOfEnterprise(db, exhibitionId, membership.enterpriseId));
}

/**
 * POST portal/rest/request/checkSeminarPhone: whether a mobile number is registered for the
 * seminar — answered only about the caller's own registrations (a member who is the caller,
 * or a request the caller made); anyone else's number answers `false`.
 */
export async function checkPhone(db: Db, userId: number, exhibitionId: number, mobile: string) {
  const seminar = await seminarOf(db, exhibitionId);
  const member = await repo.activeByMobile(db, seminar.id, mobile);
  if (!member) return { registered: false };
  if (member.userId === userId) return { registered: true };
  const request = await repo.findRequest(db, member.requestId);
  return { registered: request?.userId === userId };
}

/** POST portal/rest/visitorRequestContact/edit: one member's details (request owner or the member). */
export async function editAttendee(
  db: Db,
  viewer: Viewer,
  id: number,
  body: AttendeeValues,
): Promise<SeminarAttendee> {
  const member = await repo.findAttendee(db, id);
  if (!member || !ATTENDEE_ACTIVE.includes(member.status as SeminarAttendeeStatus)) {
    throw new AppError('SEMINAR_ATTENDEE_NOT_FOUND');
  }
  const request = await repo.findRequest(db, member.requestId);
  if (
    !request ||
    (request.userId !== viewer.userId && member.userId !== viewer.userId && !viewer.isOrganizer)
  ) {
    throw new AppError('SEMINAR_ATTENDEE_NOT_FOUND');
  }
  if (body.mobile !== member.mobile) {
    const holder = await repo.activeByMobile(db, member.seminarId, body.mobile);
    if (holder) throw new AppError('SEMINAR_MOBILE_TAKEN', { mobile: body.mobile });
  }
  try {
    const row = await repo.updateAttendee(db, member.id, {
      name: body.name,
      mobile: body.mobile,
      idLast6: body.idLast6,
      company: body.company,
      jobTitle: body.jobTitle,
      email: body.email,
    });
    const queue = (await repo.waitingQueue(db, member.seminarId)).map((q) => q.id);
    return toAttendee(row as repo.AttendeeRow, queue);
  } catch (err) {
    return mobileTaken(err);
  }
}

// ── organizer ──

export async function console_(deps: AppDeps, exhibitionId: number): Promise<SeminarConsole> {
  const { db } = deps;
  const counts = Object.fromEntries(
    ['draft', 'seated', 'waiting', 'offered', 'cancelled', 'expired'].map((s) => [s, 0]),
  ) as SeminarConsole['counts'];
  const row = await repo.findSeminarByExhibition(db, exhibitionId);
  if (!row) return { seminar: null, attendees: [], counts };
  const queue = (await repo.waitingQueue(db, row.id)).map((q) => q.id);
  const all = await repo.allAttendees(db, row.id);
  const attendees: SeminarAttendeeRow[] = all.map(({ attendee, request }) => ({
    ...toAttendee(attendee, queue),
    contactName: request.contactName,
    requestStatus: request.status as SeminarRequestStatus,
    createdAt: attendee.createdAt.toISOString(),
  }));
  for (const a of attendees) counts[a.status]++;
  return { seminar: toSeminar(row, queue.length), attendees, counts };
}

/**
 * PUT portal/rest/organizer/seminars/{exhibitionId}: creates or changes the seminar. The seat
 * limit cannot go below the seats taken; raising it offers the new seats to those waiting.
 */
export async function saveSettings(
  deps: AppDeps,
  exhibitionId: number,
  body: z.output<typeof seminarSettingsBody>,
): Promise<Seminar> {
  const values = {
    title: body.title,
    intro: body.intro,
    venue: body.venue,
    ...(body.agenda ? { agenda: body.agenda } : {}),
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    seatLimit: body.seatLimit,
    price: body.price,
    memberPrice: body.memberPrice,
    offerHours: body.offerHours,
    open: body.open,
    // Left out of the body: the rule stays as it is.
    ...(body.refundUntil !== undefined
      ? { refundUntil: body.refundUntil === null ? null : new Date(body.refundUntil) }
      : {}),
    ...(body.refundPercent !== undefined ? { refundPercent: body.refundPercent } : {}),
  };
  const { db } = deps;
  const existing = await repo.findSeminarByExhibition(db, exhibitionId);
  if (!existing) {
    try {
      await repo.insertSeminar(db, { exhibitionId, ...values });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  const seminar = await seminarOf(db, exhibitionId);
  await db.transaction(async (tx) => {
    const locked = await repo.lockSeminar(tx, seminar.id);
    if (!locked) throw new AppError('SEMINAR_NOT_FOUND');
    if (values.seatLimit < locked.seatsTaken) {
      throw new AppError('SEMINAR_SEAT_LIMIT_BELOW', { taken: locked.seatsTaken });
    }
    const updated = await repo.updateSeminar(tx, seminar.id, values);
    if (!updated) return;
    const now = new Date();
    for (let free = updated.seatLimit - updated.seatsTaken; free > 0; free--) {
      const next = await repo.nextWaiting(tx, updated.id);
      if (!next || !(await repo.takeSeat(tx, updated.id))) break;
      const offered = await repo.moveAttendee(tx, next.id, ['waiting'], {
        status: 'offered',
        offeredAt: now,
        offerExpiresAt: new Date(now.getTime() + updated.offerHours * 3600_000),
      });
      const notice = offered ? await offerNotice(tx, updated, offered, deps.config.publicUrl) : null;
      if (notice) await deps.notifier.send(notice, tx);
    }
  });
  return seminarInfo(deps, exhibitionId);
}
