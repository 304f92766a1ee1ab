-- Orders become generic (issue 15 §2): seminar_orders → orders, its request_id → subject_id (no
-- foreign key: the id names a row of the domain the kind belongs to) beside a subject_kind. Existing
-- rows are orders of seminar seats (`seminar-seats`, the kind seminars register); the default
-- fills them and is dropped, so a new order always names its kind. Renames keep every row,
-- sequence value and constraint; names follow the table.
ALTER TABLE "seminar_orders" RENAME TO "orders";--> statement-breakpoint
ALTER SEQUENCE "seminar_orders_id_seq" RENAME TO "orders_id_seq";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "seminar_orders_pkey" TO "orders_pkey";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "request_id" TO "subject_id";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "seminar_orders_request_id_seminar_requests_id_fk";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subject_kind" text DEFAULT 'seminar-seats' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subject_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "seminar_orders_confirmed_by_users_id_fk" TO "orders_confirmed_by_users_id_fk";--> statement-breakpoint
-- PostgreSQL 18 names NOT NULL constraints after the table and column (`seminar_orders_amount_not_null`);
-- they follow the table too. PostgreSQL 15 has none, and the loop finds nothing.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = 'public.orders'::regclass AND conname LIKE 'seminar\_orders\_%'
  LOOP
    EXECUTE format(
      'ALTER TABLE public.orders RENAME CONSTRAINT %I TO %I',
      c.conname,
      replace(regexp_replace(c.conname, '^seminar_orders_', 'orders_'), 'orders_request_id_', 'orders_subject_id_')
    );
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "invoice_requests" RENAME CONSTRAINT "invoice_requests_order_id_seminar_orders_id_fk" TO "invoice_requests_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "seminar_order_items" RENAME CONSTRAINT "seminar_order_items_order_id_seminar_orders_id_fk" TO "seminar_order_items_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "seminar_refunds" RENAME CONSTRAINT "seminar_refunds_order_id_seminar_orders_id_fk" TO "seminar_refunds_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "seminar_orders_reference_uq" RENAME TO "orders_reference_uq";--> statement-breakpoint
ALTER INDEX "seminar_orders_trade_uq" RENAME TO "orders_trade_uq";--> statement-breakpoint
ALTER INDEX "seminar_orders_status_idx" RENAME TO "orders_status_idx";--> statement-breakpoint
DROP INDEX "seminar_orders_pending_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_uq" ON "orders" USING btree ("subject_kind","subject_id") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_subject_idx" ON "orders" USING btree ("subject_kind","subject_id");
