import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { exhibitors } from './exhibitors';

/** Featured-exhibitor sections (GET /portal/rest/catalogs/section/{id}/preview|random/{n}). */
export const directorySections = pgTable(
  'directory_sections',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    code: text('code').notNull(),
    nameZhHans: text('name_zh_hans').notNull(),
    nameZhHant: text('name_zh_hant').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('directory_sections_code_uq').on(t.exhibitionId, t.code)],
);

export const directorySectionItems = pgTable(
  'directory_section_items',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => directorySections.id, { onDelete: 'cascade' }),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.exhibitorId] }),
    index('directory_section_items_sort_idx').on(t.sectionId, t.sort),
  ],
);
