import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client';

/**
 * Migrations 0036 and 0038 (issue 15 §2): `seminar_orders` becomes `orders` with a subject kind and
 * id (0036), then `seminar_order_items` and `seminar_refunds` become `order_items` and
 * `order_refunds` with the subject kind and an item id (0038). A database migrated up to 0035
 * holds an order (paid, with an item, a refund with a bank transfer and an invoice request); after
 * the migrations the same rows are read under the new names, the id sequences go on, and a new
 * order, item or refund must name its kind. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const BEFORE = '0036_orders15b';

/** The migrations folder as it was before 0036: the same SQL files, the journal cut there. */
function migrationsBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cidpex-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[]) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  return dir;
}

interface Target {
  migrate(folder: string): Promise<void>;
  query(sql: string): Promise<Record<string, unknown>[]>;
}

const OLD_ROWS = `
  insert into users (id, name, password_hash) values (7001, 'Payer', 'x');
  insert into seminars (id, exhibition_id, title, intro, venue, starts_at, ends_at, seat_limit, price, member_price)
    values (7002, 32, '{"zh-Hans":"研讨会","zh-Hant":"研討會","en":"Seminar"}', '{}', '{}', now(), now(), 10, 128000, 98000);
  insert into seminar_requests (id, exhibition_id, seminar_id, user_id, status) values (7003, 32, 7002, 7001, 'completed');
  insert into seminar_attendees (id, request_id, seminar_id, name, mobile, id_last6, status)
    values (7004, 7003, 7002, 'Li Lei', '13900000001', '123456', 'seated');
  insert into seminar_orders (request_id, reference, seats, unit_price, amount, status, method, trade_no, paid_at)
    values (7003, 'S7003-ABCDEF', 1, 128000, 128000, 'paid', 'wechat', 'T-7003', now());
  insert into seminar_order_items (order_id, attendee_id) select id, 7004 from seminar_orders;
  insert into seminar_refunds (order_id, attendee_id, amount, percent, status, refund_no)
    select id, 7004, 64000, 50, 'succeeded', 'R1M7004' from seminar_orders;
  insert into refund_transfers (refund_id, amount, transferred_on, bank_reference)
    select id, 64000, '2026-05-01', 'BANK-1' from seminar_refunds;
  insert into invoice_requests (order_id, request_id, user_id, type, title, taxpayer_id, email)
    select id, 7003, 7001, 'ordinary', 'Demo Co.', '91320000000000000X', 'a@b.cn' from seminar_orders;
`;

