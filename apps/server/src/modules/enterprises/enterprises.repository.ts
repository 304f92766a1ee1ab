import { and, count, desc, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  enterpriseContacts,
  enterpriseJoinRequests,
  enterpriseStaff,
  enterprises,
} from '../../db/schema/enterprises';
import { countByStatus } from '../../db/state-rows';

export type EnterpriseRow = typeof enterprises.$inferSelect;
export type NewEnterprise = typeof enterprises.$inferInsert;
export type StaffRow = typeof enterpriseStaff.$inferSelect;
export type JoinRequestRow = typeof enterpriseJoinRequests.$inferSelect;
export type ContactRow = typeof enterpriseContacts.$inferSelect;

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PageArgs {
  page: number;
  pageSize: number;
}

function offsetOf({ page, pageSize }: PageArgs) {
  return (page - 1) * pageSize;
}

/* ------------------------------------------------------------- enterprises */

export async function findEnterprise(db: Db, id: number): Promise<EnterpriseRow | undefined> {
  const rows = await db.select().from(enterprises).where(eq(enterprises.id, id)).limit(1);
  return rows[0];
}

/** The names of these enterprises (any status), by id. */
export async function findEnterpriseNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: enterprises.id, name: enterprises.name, nameEn: enterprises.nameEn })
    .from(enterprises)
    .where(inArray(enterprises.id, [...ids]));
}

export async function findEnterpriseForUpdate(db: Db, id: number): Promise<EnterpriseRow | undefined> {
  const rows = await db.select().from(enterprises).where(eq(enterprises.id, id)).for('update').limit(1);
  return rows[0];
}

/** The latest enterprise a user submitted for certification. */
export async function findSubmittedBy(db: Db, userId: number): Promise<EnterpriseRow | undefined> {
  const rows = await db
    .select()
    .from(enterprises)
    .where(eq(enterprises.submittedBy, userId))
    .orderBy(desc(enterprises.submittedAt), desc(enterprises.id))
    .limit(1);
  return rows[0];
}

export async function listSubmittedBy(db: Db, userId: number): Promise<EnterpriseRow[]> {
  return db
    .select()
    .from(enterprises)
    .where(eq(enterprises.submittedBy, userId))
    .orderBy(desc(enterprises.submittedAt), desc(enterprises.id));
}

