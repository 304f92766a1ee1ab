import {
  ACTIVITY_COVER_KINDS,
  ACTIVITY_STATES,
  ACTIVITY_TRANSITIONS,
  type Activity,
  type ActivityAction,
  type ActivityInput,
  type ActivityPage,
  type ActivityPlace,
  type ActivityState,
  type ActivityType,
  activityTimeProblem,
  attachmentUrl,
  nextActivityState,
  type PublicActivityPage,
  SIGNUP_TRANSITIONS,
  type Signup,
  type SignupDecision,
  type SignupPage,
  type SignupState,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { countsFor } from '../../db/state-rows';
import type { SignedInCaller } from '../../platform/auth';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { Notifier } from '../../platform/notifier';
import { peopleByIds } from '../accounts';
import { assertMember, enterpriseIn, enterpriseMap, getMembership } from '../enterprises';
import { notifyUser } from './activities.messages';
import * as repo from './activities.repository';

/* ------------------------------------------------------------------ reads */

/** An activity with its enterprise's names and certification (read from enterprises) and its seats taken. */
type ActivityJoined = repo.ActivityWithSeats & {
  enterpriseName: string;
  enterpriseNameEn: string | null;
  enterpriseStatus: string;
};

async function joinEnterprises(db: Db, rows: repo.ActivityWithSeats[]): Promise<ActivityJoined[]> {
  if (rows.length === 0) return [];
  const enterprises = await enterpriseMap(
    db,
    rows.map((r) => r.activity.enterpriseId),
  );
  return rows.flatMap((row) => {
    const e = enterprises.get(row.activity.enterpriseId);
    return e
      ? [{ ...row, enterpriseName: e.name, enterpriseNameEn: e.nameEn, enterpriseStatus: e.status }]
      : [];
  });
}

async function findActivity(db: Db, id: number): Promise<ActivityJoined | undefined> {
  const row = await repo.findActivity(db, id);
  return row ? (await joinEnterprises(db, [row]))[0] : undefined;
}

const enterpriseConditions: repo.EnterpriseConditions = {
  certified: (enterpriseId) => enterpriseIn(enterpriseId, { status: 'certified' }),
  named: (enterpriseId, pattern) =>
    enterpriseIn(enterpriseId, { namePattern: { pattern, withEnglish: false } }),
};

async function pageActivities(
  db: Db,
  filter: repo.ActivityFilter,
  args: Parameters<typeof repo.pageActivities>[2],
) {
  const page = await repo.pageActivities(db, filter, args, enterpriseConditions);
  return { rows: await joinEnterprises(db, page.rows), total: page.total };
}

/** A sign-up with its activity and the person's name and contacts (read from accounts). */
type SignupJoined = repo.SignupWithActivity & {
  name: string | null;
  mobile: string | null;
  email: string | null;
};

async function joinPeople(db: Db, rows: repo.SignupWithActivity[]): Promise<SignupJoined[]> {
  if (rows.length === 0) return [];
  const people = await peopleByIds(
    db,
    rows.map((r) => r.signup.userId),
  );
  return rows.flatMap((row) => {
    const person = people.get(row.signup.userId);
    return person ? [{ ...row, name: person.name, mobile: person.mobile, email: person.email }] : [];
  });
}

async function findSignup(db: Db, id: number): Promise<SignupJoined | undefined> {
  const row = await repo.findSignup(db, id);
  return row ? (await joinPeople(db, [row]))[0] : undefined;
}

async function pageSignups(
  db: Db,
  filter: Parameters<typeof repo.pageSignups>[1],
  args: Parameters<typeof repo.pageSignups>[2],
) {
  const page = await repo.pageSignups(db, filter, args);
  return { rows: await joinPeople(db, page.rows), total: page.total };
}

/** Who calls: the signed-in user and the language of the answer. */
export type Caller = SignedInCaller;
export interface Deps {
  db: Db;
  notifier: Notifier;
}

/* ---------------------------------------------------------------- answers */

async function toActivities(db: Db, rows: ActivityJoined[], viewerId?: number): Promise<Activity[]> {
  const coverIds = rows
    .map((r) => r.activity.coverAttachmentId)
    .filter((id): id is number => typeof id === 'number');
  const [files, mine] = await Promise.all([
    repo.findAttachments(db, coverIds),
    viewerId === undefined
      ? Promise.resolve(new Map<number, SignupState>())
      : repo.signupStatesOf(
          db,
          viewerId,
          rows.map((r) => r.activity.id),
        ),
  ]);
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map(({ activity: a, enterpriseName, enterpriseNameEn, seatsTaken }) => {
    const cover = a.coverAttachmentId === null ? undefined : byId.get(a.coverAttachmentId);
    return {
      id: a.id,
      enterpriseId: a.enterpriseId,
      enterpriseName,
      enterpriseNameEn,
      title: a.title,
      titleEn: a.titleEn,
      type: a.type as ActivityType,
      startAt: a.startAt.toISOString(),
      endAt: a.endAt.toISOString(),
      placeType: a.placeType as ActivityPlace,
      place: a.place,
      capacity: a.capacity,
      seatsTaken: Number(seatsTaken),
      description: a.description,
      cover: cover
        ? { id: cover.id, url: attachmentUrl(cover.key), width: cover.width, height: cover.height }
        : null,
      status: a.status as ActivityState,
      rejectReason: a.status === 'rejected' ? a.rejectReason : null,
      mySignup: mine.get(a.id) ?? null,
      submittedAt: a.submittedAt?.toISOString() ?? null,
      reviewedAt: a.reviewedAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    };
  });
}

async function answer(db: Db, id: number, viewerId?: number): Promise<Activity> {
  const row = await findActivity(db, id);
  if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
  const [activity] = await toActivities(db, [row], viewerId);
  return activity!;
}

/* ------------------------------------------------------------------ rules */

/** The activity, if the caller is a member of its (certified) enterprise. */
async function ownActivity(db: Db, caller: Caller, activityId: number, forUpdate = false) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const row = await repo.findActivityRow(db, activityId, forUpdate);
  if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
  if (row.enterpriseId !== membership.enterpriseId) throw new AppError('NOT_ENTERPRISE_STAFF');
  return row;
}

