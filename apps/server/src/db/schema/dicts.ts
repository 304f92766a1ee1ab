import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Dictionary entries per exhibition; exhibition 0 holds the global ones (countries, provinces). */
export const dictEntries = pgTable(
  'dict_entries',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    dictType: text('dict_type').notNull(),
    code: text('code').notNull(),
    parentCode: text('parent_code'),
    nameZhHans: text('name_zh_hans').notNull(),
    nameZhHant: text('name_zh_hant').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('dict_entries_uq').on(t.exhibitionId, t.dictType, t.code),
    index('dict_entries_type_idx').on(t.exhibitionId, t.dictType, t.sort),
  ],
);

/** Configuration values; exhibition 0 holds the global keys. */
export const configs = pgTable(
  'configs',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull().default(0),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('configs_uq').on(t.exhibitionId, t.key)],
);
