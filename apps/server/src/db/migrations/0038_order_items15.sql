-- Order items and refunds become generic (issue 15 §2), as orders did in 0036: seminar_order_items →
-- order_items and seminar_refunds → order_refunds, their attendee_id → item_id (no foreign key: the
-- id names an item of the order's subject, whichever domain it belongs to; only seated members,
-- never drafts, become items, so nothing the seminars delete is referenced) beside a subject_kind,
-- the namespace of the id. Existing rows are items of seminar-seats orders: the default fills them
-- and is dropped, so a new row always names its kind. One item, one open or paid order and one
-- refund at most: unique per kind and item. Renames keep every row, sequence value and constraint.
ALTER TABLE "seminar_order_items" RENAME TO "order_items";--> statement-breakpoint
ALTER SEQUENCE "seminar_order_items_id_seq" RENAME TO "order_items_id_seq";--> statement-breakpoint
ALTER TABLE "order_items" RENAME CONSTRAINT "seminar_order_items_pkey" TO "order_items_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "seminar_order_items_attendee_id_seminar_attendees_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "attendee_id" TO "item_id";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "subject_kind" text DEFAULT 'seminar-seats' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "subject_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_items" RENAME CONSTRAINT "seminar_order_items_order_id_orders_id_fk" TO "order_items_order_id_orders_id_fk";--> statement-breakpoint
DROP INDEX "seminar_order_items_attendee_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_item_uq" ON "order_items" USING btree ("subject_kind","item_id");--> statement-breakpoint
ALTER INDEX "seminar_order_items_order_idx" RENAME TO "order_items_order_idx";--> statement-breakpoint
ALTER TABLE "seminar_refunds" RENAME TO "order_refunds";--> statement-breakpoint
ALTER SEQUENCE "seminar_refunds_id_seq" RENAME TO "order_refunds_id_seq";--> statement-breakpoint
ALTER TABLE "order_refunds" RENAME CONSTRAINT "seminar_refunds_pkey" TO "order_refunds_pkey";--> statement-breakpoint
ALTER TABLE "order_refunds" DROP CONSTRAINT "seminar_refunds_attendee_id_seminar_attendees_id_fk";--> statement-breakpoint
ALTER TABLE "order_refunds" RENAME COLUMN "attendee_id" TO "item_id";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "subject_kind" text DEFAULT 'seminar-seats' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "subject_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_refunds" RENAME CONSTRAINT "seminar_refunds_order_id_orders_id_fk" TO "order_refunds_order_id_orders_id_fk";--> statement-breakpoint
DROP INDEX "seminar_refunds_attendee_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_item_uq" ON "order_refunds" USING btree ("subject_kind","item_id");--> statement-breakpoint
ALTER INDEX "seminar_refunds_no_uq" RENAME TO "order_refunds_no_uq";--> statement-breakpoint
ALTER INDEX "seminar_refunds_order_idx" RENAME TO "order_refunds_order_idx";--> statement-breakpoint
ALTER INDEX "seminar_refunds_status_idx" RENAME TO "order_refunds_status_idx";--> statement-breakpoint
ALTER TABLE "refund_transfers" RENAME CONSTRAINT "refund_transfers_refund_id_seminar_refunds_id_fk" TO "refund_transfers_refund_id_order_refunds_id_fk";--> statement-breakpoint
-- PostgreSQL 18 names NOT NULL constraints after the table and column (`seminar_refunds_amount_not_null`);
-- they follow the table (and attendee_id its column) too. PostgreSQL 15 has none: the loop finds nothing.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conrelid::regclass::text AS tbl, conname FROM pg_constraint
    WHERE conrelid IN ('public.order_items'::regclass, 'public.order_refunds'::regclass)
      AND (conname LIKE 'seminar\_order\_items\_%' OR conname LIKE 'seminar\_refunds\_%')
  LOOP
    EXECUTE format(
      'ALTER TABLE %s RENAME CONSTRAINT %I TO %I',
      c.tbl,
      c.conname,
      replace(
        regexp_replace(regexp_replace(c.conname, '^seminar_order_items_', 'order_items_'), '^seminar_refunds_', 'order_refunds_'),
        '_attendee_id_', '_item_id_'
      )
    );
  END LOOP;
END $$;