/** The state after the action by the one table (contracts ACTIVITY_TRANSITIONS), or the refusal. */
function assertAllowed(state: ActivityState, action: ActivityAction): ActivityState {
  const next = nextActivityState(state, action);
  if (next === null) throw new AppError('ACTIVITY_STATE');
  return next;
}

/** The cover must be a picture the caller uploaded and that belongs to nothing else, or this activity's own. */
async function assertCover(db: Db, caller: Caller, coverId: number | null, activityId?: number) {
  if (coverId === null) return;
  const [file] = await repo.findAttachments(db, [coverId]);
  const kinds: readonly string[] = ACTIVITY_COVER_KINDS;
  const ok =
    file &&
    kinds.includes(file.kind) &&
    ((activityId !== undefined && file.refType === repo.ACTIVITY_REF && file.refId === String(activityId)) ||
      (file.ownerUserId === caller.userId && file.refType === null));
  if (!ok) throw new AppError('ACTIVITY_COVER_NOT_USABLE');
}

function contentValues(input: ActivityInput) {
  const startAt = new Date(input.startAt);
  const endAt = new Date(input.endAt);
  // The body schema checks this already; kept here so no other caller can store a time outside the fair.
  const problem = activityTimeProblem(startAt, endAt);
  if (problem) throw new AppError(problem);
  return {
    title: input.title,
    titleEn: input.titleEn,
    type: input.type,
    startAt,
    endAt,
    placeType: input.placeType,
    place: input.place,
    capacity: input.capacity,
    description: input.description,
    coverAttachmentId: input.coverAttachmentId ?? null,
  };
}

/* ------------------------------------------------------------- enterprise */

