import type { VisitorStatus } from '@cidpex/contracts';
import { and, count, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { batched } from '../../db/batch';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { attachments } from '../../db/schema/platform';
import { visitorRegistrations, visitorSources } from '../../db/schema/visitors';
import { type CodeTried, type CodeTryParams, codeTry, codeTryInput } from '../../platform/code-try';

export type RegistrationRow = typeof visitorRegistrations.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;
export type NewRegistration = typeof visitorRegistrations.$inferInsert;
export type RegistrationChanges = Partial<Omit<NewRegistration, 'id' | 'exhibitionId' | 'userId'>>;

/** Inserts unless the user or the identity already has a registration for the fair (then undefined). */
export async function insertRegistration(
  db: Db,
  values: NewRegistration,
): Promise<RegistrationRow | undefined> {
  const rows = await db.insert(visitorRegistrations).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** The columns a submitted form fills; the others keep their defaults (pending, not reviewed). */
const SUBMITTED = [
  'exhibitionId',
  'userId',
  'form',
  'lang',
  'name',
  'firstName',
  'lastName',
  'company',
  'brand',
  'jobTitle',
  'businessType',
  'country',
  'address',
  'postalCode',
  'tel',
  'fax',
  'mobile',
  'email',
  'idKind',
  'idHash',
  'idLast6',
  'linkedin',
  'whatsapp',
  'wechat',
  'website',
  'cardFrontId',
  'cardBackId',
  'consentAt',
] as const satisfies ReadonlyArray<keyof NewRegistration>;

const columns = getTableColumns(visitorRegistrations);

export type SubmittedRegistration = {
  [K in (typeof SUBMITTED)[number]]-?: Exclude<NewRegistration[K], undefined>;
};

/** A first submit: the registration and the check of its email code. */
export interface SubmitWithCode {
  code: CodeTryParams;
  values: SubmittedRegistration;
}

/** What a first submit's statement answered: the code's try and the registration it stored. */
export interface SubmitStored {
  tried: CodeTried;
  stored: RegistrationRow | undefined;
}

/**
 * One statement for one or many first submits: takes a try on each email code and uses it
 * when it matches (`codeTry`), inserts each registration whose code matched, with the source
 * and invite the user last arrived with, and links the business-card pictures to it. The
 * submits come as one JSON parameter. A user or identity already registered for the fair
 * raises a unique violation, which undoes the whole statement, the tries and uses included.
 * The submits of one statement are of different users, identities and addresses (the
 * batch's keys), so each inserted row goes back to its submit by its user.
 */
const insertManyWithCodeTryStatement = preparedPerDb((db) => {
  const list = (items: Parameters<typeof sql.join>[0]) => sql.join(items, sql`, `);
  const column = (key: (typeof SUBMITTED)[number]) => sql.identifier(columns[key].name);
  const input = new QueryBuilder()
    .$with('input', {
      idx: sql<number>`idx`.as('idx'),
      exhibitionId: columns.exhibitionId,
      userId: columns.userId,
    })
    .as(
      sql`select * from json_to_recordset(${sql.placeholder('submits')}::json) as t(idx int, ${list(
        SUBMITTED.map((key) => sql`${column(key)} ${sql.raw(columns[key].getSQLType())}`),
      )})`,
    );
  const arrived = sql`select ${sql.identifier(visitorSources.source.name)}, ${sql.identifier(visitorSources.invite.name)}
    from ${visitorSources}
    where ${visitorSources.exhibitionId} = input.${column('exhibitionId')}
      and ${visitorSources.userId} = input.${column('userId')}
    order by ${visitorSources.createdAt} desc, ${visitorSources.id} desc
    limit 1`;
  const names = [...SUBMITTED, 'source', 'invite'] as const;
  const inserted = new QueryBuilder().$with('inserted', columns).as(
    sql`insert into ${visitorRegistrations} (${list(names.map((key) => sql.identifier(columns[key].name)))})
      select ${list(SUBMITTED.map((key) => sql`input.${column(key)}`))}, arrived.source, arrived.invite
      from ${input}
      join ${codeTry} on ${codeTry.idx} = input.idx and ${codeTry.matched}
      left join lateral (${arrived}) arrived on true
      returning *`,
  );
  const linked = new QueryBuilder().$with('linked', { id: attachments.id }).as(
    sql`update ${attachments}
      set ${sql.identifier(attachments.refType.name)} = 'visitorRegistration',
        ${sql.identifier(attachments.refId.name)} = inserted.${sql.identifier(columns.id.name)}::text
      from inserted
      where ${attachments.id} in (inserted.${sql.identifier(columns.cardFrontId.name)}, inserted.${sql.identifier(columns.cardBackId.name)})
      returning ${attachments.id}`,
  );
  return db
    .with(codeTryInput, codeTry, input, inserted, linked)
    .select()
    .from(codeTry)
    .innerJoin(input, eq(input.idx, codeTry.idx))
    .leftJoin(inserted, and(eq(inserted.exhibitionId, input.exhibitionId), eq(inserted.userId, input.userId)))
    .prepare('visitor_insert_many_with_code_try');
});

/** A submit as a record of the statement's JSON, keyed by column name. */
function submitRecord(idx: number, values: SubmittedRegistration) {
  const record: Record<string, unknown> = { idx };
  for (const key of SUBMITTED) record[columns[key].name] = values[key];
  return record;
}

/** The submits in one statement; one answer per submit, in order. */
async function insertManyWithCodeTry(db: Db, submits: SubmitWithCode[]): Promise<SubmitStored[]> {
  const rows = await insertManyWithCodeTryStatement(db).execute({
    codeTries: JSON.stringify(submits.map((s, idx) => ({ idx, ...s.code }))),
    submits: JSON.stringify(submits.map((s, idx) => submitRecord(idx, s.values))),
  });
  const answers: SubmitStored[] = submits.map(() => ({ tried: undefined, stored: undefined }));
  for (const { code_try: tried, inserted } of rows) {
    answers[tried.idx] = {
      tried: { attempts: tried.attempts, matched: tried.matched },
      stored: inserted ?? undefined,
    };
  }
  return answers;
}

/**
 * Submits arriving together go to the database as one statement (group commit, db/batch.ts):
 * under the burst before a fair, one round trip and one commit for tens of registrations. A
 * user, an identity or an address appears once per statement, and waits while a statement
 * holding it is in flight, so a double click meets the first submit's row as it would alone.
 */
const submitWriter = preparedPerDb((db) =>
  batched<SubmitWithCode, SubmitStored>({
    one: async (submit) => (await insertManyWithCodeTry(db, [submit]))[0]!,
    many: (submits) => insertManyWithCodeTry(db, submits),
    keys: ({ code, values }) => [
      `user:${values.exhibitionId}:${values.userId}`,
      `identity:${values.exhibitionId}:${values.idHash}`,
      `code:${code.codePurpose}:${code.codeAddress}`,
    ],
  }),
);

/**
 * Stores a registration together with the try and use of its email code, in one statement
 * (shared with the submits that arrive at the same time): answers the code's try (undefined
 * when the address has no live code with tries left) and the stored registration (only when
 * the code matched). A unique violation rejects this submit alone.
 */
export function insertWithCodeTry(
  db: Db,
  code: CodeTryParams,
  values: SubmittedRegistration,
): Promise<SubmitStored> {
  return submitWriter(db)({ code, values });
}

export async function findById(db: Db, id: number): Promise<RegistrationRow | undefined> {
  const rows = await db.select().from(visitorRegistrations).where(eq(visitorRegistrations.id, id)).limit(1);
  return rows[0];
}

export async function findByUser(db: Db, exhibitionId: number, userId: number) {
  const rows = await db
    .select()
    .from(visitorRegistrations)
    .where(and(eq(visitorRegistrations.exhibitionId, exhibitionId), eq(visitorRegistrations.userId, userId)))
    .limit(1);
  return rows[0];
}

/**
 * In one round trip, the user's registration for the fair and the one holding the identity
 * (the same row when the user registered this identity; each is unique per fair): two probes
 * of the two unique keys. Not a prepared statement on purpose: a plan cached while the table
 * was young ties the unique index with any other index on the fair and can keep scanning
 * every registration of the fair once thousands have come in (seen in bench/registration
 * before autovacuum's first ANALYZE: 3,000 rows read per submit). Planned each time, it
 * follows the table's size.
 */
export async function findByUserOrIdentity(db: Db, exhibitionId: number, userId: number, idHash: string) {
  const ofFair = eq(visitorRegistrations.exhibitionId, exhibitionId);
  const rows = await db
    .select()
    .from(visitorRegistrations)
    .where(and(ofFair, eq(visitorRegistrations.userId, userId)))
    .unionAll(
      db
        .select()
        .from(visitorRegistrations)
        .where(and(ofFair, eq(visitorRegistrations.idHash, idHash))),
    );
  return {
    mine: rows.find((row) => row.userId === userId),
    holder: rows.find((row) => row.idHash === idHash),
  };
}

export async function findByIdentity(db: Db, exhibitionId: number, idHash: string) {
  const rows = await db
    .select()
    .from(visitorRegistrations)
    .where(and(eq(visitorRegistrations.exhibitionId, exhibitionId), eq(visitorRegistrations.idHash, idHash)))
    .limit(1);
  return rows[0];
}

export async function findByBadge(db: Db, badgeCode: string) {
  const rows = await db
    .select()
    .from(visitorRegistrations)
    .where(eq(visitorRegistrations.badgeCode, badgeCode))
    .limit(1);
  return rows[0];
}

/** Updates a registration only while it is in one of `fromStatuses` (a state change that cannot race). */
export async function updateInStatus(
  db: Db,
  id: number,
  fromStatuses: readonly VisitorStatus[],
  changes: RegistrationChanges,
  extra?: ReturnType<typeof sql>,
): Promise<RegistrationRow | undefined> {
  const rows = await db
    .update(visitorRegistrations)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(eq(visitorRegistrations.id, id), inArray(visitorRegistrations.status, [...fromStatuses]), extra),
    )
    .returning();
  return rows[0];
}

/** Records the entry once: only an approved registration not yet checked in is updated. */
export async function markCheckedIn(db: Db, badgeCode: string, organizerId: number) {
  const rows = await db
    .update(visitorRegistrations)
    .set({ checkedInAt: new Date(), checkedInBy: organizerId, updatedAt: new Date() })
    .where(
      and(
        eq(visitorRegistrations.badgeCode, badgeCode),
        eq(visitorRegistrations.status, 'approved'),
        isNull(visitorRegistrations.checkedInAt),
      ),
    )
    .returning();
  return rows[0];
}

export interface ReviewFilter {
  exhibitionId: number;
  status?: VisitorStatus;
  country?: string;
  q?: string;
  page: number;
  pageSize: number;
}

export async function pageRegistrations(db: Db, filter: ReviewFilter) {
  const term = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(visitorRegistrations.exhibitionId, filter.exhibitionId),
    filter.status ? eq(visitorRegistrations.status, filter.status) : undefined,
    filter.country ? eq(visitorRegistrations.country, filter.country) : undefined,
    term
      ? or(
          ilike(visitorRegistrations.name, term),
          ilike(visitorRegistrations.firstName, term),
          ilike(visitorRegistrations.lastName, term),
          ilike(visitorRegistrations.company, term),
          ilike(visitorRegistrations.email, term),
          ilike(visitorRegistrations.mobile, term),
          ilike(visitorRegistrations.idLast6, term),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(visitorRegistrations)
      .where(where)
      .orderBy(desc(visitorRegistrations.createdAt), desc(visitorRegistrations.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(visitorRegistrations).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function countByStatus(db: Db, exhibitionId: number) {
  return db
    .select({ status: visitorRegistrations.status, n: count() })
    .from(visitorRegistrations)
    .where(eq(visitorRegistrations.exhibitionId, exhibitionId))
    .groupBy(visitorRegistrations.status);
}

export async function insertSourceVisit(db: Db, values: typeof visitorSources.$inferInsert) {
  await db.insert(visitorSources).values(values);
}

/** Gives a registration without a source the one the user just arrived with. */
export async function setSourceIfMissing(
  db: Db,
  exhibitionId: number,
  userId: number,
  source: string,
  invite: string,
) {
  const rows = await db
    .update(visitorRegistrations)
    .set({ source, invite, updatedAt: new Date() })
    .where(
      and(
        eq(visitorRegistrations.exhibitionId, exhibitionId),
        eq(visitorRegistrations.userId, userId),
        isNull(visitorRegistrations.source),
      ),
    )
    .returning({ id: visitorRegistrations.id });
  return rows[0]?.id ?? null;
}

export async function sourceStats(db: Db, exhibitionId: number) {
  const [visits, registrations] = await Promise.all([
    db
      .select({ source: visitorSources.source, n: count() })
      .from(visitorSources)
      .where(eq(visitorSources.exhibitionId, exhibitionId))
      .groupBy(visitorSources.source),
    db
      .select({
        source: sql<string>`coalesce(${visitorRegistrations.source}, '')`,
        n: count(),
        approved: sql<number>`count(*) filter (where ${visitorRegistrations.status} = 'approved')`.mapWith(
          Number,
        ),
      })
      .from(visitorRegistrations)
      .where(eq(visitorRegistrations.exhibitionId, exhibitionId))
      .groupBy(sql`coalesce(${visitorRegistrations.source}, '')`),
  ]);
  return { visits, registrations };
}

export async function findAttachmentsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.id, ids), isNull(attachments.deletedAt)));
}

export async function linkAttachments(db: Db, ids: number[], registrationId: number) {
  if (ids.length === 0) return;
  await db
    .update(attachments)
    .set({ refType: 'visitorRegistration', refId: String(registrationId) })
    .where(inArray(attachments.id, ids));
}
