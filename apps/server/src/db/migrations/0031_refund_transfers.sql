CREATE TABLE "refund_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"transferred_on" date NOT NULL,
	"bank_reference" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_refund_id_seminar_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."seminar_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_transfers_ref_uq" ON "refund_transfers" USING btree ("refund_id","bank_reference");