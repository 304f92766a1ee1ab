import type { ActivityState, SignupState } from '@cidpex/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activitySignups } from '../../db/schema/activities';
import { attachments } from '../../db/schema/platform';
import { stateRows } from '../../db/state-rows';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;
export type SignupRow = typeof activitySignups.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

/** Attachments linked to an activity carry this refType and the activity id as refId. */
export const ACTIVITY_REF = 'activity';

/** Sign-ups that hold a seat, as SQL (waiting or accepted); the outer activities table named explicitly. */
const seatsTaken = sql<number>`(select count(*)::int from ${activitySignups} s
  where s.activity_id = ${activities}.id and s.status in ('pending', 'accepted'))`;

/** An activity with its seats taken (its enterprise's names are read from enterprises by the service). */
export type ActivityWithSeats = { activity: ActivityRow; seatsTaken: number };

function joinedQuery(db: Db) {
  return db.select({ activity: activities, seatsTaken }).from(activities);
}

export async function findActivity(db: Db, id: number): Promise<ActivityWithSeats | undefined> {
  const rows = await joinedQuery(db).where(eq(activities.id, id)).limit(1);
  return rows[0];
}

export async function findActivityRow(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<ActivityRow | undefined> {
  const query = db.select().from(activities).where(eq(activities.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ActivityFilter {
  enterpriseId?: number;
  states?: readonly ActivityState[];
  keyword?: string;
  certifiedOnly?: boolean;
}

/**
 * The enterprises domain's conditions on the enterprise id column: certified, and named like
 * the LIKE pattern (the service passes them).
 */
export interface EnterpriseConditions {
  certified: (enterpriseId: SQLWrapper) => SQL;
  named: (enterpriseId: SQLWrapper, pattern: string) => SQL;
}

function filterWhere(filter: ActivityFilter, enterprise: EnterpriseConditions): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.enterpriseId !== undefined) parts.push(eq(activities.enterpriseId, filter.enterpriseId));
  if (filter.states) parts.push(inArray(activities.status, [...filter.states]));
  if (filter.certifiedOnly) parts.push(enterprise.certified(activities.enterpriseId));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    parts.push(
      or(
        ilike(activities.title, pattern),
        ilike(activities.titleEn, pattern),
        enterprise.named(activities.enterpriseId, pattern),
      ),
    );
  }
  return and(...parts);
}

/** Activities by filter: soonest first ('start'), oldest submission first ('submitted') or newest change first. */
export async function pageActivities(
  db: Db,
  filter: ActivityFilter,
  args: { page: number; pageSize: number; order: 'start' | 'submitted' | 'updated' },
  enterprise: EnterpriseConditions,
) {
  const where = filterWhere(filter, enterprise);
  const order =
    args.order === 'start'
      ? [asc(activities.startAt), asc(activities.id)]
      : args.order === 'submitted'
        ? [sql`${activities.submittedAt} asc nulls last`, asc(activities.id)]
        : [desc(activities.updatedAt), desc(activities.id)];
  const [rows, total] = await Promise.all([
    joinedQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function insertActivity(db: Db, values: NewActivity): Promise<ActivityRow> {
  const [row] = await db.insert(activities).values(values).returning();
  if (!row) throw new Error('activity not inserted');
  return row;
}

/* ---------------------------------------------------------------- sign-ups */

export async function countSeatsTaken(db: Db, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activitySignups)
    .where(
      and(
        eq(activitySignups.activityId, activityId),
        inArray(activitySignups.status, ['pending', 'accepted']),
      ),
    );
  return row?.n ?? 0;
}

export async function findSignupOf(
  db: Db,
  activityId: number,
  userId: number,
): Promise<SignupRow | undefined> {
  const [row] = await db
    .select()
    .from(activitySignups)
    .where(and(eq(activitySignups.activityId, activityId), eq(activitySignups.userId, userId)))
    .limit(1);
  return row;
}

/** The caller's sign-up state for each of the activities. */
export async function signupStatesOf(
  db: Db,
  userId: number,
  activityIds: readonly number[],
): Promise<Map<number, SignupState>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .select({ activityId: activitySignups.activityId, status: activitySignups.status })
    .from(activitySignups)
    .where(and(eq(activitySignups.userId, userId), inArray(activitySignups.activityId, [...activityIds])));
  return new Map(rows.map((r) => [r.activityId, r.status as SignupState]));
}

export async function deleteSignup(db: Db, signupId: number): Promise<void> {
  await db.delete(activitySignups).where(eq(activitySignups.id, signupId));
}

export async function insertSignup(db: Db, activityId: number, userId: number): Promise<SignupRow> {
  const [row] = await db.insert(activitySignups).values({ activityId, userId }).returning();
  if (!row) throw new Error('sign-up not inserted');
  return row;
}

const signupColumns = {
  signup: activitySignups,
  activityTitle: activities.title,
  enterpriseId: activities.enterpriseId,
};

/** A sign-up with its activity (the person's name and contacts are read from accounts by the service). */
export type SignupWithActivity = {
  signup: SignupRow;
  activityTitle: string;
  enterpriseId: number;
};

function signupQuery(db: Db) {
  return db
    .select(signupColumns)
    .from(activitySignups)
    .innerJoin(activities, eq(activities.id, activitySignups.activityId));
}

export async function findSignup(db: Db, id: number): Promise<SignupWithActivity | undefined> {
  const rows = await signupQuery(db).where(eq(activitySignups.id, id)).limit(1);
  return rows[0];
}

export async function pageSignups(
  db: Db,
  filter: { enterpriseId: number; activityId?: number; status?: SignupState },
  args: { page: number; pageSize: number },
) {
  const where = and(
    eq(activities.enterpriseId, filter.enterpriseId),
    filter.activityId === undefined ? undefined : eq(activitySignups.activityId, filter.activityId),
    filter.status === undefined ? undefined : eq(activitySignups.status, filter.status),
  );
  const [rows, total] = await Promise.all([
    signupQuery(db)
      .where(where)
      .orderBy(desc(activitySignups.createdAt), desc(activitySignups.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db
      .select({ n: count() })
      .from(activitySignups)
      .innerJoin(activities, eq(activities.id, activitySignups.activityId))
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function updateSignup(
  db: Db,
  id: number,
  from: readonly SignupState[],
  changes: Partial<typeof activitySignups.$inferInsert>,
): Promise<SignupRow | undefined> {
  const [row] = await db
    .update(activitySignups)
    .set(changes)
    .where(and(eq(activitySignups.id, id), inArray(activitySignups.status, [...from])))
    .returning();
  return row;
}

/* -------------------------------------------------------------- attachments */

export async function findAttachments(db: Db, ids: readonly number[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.id, [...ids]), isNull(attachments.deletedAt)));
}

export async function linkCover(db: Db, attachmentId: number, activityId: number) {
  await db
    .update(attachments)
    .set({ refType: ACTIVITY_REF, refId: String(activityId) })
    .where(eq(attachments.id, attachmentId));
}

const guarded = stateRows<typeof activities, ActivityState>(activities);
/** How many activitys are in each state (of one enterprise, or all). */
export const countByState = guarded.countByState;
/** Changes a activity only while it is in one of the `from` states; undefined when it moved meanwhile. */
export const updateActivity = guarded.update;
export const deleteActivity = guarded.remove;
