import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configs, dictEntries } from '../../db/schema/dicts';

export type DictRow = typeof dictEntries.$inferSelect;

export async function findEntries(db: Db, exhibitionIds: number[], dictType: string): Promise<DictRow[]> {
  return db
    .select()
    .from(dictEntries)
    .where(and(inArray(dictEntries.exhibitionId, exhibitionIds), eq(dictEntries.dictType, dictType)))
    .orderBy(asc(dictEntries.sort), asc(dictEntries.code));
}

export async function findChildren(
  db: Db,
  dictType: string,
  parentCode: string | null,
  keyword: string | undefined,
): Promise<DictRow[]> {
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(dictEntries)
    .where(
      and(
        eq(dictEntries.exhibitionId, 0),
        eq(dictEntries.dictType, dictType),
        parentCode ? eq(dictEntries.parentCode, parentCode) : isNull(dictEntries.parentCode),
        pattern
          ? or(
              ilike(dictEntries.nameZhHans, pattern),
              ilike(dictEntries.nameZhHant, pattern),
              ilike(dictEntries.nameEn, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(dictEntries.sort), asc(dictEntries.code));
}

export async function findConfig(db: Db, exhibitionId: number, key: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: configs.value, exhibitionId: configs.exhibitionId })
    .from(configs)
    .where(and(inArray(configs.exhibitionId, [exhibitionId, 0]), eq(configs.key, key)));
  // A value set for the exhibition wins over the global one.
  return (rows.find((r) => r.exhibitionId === exhibitionId) ?? rows[0])?.value;
}

/** Which of the given (type, code) pairs exist for the fair or for every fair, as "type:code". */
export async function findKnownCodes(
  db: Db,
  exhibitionIds: number[],
  wanted: Array<{ dictType: string; code: string }>,
): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ dictType: dictEntries.dictType, code: dictEntries.code })
    .from(dictEntries)
    .where(
      and(
        inArray(dictEntries.exhibitionId, exhibitionIds),
        inArray(
          dictEntries.dictType,
          wanted.map((w) => w.dictType),
        ),
        inArray(
          dictEntries.code,
          wanted.map((w) => w.code),
        ),
      ),
    );
  return new Set(rows.map((r) => `${r.dictType}:${r.code}`));
}