/** A live (pending or certified) enterprise other than `exceptId` with this name (either language) or credit code. */
export async function findLiveClash(
  db: Db,
  input: { name: string; nameEn: string | null; creditCode: string | null },
  exceptId?: number,
): Promise<{ row: EnterpriseRow; by: 'name' | 'creditCode' } | undefined> {
  const names = [input.name, input.nameEn].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase());
  const conditions: SQL[] = [
    inArray(sql`lower(${enterprises.name})`, names),
    inArray(sql`lower(coalesce(${enterprises.nameEn}, ''))`, names),
  ];
  if (input.creditCode) conditions.push(eq(enterprises.creditCode, input.creditCode));
  const rows = await db
    .select()
    .from(enterprises)
    .where(
      and(
        inArray(enterprises.status, ['pending', 'certified']),
        or(...conditions),
        exceptId ? sql`${enterprises.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const by = input.creditCode && row.creditCode === input.creditCode ? 'creditCode' : 'name';
  return { row, by };
}

export async function insertEnterprise(db: Db, values: NewEnterprise): Promise<EnterpriseRow> {
  const [row] = await db.insert(enterprises).values(values).returning();
  if (!row) throw new Error('enterprise not inserted');
  return row;
}

export async function updateEnterprise(
  db: Db,
  id: number,
  values: Partial<NewEnterprise>,
): Promise<EnterpriseRow | undefined> {
  const [row] = await db
    .update(enterprises)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(enterprises.id, id))
    .returning();
  return row;
}

function nameMatches(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(enterprises.name, pattern), ilike(enterprises.nameEn, pattern));
}

/** Certified enterprises whose Chinese or English name contains the text (case-insensitive). */
export async function searchCertified(db: Db, text: string, args: PageArgs) {
  const where = and(eq(enterprises.status, 'certified'), nameMatches(text));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(enterprises)
      .where(where)
      .orderBy(sql`length(${enterprises.name})`, enterprises.id)
      .limit(args.pageSize)
      .offset(offsetOf(args)),
    db.select({ n: count() }).from(enterprises).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/**
 * The accounts domain's test of a user id column against a keyword pattern (name, mobile or
 * email; accounts' `userMatches`), passed in by the service: this repository reads only its own tables.
 */
export type UserMatches = (userId: SQLWrapper, pattern: string) => SQL;

/** The organizer's certification queue (the applicant, `submittedBy`, is read from accounts by the service). */
export async function listCertifications(
  db: Db,
  filter: { status?: string; keyword?: string },
  args: PageArgs,
) {
  const where = and(
    filter.status ? eq(enterprises.status, filter.status) : undefined,
    filter.keyword
      ? or(
          nameMatches(filter.keyword),
          ilike(enterprises.creditCode, containsPattern(filter.keyword.toUpperCase())),
        )
      : undefined,
  );
  const [rows, total, counts] = await Promise.all([
    db
      .select({ enterprise: enterprises })
      .from(enterprises)
      .where(where)
      .orderBy(desc(enterprises.submittedAt), desc(enterprises.id))
      .limit(args.pageSize)
      .offset(offsetOf(args)),
    db.select({ n: count() }).from(enterprises).where(where),
    countByStatus(db, enterprises),
  ]);
  return { rows, total: total[0]?.n ?? 0, counts };
}

/* -------------------------------------------------------------------- staff */

export async function findStaffOfUser(db: Db, userId: number) {
  const rows = await db
    .select({ staff: enterpriseStaff, enterprise: enterprises })
    .from(enterpriseStaff)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseStaff.enterpriseId))
    .where(eq(enterpriseStaff.userId, userId))
    .limit(1);
  return rows[0];
}

export async function findStaff(
  db: Db,
  enterpriseId: number,
  staffId: number,
): Promise<StaffRow | undefined> {
  const rows = await db
    .select()
    .from(enterpriseStaff)
    .where(and(eq(enterpriseStaff.id, staffId), eq(enterpriseStaff.enterpriseId, enterpriseId)))
    .limit(1);
  return rows[0];
}

export async function findAdminOf(db: Db, enterpriseId: number): Promise<StaffRow | undefined> {
  const rows = await db
    .select()
    .from(enterpriseStaff)
    .where(and(eq(enterpriseStaff.enterpriseId, enterpriseId), eq(enterpriseStaff.role, 'admin')))
    .limit(1);
  return rows[0];
}

export async function insertStaff(db: Db, values: typeof enterpriseStaff.$inferInsert): Promise<StaffRow> {
  const [row] = await db.insert(enterpriseStaff).values(values).returning();
  if (!row) throw new Error('staff not inserted');
  return row;
}

export async function updateStaff(
  db: Db,
  staffId: number,
  values: Partial<typeof enterpriseStaff.$inferInsert>,
) {
  const [row] = await db
    .update(enterpriseStaff)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(enterpriseStaff.id, staffId))
    .returning();
  return row;
}

export async function deleteStaff(db: Db, staffId: number) {
  await db.delete(enterpriseStaff).where(eq(enterpriseStaff.id, staffId));
}

/**
 * An enterprise's members, administrator first; the keyword matches the member's name, mobile or
 * email (`userMatches`, from accounts) or their department or position. The members' names and
 * contacts are read by the service (`peopleByIds`) for the page.
 */
export async function pageStaff(
  db: Db,
  enterpriseId: number,
  filter: { keyword?: string; role?: string },
  args: PageArgs | null,
  userMatches: UserMatches,
) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    eq(enterpriseStaff.enterpriseId, enterpriseId),
    filter.role ? eq(enterpriseStaff.role, filter.role) : undefined,
    pattern
      ? or(
          userMatches(enterpriseStaff.userId, pattern),
          ilike(enterpriseStaff.department, pattern),
          ilike(enterpriseStaff.position, pattern),
        )
      : undefined,
  );
  const base = db
    .select()
    .from(enterpriseStaff)
    .where(where)
    .orderBy(
      sql`case ${enterpriseStaff.role} when 'admin' then 0 when 'operator' then 1 else 2 end`,
      enterpriseStaff.id,
    );
  if (!args) return { rows: await base, total: 0 };
  const [rows, total] = await Promise.all([
    base.limit(args.pageSize).offset(offsetOf(args)),
    db.select({ n: count() }).from(enterpriseStaff).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/* ------------------------------------------------------------ join requests */

const requestColumns = {
  request: enterpriseJoinRequests,
  enterpriseName: enterprises.name,
  enterpriseNameEn: enterprises.nameEn,
};

/** Join requests with their enterprise's names; the applicant's name and contacts come from accounts (the service). */
function requestQuery(db: Db) {
  return db
    .select(requestColumns)
    .from(enterpriseJoinRequests)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseJoinRequests.enterpriseId));
}
export type JoinRequestWithEnterprise = Awaited<ReturnType<typeof requestQuery>>[number];

export async function findRequest(db: Db, id: number) {
  const rows = await requestQuery(db).where(eq(enterpriseJoinRequests.id, id)).limit(1);
  return rows[0];
}

export async function findRequestRow(db: Db, enterpriseId: number, userId: number) {
  const rows = await db
    .select()
    .from(enterpriseJoinRequests)
    .where(
      and(eq(enterpriseJoinRequests.enterpriseId, enterpriseId), eq(enterpriseJoinRequests.userId, userId)),
    )
    .for('update')
    .limit(1);
  return rows[0];
}

export async function findRequestRowById(db: Db, id: number) {
  const rows = await db
    .select()
    .from(enterpriseJoinRequests)
    .where(eq(enterpriseJoinRequests.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function findPendingOfUser(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(enterpriseJoinRequests)
    .where(and(eq(enterpriseJoinRequests.userId, userId), eq(enterpriseJoinRequests.status, 'pending')))
    .limit(1);
  return rows[0];
}

export async function latestRequestOfUser(db: Db, userId: number) {
  const rows = await requestQuery(db)
    .where(eq(enterpriseJoinRequests.userId, userId))
    .orderBy(desc(enterpriseJoinRequests.updatedAt), desc(enterpriseJoinRequests.id))
    .limit(1);
  return rows[0];
}

export async function requestsOfUser(db: Db, userId: number) {
  return requestQuery(db)
    .where(eq(enterpriseJoinRequests.userId, userId))
    .orderBy(desc(enterpriseJoinRequests.updatedAt), desc(enterpriseJoinRequests.id));
}

export async function insertRequest(db: Db, values: typeof enterpriseJoinRequests.$inferInsert) {
  const [row] = await db.insert(enterpriseJoinRequests).values(values).returning();
  if (!row) throw new Error('join request not inserted');
  return row;
}

export async function updateRequest(
  db: Db,
  id: number,
  values: Partial<typeof enterpriseJoinRequests.$inferInsert>,
) {
  const [row] = await db
    .update(enterpriseJoinRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(enterpriseJoinRequests.id, id))
    .returning();
  return row;
}

/** Marks the approved request of a member who leaves as 'removed'. */
export async function markRemoved(db: Db, enterpriseId: number, userId: number) {
  await db
    .update(enterpriseJoinRequests)
    .set({ status: 'removed', updatedAt: new Date() })
    .where(
      and(
        eq(enterpriseJoinRequests.enterpriseId, enterpriseId),
        eq(enterpriseJoinRequests.userId, userId),
        eq(enterpriseJoinRequests.status, 'approved'),
      ),
    );
}

export async function pageRequests(
  db: Db,
  enterpriseId: number,
  filter: { status?: string; keyword?: string },
  args: PageArgs,
  userMatches: UserMatches,
) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    eq(enterpriseJoinRequests.enterpriseId, enterpriseId),
    filter.status ? eq(enterpriseJoinRequests.status, filter.status) : undefined,
    pattern ? userMatches(enterpriseJoinRequests.userId, pattern) : undefined,
  );
  const [rows, total] = await Promise.all([
    requestQuery(db)
      .where(where)
      .orderBy(
        sql`case ${enterpriseJoinRequests.status} when 'pending' then 0 else 1 end`,
        desc(enterpriseJoinRequests.updatedAt),
        desc(enterpriseJoinRequests.id),
      )
      .limit(args.pageSize)
      .offset(offsetOf(args)),
    db.select({ n: count() }).from(enterpriseJoinRequests).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/* ----------------------------------------------------------------- contacts */

export async function listContacts(db: Db, enterpriseId: number, keyword?: string) {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return db
    .select()
    .from(enterpriseContacts)
    .where(
      and(
        eq(enterpriseContacts.enterpriseId, enterpriseId),
        pattern
          ? or(
              ilike(enterpriseContacts.name, pattern),
              ilike(enterpriseContacts.phone, pattern),
              ilike(enterpriseContacts.email, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(enterpriseContacts.isPrimary), enterpriseContacts.id);
}

export async function findContact(db: Db, enterpriseId: number, contactId: number) {
  const rows = await db
    .select()
    .from(enterpriseContacts)
    .where(and(eq(enterpriseContacts.id, contactId), eq(enterpriseContacts.enterpriseId, enterpriseId)))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function countContacts(db: Db, enterpriseId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(enterpriseContacts)
    .where(eq(enterpriseContacts.enterpriseId, enterpriseId));
  return row?.n ?? 0;
}

export async function clearPrimary(db: Db, enterpriseId: number) {
  await db
    .update(enterpriseContacts)
    .set({ isPrimary: false })
    .where(and(eq(enterpriseContacts.enterpriseId, enterpriseId), eq(enterpriseContacts.isPrimary, true)));
}

export async function insertContact(db: Db, values: typeof enterpriseContacts.$inferInsert) {
  const [row] = await db.insert(enterpriseContacts).values(values).returning();
  if (!row) throw new Error('contact not inserted');
  return row;
}

export async function updateContact(
  db: Db,
  id: number,
  values: Partial<typeof enterpriseContacts.$inferInsert>,
) {
  const [row] = await db
    .update(enterpriseContacts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(enterpriseContacts.id, id))
    .returning();
  return row;
}

export async function deleteContact(db: Db, id: number) {
  await db.delete(enterpriseContacts).where(eq(enterpriseContacts.id, id));
}

/** Makes the oldest remaining contact primary when none is. */
export async function ensurePrimary(db: Db, enterpriseId: number) {
  const rows = await db
    .select({ id: enterpriseContacts.id, isPrimary: enterpriseContacts.isPrimary })
    .from(enterpriseContacts)
    .where(eq(enterpriseContacts.enterpriseId, enterpriseId))
    .orderBy(desc(enterpriseContacts.isPrimary), enterpriseContacts.id)
    .limit(1);
  const first = rows[0];
  if (first && !first.isPrimary) {
    await db.update(enterpriseContacts).set({ isPrimary: true }).where(eq(enterpriseContacts.id, first.id));
  }
}

/** Serialises changes to one enterprise's contacts or staff (row lock on the enterprise). */
export async function lockEnterprise(db: Db, enterpriseId: number) {
  await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .for('update');
}
