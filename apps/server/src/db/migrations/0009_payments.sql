CREATE TABLE "payment_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminar_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attendee_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminar_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"reference" text NOT NULL,
	"seats" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"trade_no" text,
	"trade_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seminar_order_items" ADD CONSTRAINT "seminar_order_items_order_id_seminar_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."seminar_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_order_items" ADD CONSTRAINT "seminar_order_items_attendee_id_seminar_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."seminar_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_orders" ADD CONSTRAINT "seminar_orders_request_id_seminar_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."seminar_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_orders" ADD CONSTRAINT "seminar_orders_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_order_items_attendee_uq" ON "seminar_order_items" USING btree ("attendee_id");--> statement-breakpoint
CREATE INDEX "seminar_order_items_order_idx" ON "seminar_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_orders_reference_uq" ON "seminar_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_orders_trade_uq" ON "seminar_orders" USING btree ("trade_no") WHERE "seminar_orders"."trade_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_orders_pending_uq" ON "seminar_orders" USING btree ("request_id") WHERE "seminar_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "seminar_orders_status_idx" ON "seminar_orders" USING btree ("status","created_at");