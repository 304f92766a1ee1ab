import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Catalogs: the navigation of each site (and, later, content sections). */
export const catalogs = pgTable(
  'catalogs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    parentId: integer('parent_id'),
    kind: text('kind').notNull().default('navi'),
    code: text('code').notNull(),
    nameZhHans: text('name_zh_hans').notNull(),
    nameZhHant: text('name_zh_hant').notNull(),
    nameEn: text('name_en').notNull(),
    path: text('path').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('catalogs_site_idx').on(t.siteId, t.kind, t.sort)],
);
