CREATE TABLE "seminar_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attendee_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"percent" integer NOT NULL,
	"status" text NOT NULL,
	"refund_no" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "refund_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "refund_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "seminar_refunds" ADD CONSTRAINT "seminar_refunds_order_id_seminar_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."seminar_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_refunds" ADD CONSTRAINT "seminar_refunds_attendee_id_seminar_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."seminar_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_refunds_attendee_uq" ON "seminar_refunds" USING btree ("attendee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_refunds_no_uq" ON "seminar_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "seminar_refunds_order_idx" ON "seminar_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seminar_refunds_status_idx" ON "seminar_refunds" USING btree ("status");