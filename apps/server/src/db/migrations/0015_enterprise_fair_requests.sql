CREATE TABLE "enterprise_fair_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"exhibition_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"reject_reason" text,
	"requested_by" integer,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enterprise_fair_requests" ADD CONSTRAINT "enterprise_fair_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_fair_requests" ADD CONSTRAINT "enterprise_fair_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_fair_requests" ADD CONSTRAINT "enterprise_fair_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_fair_requests_uq" ON "enterprise_fair_requests" USING btree ("enterprise_id","exhibition_id");--> statement-breakpoint
CREATE INDEX "enterprise_fair_requests_status_idx" ON "enterprise_fair_requests" USING btree ("status","updated_at");