/** POST /exhibitor/rest/activities/page */
export async function listActivities(
  db: Db,
  caller: Caller,
  query: { status?: ActivityState; page: number; pageSize: number },
): Promise<ActivityPage> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const [page, byState] = await Promise.all([
    pageActivities(
      db,
      { enterpriseId: membership.enterpriseId, states: query.status ? [query.status] : undefined },
      { page: query.page, pageSize: query.pageSize, order: 'updated' },
    ),
    repo.countByState(db, membership.enterpriseId),
  ]);
  return {
    rows: await toActivities(db, page.rows),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    counts: countsFor(ACTIVITY_STATES, byState),
  };
}

export async function getOwnActivity(db: Db, caller: Caller, activityId: number): Promise<Activity> {
  await ownActivity(db, caller, activityId);
  return answer(db, activityId);
}

/** POST /exhibitor/rest/activities: a draft, or straight to review with `submit`. */
export async function createActivity(db: Db, caller: Caller, input: ActivityInput): Promise<Activity> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const values = contentValues(input);
  const id = await db.transaction(async (tx) => {
    await assertCover(tx, caller, values.coverAttachmentId);
    const submit = input.submit === true;
    const row = await repo.insertActivity(tx, {
      enterpriseId: membership.enterpriseId,
      ...values,
      status: submit ? 'pending' : 'draft',
      submittedAt: submit ? new Date() : null,
      createdBy: caller.userId,
      updatedBy: caller.userId,
    });
    if (values.coverAttachmentId !== null) await repo.linkCover(tx, values.coverAttachmentId, row.id);
    return row.id;
  });
  return answer(db, id);
}

/** PUT /exhibitor/rest/activities/{activityId}: a draft or a rejected activity (which stays rejected until submitted). */
export async function updateActivity(
  db: Db,
  caller: Caller,
  activityId: number,
  input: ActivityInput,
): Promise<Activity> {
  const values = contentValues(input);
  await db.transaction(async (tx) => {
    const row = await ownActivity(tx, caller, activityId, true);
    assertAllowed(row.status as ActivityState, 'edit');
    await assertCover(tx, caller, values.coverAttachmentId, activityId);
    const updated = await repo.updateActivity(tx, activityId, ACTIVITY_TRANSITIONS.edit.from, {
      ...values,
      updatedBy: caller.userId,
    });
    if (!updated) throw new AppError('ACTIVITY_STATE');
    if (values.coverAttachmentId !== null) await repo.linkCover(tx, values.coverAttachmentId, activityId);
  });
  return answer(db, activityId);
}

/** PUT /exhibitor/rest/activities/{activityId}/submit: to the organizer's review. */
export async function submitActivity(db: Db, caller: Caller, activityId: number): Promise<Activity> {
  const row = await ownActivity(db, caller, activityId);
  const state = row.status as ActivityState;
  const next = assertAllowed(state, 'submit');
  const updated = await repo.updateActivity(db, activityId, [state], {
    status: next,
    submittedAt: new Date(),
    updatedBy: caller.userId,
  });
  if (!updated) throw new AppError('ACTIVITY_STATE');
  return answer(db, activityId);
}

/** DELETE /exhibitor/rest/activities/{activityId}: a draft or a rejected activity. */
export async function deleteActivity(db: Db, caller: Caller, activityId: number) {
  const row = await ownActivity(db, caller, activityId);
  assertAllowed(row.status as ActivityState, 'delete');
  if (!(await repo.deleteActivity(db, activityId, ACTIVITY_TRANSITIONS.delete.from))) {
    throw new AppError('ACTIVITY_STATE');
  }
  return { ok: true as const };
}

/* -------------------------------------------------------------- organizer */

/** GET /portal/rest/organizer/activities: waiting ones oldest submission first. */
export async function activityQueue(
  db: Db,
  query: { status?: ActivityState; keyword?: string; page: number; pageSize: number },
): Promise<ActivityPage> {
  const [page, byState] = await Promise.all([
    pageActivities(
      db,
      { states: query.status ? [query.status] : undefined, keyword: query.keyword },
      {
        page: query.page,
        pageSize: query.pageSize,
        order: query.status === 'pending' ? 'submitted' : 'updated',
      },
    ),
    repo.countByState(db),
  ]);
  return {
    rows: await toActivities(db, page.rows),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    counts: countsFor(ACTIVITY_STATES, byState),
  };
}

