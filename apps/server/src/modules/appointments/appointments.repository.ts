import { HOLDING_STATES } from '@cidpex/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentSettings, fieldAppointments } from '../../db/schema/appointments';

export type AppointmentRow = typeof fieldAppointments.$inferSelect;
export type NewAppointment = typeof fieldAppointments.$inferInsert;
export type SettingsRow = typeof appointmentSettings.$inferSelect;

const holding = inArray(fieldAppointments.status, [...HOLDING_STATES]);

/**
 * Serialises every booking that touches one of these parties (a person, an enterprise) until
 * the transaction ends: a transaction-scoped advisory lock per party, taken in one order so two
 * bookings never wait on each other crosswise (docs/decisions.md "Meetings at the fair").
 */
export async function lockParties(tx: Db, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(1104, hashtext(${key}))`);
  }
}

/** Who is taking part in a meeting, for the holds on a slot. */
export interface Parties {
  userId: number;
  enterpriseIds: number[];
}

function involves(p: { userId?: number; enterpriseId?: number }): SQL | undefined {
  if (p.userId !== undefined) return eq(fieldAppointments.inviterUserId, p.userId);
  if (p.enterpriseId !== undefined) {
    return or(
      eq(fieldAppointments.inviteeEnterpriseId, p.enterpriseId),
      eq(fieldAppointments.inviterEnterpriseId, p.enterpriseId),
    );
  }
  return undefined;
}

/** Meetings holding a slot (starting at `startsAt`) for a person or an enterprise, other than one being moved. */
export async function holdsAt(
  db: Db,
  party: { userId?: number; enterpriseId?: number },
  startsAt: Date,
  exceptId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fieldAppointments)
    .where(
      and(
        holding,
        eq(fieldAppointments.startsAt, startsAt),
        involves(party),
        exceptId ? ne(fieldAppointments.id, exceptId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Holding meetings of a person or an enterprise between two instants (their slot starts). */
export async function holdsBetween(
  db: Db,
  party: { userId?: number; enterpriseId?: number },
  from: Date,
  to: Date,
  exceptId?: number,
): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: fieldAppointments.startsAt })
    .from(fieldAppointments)
    .where(
      and(
        holding,
        gte(fieldAppointments.startsAt, from),
        lt(fieldAppointments.startsAt, to),
        involves(party),
        exceptId ? ne(fieldAppointments.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.startsAt);
}

/** The same invitation already holding the slot (a repeated submit answers it instead of a second row). */
export async function findSameHolding(
  db: Db,
  inviterUserId: number,
  inviteeEnterpriseId: number,
  startsAt: Date,
) {
  const [row] = await db
    .select()
    .from(fieldAppointments)
    .where(
      and(
        holding,
        eq(fieldAppointments.inviterUserId, inviterUserId),
        eq(fieldAppointments.inviteeEnterpriseId, inviteeEnterpriseId),
        eq(fieldAppointments.startsAt, startsAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAppointment(db: Db, values: NewAppointment): Promise<AppointmentRow> {
  const [row] = await db.insert(fieldAppointments).values(values).returning();
  if (!row) throw new Error('field_appointments stored no row');
  return row;
}

export async function findAppointment(db: Db, id: number, forUpdate = false) {
  const base = db.select().from(fieldAppointments).where(eq(fieldAppointments.id, id)).limit(1);
  const [row] = forUpdate ? await base.for('update') : await base;
  return row;
}

/** Moves a meeting from one of `from` states; undefined when its state changed meanwhile. */
export async function updateIf(
  db: Db,
  id: number,
  from: readonly string[],
  values: Partial<NewAppointment>,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(fieldAppointments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(fieldAppointments.id, id), inArray(fieldAppointments.status, [...from])))
    .returning();
  return row;
}

/** Which meetings a caller sees: sent by them (or their enterprise), received by their enterprise. */
export interface Scope {
  userId: number;
  enterpriseId: number | null;
  direction?: 'from' | 'to';
}

function scopeWhere(s: Scope): SQL | undefined {
  const sent = s.enterpriseId
    ? or(
        eq(fieldAppointments.inviterUserId, s.userId),
        eq(fieldAppointments.inviterEnterpriseId, s.enterpriseId),
      )
    : eq(fieldAppointments.inviterUserId, s.userId);
  const received = s.enterpriseId ? eq(fieldAppointments.inviteeEnterpriseId, s.enterpriseId) : sql`false`;
  if (s.direction === 'from') {
    // A meeting between two members of one enterprise cannot exist (own enterprise is refused).
    return s.enterpriseId ? and(sent, ne(fieldAppointments.inviteeEnterpriseId, s.enterpriseId)) : sent;
  }
  if (s.direction === 'to') return received;
  return or(sent, received);
}

export interface PageFilter {
  statuses?: readonly string[];
  from?: Date;
  to?: Date;
}

export async function pageAppointments(db: Db, scope: Scope, f: PageFilter, limit: number, offset: number) {
  const where = and(
    scopeWhere(scope),
    f.statuses ? inArray(fieldAppointments.status, [...f.statuses]) : undefined,
    f.from ? gte(fieldAppointments.startsAt, f.from) : undefined,
    f.to ? lt(fieldAppointments.startsAt, f.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(fieldAppointments)
      .where(where)
      .orderBy(
        f.from ? asc(fieldAppointments.startsAt) : desc(fieldAppointments.updatedAt),
        asc(fieldAppointments.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(fieldAppointments).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countByStatus(db: Db, scope: Scope) {
  return db
    .select({ status: fieldAppointments.status, n: count() })
    .from(fieldAppointments)
    .where(scopeWhere(scope))
    .groupBy(fieldAppointments.status);
}

/** Counts per fair day (on the fair's clock), hall and state. */
export async function statsOf(db: Db, exhibitionId: number, timeZone: string) {
  const day = sql<string>`to_char(${fieldAppointments.startsAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ day, hall: fieldAppointments.hall, status: fieldAppointments.status, n: count() })
      .from(fieldAppointments)
      .where(eq(fieldAppointments.exhibitionId, exhibitionId))
      // By position: the day expression carries the zone as a parameter, which GROUP BY would not match.
      .groupBy(sql`1`, sql`2`, sql`3`)
  );
}

export async function findSettings(db: Db, exhibitionId: number, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(appointmentSettings)
    .where(
      and(
        eq(appointmentSettings.exhibitionId, exhibitionId),
        eq(appointmentSettings.enterpriseId, enterpriseId),
      ),
    )
    .limit(1);
  return row;
}

export async function settingsOf(db: Db, exhibitionId: number, enterpriseIds: number[]) {
  if (enterpriseIds.length === 0) return [];
  return db
    .select()
    .from(appointmentSettings)
    .where(
      and(
        eq(appointmentSettings.exhibitionId, exhibitionId),
        inArray(appointmentSettings.enterpriseId, enterpriseIds),
      ),
    );
}

export async function saveSettings(
  db: Db,
  values: {
    exhibitionId: number;
    enterpriseId: number;
    capacity: number;
    staffUserIds: number[];
    updatedBy: number;
  },
) {
  const [row] = await db
    .insert(appointmentSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [appointmentSettings.exhibitionId, appointmentSettings.enterpriseId],
      set: {
        capacity: values.capacity,
        staffUserIds: values.staffUserIds,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}