async function keepsTheOrder(target: Target) {
  await target.migrate(migrationsBefore(BEFORE));
  for (const statement of OLD_ROWS.split(';').filter((s) => s.trim())) await target.query(statement);
  const [old] = await target.query('select id from seminar_orders');
  await target.migrate(MIGRATIONS_DIR);

  expect(await target.query(`select to_regclass('public.seminar_orders') as t`)).toEqual([{ t: null }]);
  const [order] = await target.query(
    'select id, subject_kind, subject_id, reference, seats, unit_price, amount, status, method, trade_no from orders',
  );
  expect(order).toEqual({
    id: old?.id,
    subject_kind: 'seminar-seats',
    subject_id: 7003,
    reference: 'S7003-ABCDEF',
    seats: 1,
    unit_price: 128000,
    amount: 128000,
    status: 'paid',
    method: 'wechat',
    trade_no: 'T-7003',
  });
  // the rows that point at the order still do, under their new names, through the renamed constraints
  const joined = await target.query(`
    select i.subject_kind as item_kind, i.item_id, r.subject_kind as refund_kind, r.item_id as refunded,
        r.refund_no, t.bank_reference, v.title
      from orders o
      join order_items i on i.order_id = o.id
      join order_refunds r on r.order_id = o.id
      join refund_transfers t on t.refund_id = r.id
      join invoice_requests v on v.order_id = o.id`);
  expect(joined).toEqual([
    {
      item_kind: 'seminar-seats',
      item_id: 7004,
      refund_kind: 'seminar-seats',
      refunded: 7004,
      refund_no: 'R1M7004',
      bank_reference: 'BANK-1',
      title: 'Demo Co.',
    },
  ]);
  for (const table of ['seminar_order_items', 'seminar_refunds']) {
    expect(await target.query(`select to_regclass('public.${table}') as t`)).toEqual([{ t: null }]);
  }
  const names = await target.query(`
    select conname as name from pg_constraint
      where conname like '%seminar_orders%' or conname like '%seminar_order_items%'
        or conname like '%seminar_refunds%'
        or (conrelid in ('public.order_items'::regclass, 'public.order_refunds'::regclass) and conname like '%attendee%')
        or (conrelid = 'public.orders'::regclass and conname like '%request_id%')
    union all select indexname from pg_indexes
      where indexname like 'seminar_orders%' or indexname like 'seminar_order_items%' or indexname like 'seminar_refunds%'
    union all select sequencename from pg_sequences
      where sequencename like 'seminar_orders%' or sequencename like 'seminar_order_items%' or sequencename like 'seminar_refunds%'`);
  expect(names).toEqual([]);
  // items and refunds name no seminar table any more: an item id is the subject's, under its kind
  const fks = await target.query(`
    select confrelid::regclass::text as refers from pg_constraint
      where contype = 'f' and conrelid in ('public.order_items'::regclass, 'public.order_refunds'::regclass)
      order by 1`);
  expect(fks).toEqual([{ refers: 'orders' }, { refers: 'orders' }]);
  const [{ id: orderId } = { id: 0 }] = await target.query('select id from orders');
  await expect(
    target.query(`insert into order_items (order_id, item_id) values (${orderId}, 7100)`),
  ).rejects.toThrow(/subject_kind/);
  await expect(
    target.query(
      `insert into order_refunds (order_id, item_id, amount, percent, status, refund_no)
         values (${orderId}, 7100, 1, 1, 'none', 'R-N1')`,
    ),
  ).rejects.toThrow(/subject_kind/);
  // one open or paid order and one refund per item of a kind: the same id under another kind is another item
  await expect(
    target.query(
      `insert into order_items (order_id, subject_kind, item_id) values (${orderId}, 'seminar-seats', 7004)`,
    ),
  ).rejects.toThrow(/order_items_item_uq/);
  const [item] = await target.query(
    `insert into order_items (order_id, subject_kind, item_id) values (${orderId}, 'booth-contract', 7004) returning id`,
  );
  const [oldItem] = await target.query(`select id from order_items where subject_kind = 'seminar-seats'`);
  expect(Number(item?.id)).toBeGreaterThan(Number(oldItem?.id));
  await expect(
    target.query(
      `insert into order_refunds (order_id, subject_kind, item_id, amount, percent, status, refund_no)
         values (${orderId}, 'seminar-seats', 7004, 1, 1, 'none', 'R-N2')`,
    ),
  ).rejects.toThrow(/order_refunds_item_uq/);
  await target.query(
    `insert into order_refunds (order_id, subject_kind, item_id, amount, percent, status, refund_no)
       values (${orderId}, 'booth-contract', 7004, 1, 1, 'none', 'R-N3')`,
  );
  // the kind has no default: a new order names it; the sequence continues after the old rows
  await expect(
    target.query(
      `insert into orders (subject_id, reference, seats, unit_price, amount) values (1, 'N1', 1, 1, 1)`,
    ),
  ).rejects.toThrow(/subject_kind/);
  const [next] = await target.query(
    `insert into orders (subject_kind, subject_id, reference, seats, unit_price, amount)
       values ('booth-contract', 7003, 'N2', 1, 1, 1) returning id`,
  );
  expect(Number(next?.id)).toBeGreaterThan(Number(old?.id));
  // one open order per subject: the same id under another kind is another subject
  await target.query(
    `insert into orders (subject_kind, subject_id, reference, seats, unit_price, amount)
       values ('seminar-seats', 7003, 'N3', 1, 1, 1)`,
  );
  await expect(
    target.query(
      `insert into orders (subject_kind, subject_id, reference, seats, unit_price, amount)
         values ('seminar-seats', 7003, 'N4', 1, 1, 1)`,
    ),
  ).rejects.toThrow(/orders_pending_uq/);
}

describe('migrations 0036 and 0038: seminar_orders, its items and refunds → orders, order_items, order_refunds', () => {
  it('keeps an existing order, its item, refund, transfer and invoice on PGlite', async () => {
    const client = new PGlite();
    try {
      await keepsTheOrder({
        migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
        query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      });
    } finally {
      await client.close();
    }
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on the PostgreSQL server', () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `cidpex_t_orders_${randomBytes(4).toString('hex')}`;
    async function admin(sql: string) {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    }
    afterAll(() => admin(`drop database if exists ${name} with (force)`));

    it('keeps an existing order, its item, refund, transfer and invoice', async () => {
      await admin(`create database ${name}`);
      const target = new URL(serverUrl);
      target.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      try {
        await keepsTheOrder({
          migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
          query: async (sql) => (await client.query(sql)).rows,
        });
      } finally {
        await client.end();
      }
    });
  });
});
