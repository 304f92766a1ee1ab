import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seminarAttendees, seminarRequests, seminars } from '../../db/schema/seminars';

export type SeminarRow = typeof seminars.$inferSelect;
export type RequestRow = typeof seminarRequests.$inferSelect;
export type AttendeeRow = typeof seminarAttendees.$inferSelect;
export type AttendeeInsert = typeof seminarAttendees.$inferInsert;

export async function findSeminarByExhibition(db: Db, exhibitionId: number) {
  const [row] = await db.select().from(seminars).where(eq(seminars.exhibitionId, exhibitionId)).limit(1);
  return row;
}

export async function findSeminar(db: Db, id: number) {
  const [row] = await db.select().from(seminars).where(eq(seminars.id, id)).limit(1);
  return row;
}

/** The seminar row locked for the rest of the transaction (seat limit changes). */
export async function lockSeminar(db: Db, id: number) {
  const [row] = await db.select().from(seminars).where(eq(seminars.id, id)).for('update');
  return row;
}

export async function insertSeminar(db: Db, values: typeof seminars.$inferInsert) {
  const [row] = await db.insert(seminars).values(values).returning();
  return row;
}

export async function updateSeminar(db: Db, id: number, values: Partial<typeof seminars.$inferInsert>) {
  const [row] = await db
    .update(seminars)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(seminars.id, id))
    .returning();
  return row;
}

/**
 * Takes one seat if one is free: a single conditional update, so that concurrent
 * registrations for the last seats cannot take more than there are.
 */
export async function takeSeat(db: Db, seminarId: number): Promise<boolean> {
  const rows = await db
    .update(seminars)
    .set({ seatsTaken: sql`${seminars.seatsTaken} + 1` })
    .where(and(eq(seminars.id, seminarId), lt(seminars.seatsTaken, seminars.seatLimit)))
    .returning({ id: seminars.id });
  return rows.length > 0;
}

export async function releaseSeat(db: Db, seminarId: number) {
  await db
    .update(seminars)
    .set({ seatsTaken: sql`greatest(${seminars.seatsTaken} - 1, 0)` })
    .where(eq(seminars.id, seminarId));
}

export async function countWaiting(db: Db, seminarId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(seminarAttendees)
    .where(and(eq(seminarAttendees.seminarId, seminarId), eq(seminarAttendees.status, 'waiting')));
  return row?.n ?? 0;
}

/** The first one waiting, locked (skipping a row another transaction is already promoting). */
export async function nextWaiting(db: Db, seminarId: number) {
  const [row] = await db
    .select()
    .from(seminarAttendees)
    .where(and(eq(seminarAttendees.seminarId, seminarId), eq(seminarAttendees.status, 'waiting')))
    .orderBy(asc(seminarAttendees.waitSince), asc(seminarAttendees.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function waitingQueue(db: Db, seminarId: number) {
  return db
    .select({ id: seminarAttendees.id })
    .from(seminarAttendees)
    .where(and(eq(seminarAttendees.seminarId, seminarId), eq(seminarAttendees.status, 'waiting')))
    .orderBy(asc(seminarAttendees.waitSince), asc(seminarAttendees.id));
}

export async function findRequest(db: Db, id: number) {
  const [row] = await db.select().from(seminarRequests).where(eq(seminarRequests.id, id)).limit(1);
  return row;
}

export async function requestsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(seminarRequests).where(inArray(seminarRequests.id, ids));
}

export async function seminarsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(seminars).where(inArray(seminars.id, ids));
}

export async function lockRequest(db: Db, id: number) {
  const [row] = await db.select().from(seminarRequests).where(eq(seminarRequests.id, id)).for('update');
  return row;
}

export async function activeRequestOf(db: Db, seminarId: number, userId: number) {
  const [row] = await db
    .select()
    .from(seminarRequests)
    .where(
      and(
        eq(seminarRequests.seminarId, seminarId),
        eq(seminarRequests.userId, userId),
        ne(seminarRequests.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts a draft unless the user already has an active request (then nothing: the caller reads it). */
export async function insertRequest(db: Db, values: typeof seminarRequests.$inferInsert) {
  const [row] = await db.insert(seminarRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateRequest(
  db: Db,
  id: number,
  values: Partial<typeof seminarRequests.$inferInsert>,
) {
  const [row] = await db
    .update(seminarRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(seminarRequests.id, id))
    .returning();
  return row;
}

export async function requestsOfUser(db: Db, exhibitionId: number, userId: number) {
  return db
    .select()
    .from(seminarRequests)
    .where(and(eq(seminarRequests.exhibitionId, exhibitionId), eq(seminarRequests.userId, userId)))
    .orderBy(asc(seminarRequests.id));
}

export async function requestsOfEnterprise(db: Db, exhibitionId: number, enterpriseId: number) {
  return db
    .select()
    .from(seminarRequests)
    .where(
      and(
        eq(seminarRequests.exhibitionId, exhibitionId),
        eq(seminarRequests.enterpriseId, enterpriseId),
        ne(seminarRequests.status, 'cancelled'),
      ),
    )
    .orderBy(asc(seminarRequests.id));
}

export async function attendeesOf(db: Db, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(seminarAttendees)
    .where(inArray(seminarAttendees.requestId, requestIds))
    .orderBy(asc(seminarAttendees.id));
}

export async function findAttendee(db: Db, id: number) {
  const [row] = await db.select().from(seminarAttendees).where(eq(seminarAttendees.id, id)).limit(1);
  return row;
}

export async function insertAttendees(db: Db, rows: AttendeeInsert[]) {
  if (rows.length === 0) return [];
  return db.insert(seminarAttendees).values(rows).returning();
}

export async function deleteDraftAttendees(db: Db, requestId: number) {
  await db
    .delete(seminarAttendees)
    .where(and(eq(seminarAttendees.requestId, requestId), eq(seminarAttendees.status, 'draft')));
}

/** Changes a member's status only from one of `from`: answers the row when it did. */
export async function moveAttendee(
  db: Db,
  id: number,
  from: readonly string[],
  values: Partial<AttendeeInsert>,
) {
  const [row] = await db
    .update(seminarAttendees)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(seminarAttendees.id, id), inArray(seminarAttendees.status, [...from])))
    .returning();
  return row;
}

export async function updateAttendee(db: Db, id: number, values: Partial<AttendeeInsert>) {
  const [row] = await db
    .update(seminarAttendees)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(seminarAttendees.id, id))
    .returning();
  return row;
}

/** Offers whose time ran out. */
export async function lapsedOffers(db: Db, now: Date) {
  return db
    .select()
    .from(seminarAttendees)
    .where(and(eq(seminarAttendees.status, 'offered'), lt(seminarAttendees.offerExpiresAt, now)));
}

export async function activeByMobile(db: Db, seminarId: number, mobile: string) {
  const [row] = await db
    .select()
    .from(seminarAttendees)
    .where(
      and(
        eq(seminarAttendees.seminarId, seminarId),
        eq(seminarAttendees.mobile, mobile),
        inArray(seminarAttendees.status, ['draft', 'seated', 'waiting', 'offered']),
      ),
    )
    .limit(1);
  return row;
}

export async function allAttendees(db: Db, seminarId: number) {
  return db
    .select({ attendee: seminarAttendees, request: seminarRequests })
    .from(seminarAttendees)
    .innerJoin(seminarRequests, eq(seminarRequests.id, seminarAttendees.requestId))
    .where(eq(seminarAttendees.seminarId, seminarId))
    .orderBy(asc(seminarAttendees.id));
}
