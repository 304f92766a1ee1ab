CREATE TABLE "purpose_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"outcome" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purpose_reports" ADD CONSTRAINT "purpose_reports_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_reports" ADD CONSTRAINT "purpose_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_reports" ADD CONSTRAINT "purpose_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purpose_reports_uq" ON "purpose_reports" USING btree ("purpose_id","reporter_id");--> statement-breakpoint
CREATE INDEX "purpose_reports_open_idx" ON "purpose_reports" USING btree ("handled_at","purpose_id");--> statement-breakpoint
-- The board's keyword search (LIKE '%…%' on search_text) through a trigram index where pg_trgm
-- exists (PostgreSQL server); embedded PGlite keeps the plain scan, correct either way.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "purposes_search_trgm" ON "purposes" USING gin ("search_text" gin_trgm_ops);
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm not available: purposes_search_trgm not created';
END $$;