/**
 * PUT …/approve and …/reject (with the reason the enterprise reads). Conditional on the state
 * read, so two reviewers cannot both decide. The one who submitted it is told.
 */
export async function reviewActivity(
  deps: Deps,
  reviewer: { userId: number },
  activityId: number,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
): Promise<Activity> {
  const row = await repo.findActivityRow(deps.db, activityId);
  if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
  const state = row.status as ActivityState;
  const next = assertAllowed(state, decision.action);
  const updated = await repo.updateActivity(deps.db, activityId, [state], {
    status: next,
    rejectReason: decision.action === 'reject' ? decision.reason : null,
    reviewedBy: reviewer.userId,
    reviewedAt: new Date(),
  });
  if (!updated) throw new AppError('ACTIVITY_STATE');
  const recipient = row.updatedBy ?? row.createdBy;
  if (recipient !== null) {
    await notifyUser(
      deps,
      recipient,
      decision.action === 'approve' ? 'activityApproved' : 'activityRejected',
      {
        title: row.title,
        reason: decision.action === 'reject' ? decision.reason : null,
      },
    );
  }
  return answer(deps.db, activityId);
}

/* ----------------------------------------------------------------- public */

/** GET /portal/rest/activities: approved activities of certified enterprises, soonest first. */
export async function listPublicActivities(
  db: Db,
  viewerId: number | undefined,
  query: { enterpriseId?: number; page: number; pageSize: number },
): Promise<PublicActivityPage> {
  const page = await pageActivities(
    db,
    { enterpriseId: query.enterpriseId, states: ['approved'], certifiedOnly: true },
    { page: query.page, pageSize: query.pageSize, order: 'start' },
  );
  return {
    rows: await toActivities(db, page.rows, viewerId),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findPublic(db: Db, activityId: number) {
  const row = await findActivity(db, activityId);
  if (row?.activity.status !== 'approved' || row.enterpriseStatus !== 'certified') {
    throw new AppError('ACTIVITY_NOT_FOUND');
  }
  return row;
}

export async function getPublicActivity(db: Db, viewerId: number | undefined, activityId: number) {
  const row = await findPublic(db, activityId);
  const [activity] = await toActivities(db, [row], viewerId);
  return activity!;
}

/**
 * POST /portal/rest/activities/{activityId}/signups: once per user; never beyond the capacity.
 * The activity row is locked for the count and the insert, so parallel sign-ups queue up and
 * the last seats cannot be given twice.
 */
export async function signUp(db: Db, userId: number, activityId: number): Promise<Activity> {
  await findPublic(db, activityId);
  const membership = await getMembership(db, userId);
  await db.transaction(async (tx) => {
    const row = await repo.findActivityRow(tx, activityId, true);
    if (row?.status !== 'approved') throw new AppError('ACTIVITY_NOT_FOUND');
    if (membership?.enterpriseId === row.enterpriseId) throw new AppError('ACTIVITY_OWN_SIGNUP');
    if (await repo.findSignupOf(tx, activityId, userId)) throw new AppError('ACTIVITY_ALREADY_SIGNED_UP');
    if ((await repo.countSeatsTaken(tx, activityId)) >= row.capacity) throw new AppError('ACTIVITY_FULL');
    try {
      await repo.insertSignup(tx, activityId, userId);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('ACTIVITY_ALREADY_SIGNED_UP');
      throw err;
    }
  });
  return answer(db, activityId, userId);
}

/**
 * DELETE /portal/rest/activities/{activityId}/signups: the caller withdraws a waiting or
 * accepted sign-up; its seat is free again. A declined one stays (10797), none at all is 10796.
 */
export async function cancelSignup(db: Db, userId: number, activityId: number): Promise<Activity> {
  await findPublic(db, activityId);
  await db.transaction(async (tx) => {
    await repo.findActivityRow(tx, activityId, true);
    const signup = await repo.findSignupOf(tx, activityId, userId);
    if (!signup) throw new AppError('SIGNUP_NOT_FOUND');
    if (signup.status !== 'pending' && signup.status !== 'accepted') throw new AppError('SIGNUP_STATE');
    await repo.deleteSignup(tx, signup.id);
  });
  return answer(db, activityId, userId);
}

/* --------------------------------------------------------------- sign-ups */

function toSignup(row: SignupJoined): Signup {
  return {
    id: row.signup.id,
    activityId: row.signup.activityId,
    activityTitle: row.activityTitle,
    userId: row.signup.userId,
    name: row.name ?? '',
    mobile: row.mobile,
    email: row.email,
    status: row.signup.status as SignupState,
    createdAt: row.signup.createdAt.toISOString(),
    decidedAt: row.signup.decidedAt?.toISOString() ?? null,
  };
}

/** POST /exhibitor/rest/activities/signups/page: sign-ups to the caller's enterprise's activities. */
export async function listSignups(
  db: Db,
  caller: Caller,
  query: { activityId?: number; status?: SignupState; page: number; pageSize: number },
): Promise<SignupPage> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const page = await pageSignups(
    db,
    { enterpriseId: membership.enterpriseId, activityId: query.activityId, status: query.status },
    { page: query.page, pageSize: query.pageSize },
  );
  return { rows: page.rows.map(toSignup), total: page.total, page: query.page, pageSize: query.pageSize };
}

/** PUT /exhibitor/rest/activities/signups/{signupId}/accept|decline: the user is told. */
export async function decideSignup(
  deps: Deps,
  caller: Caller,
  signupId: number,
  decision: SignupDecision,
): Promise<Signup> {
  const membership = await assertMember(deps.db, caller.userId, undefined, caller.locale);
  const found = await findSignup(deps.db, signupId);
  if (!found) throw new AppError('SIGNUP_NOT_FOUND');
  if (found.enterpriseId !== membership.enterpriseId) throw new AppError('NOT_ENTERPRISE_STAFF');
  const rule = SIGNUP_TRANSITIONS[decision];
  if (!rule.from.includes(found.signup.status as SignupState)) throw new AppError('SIGNUP_STATE');
  const updated = await repo.updateSignup(deps.db, signupId, [found.signup.status as SignupState], {
    status: rule.to,
    decidedBy: caller.userId,
    decidedAt: new Date(),
  });
  if (!updated) throw new AppError('SIGNUP_STATE');
  const activity = await repo.findActivityRow(deps.db, found.signup.activityId);
  if (activity) {
    await notifyUser(deps, found.signup.userId, decision === 'accept' ? 'signupAccepted' : 'signupDeclined', {
      title: activity.title,
      start: activity.startAt,
      end: activity.endAt,
      place: activity.place,
    });
  }
  const after = await findSignup(deps.db, signupId);
  return toSignup(after!);
}

/* ------------------------------------------------------------------ files */

/** An activity's cover is public while the activity is (approved, certified enterprise). */
export async function isPublicActivityFile(
  db: Db,
  file: { id: number; refId: string | null },
): Promise<boolean> {
  const id = Number(file.refId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const row = await findActivity(db, id);
  // Its cover now: a cover replaced while a draft stays linked but was never shown.
  return (
    row?.activity.status === 'approved' &&
    row.enterpriseStatus === 'certified' &&
    row.activity.coverAttachmentId === file.id
  );
}

/** The members of the activity's enterprise read its files (a draft's cover too). */
export async function isActivityMember(db: Db, refId: string, userId: number): Promise<boolean> {
  const id = Number(refId);
  const row = Number.isSafeInteger(id) && id > 0 ? await findActivity(db, id) : undefined;
  return row !== undefined && (await getMembership(db, userId))?.enterpriseId === row.activity.enterpriseId;
}
