CREATE TABLE "booth_price_plans" (
	"exhibition_id" integer PRIMARY KEY NOT NULL,
	"types" jsonb NOT NULL,
	"m2_per_staff_pass" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_price_plans" ADD CONSTRAINT "booth_price_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;