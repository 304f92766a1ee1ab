CREATE TABLE "booths" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"hall" text NOT NULL,
	"booth_no" text NOT NULL,
	"area" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"w" double precision NOT NULL,
	"h" double precision NOT NULL,
	"exhibitor_id" integer
);
--> statement-breakpoint
CREATE TABLE "directory_section_items" (
	"section_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "directory_section_items_section_id_exhibitor_id_pk" PRIMARY KEY("section_id","exhibitor_id")
);
--> statement-breakpoint
CREATE TABLE "directory_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text NOT NULL,
	"industry" text NOT NULL,
	"business_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"area_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"hall_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"booth_nos" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"sort_key" text DEFAULT '' NOT NULL,
	"profile_zh_hans" text,
	"profile_zh_hant" text,
	"profile_en" text,
	"cover_key" text,
	"video_key" text,
	"public_contact_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_plans" (
	"exhibition_id" integer NOT NULL,
	"hall" text NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	CONSTRAINT "hall_plans_exhibition_id_hall_pk" PRIMARY KEY("exhibition_id","hall")
);
--> statement-breakpoint
CREATE TABLE "new_product_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_product_entries_slot_ck" CHECK ("new_product_entries"."slot" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_section_items" ADD CONSTRAINT "directory_section_items_section_id_directory_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."directory_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_section_items" ADD CONSTRAINT "directory_section_items_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_product_entries" ADD CONSTRAINT "new_product_entries_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_product_entries" ADD CONSTRAINT "new_product_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booths_no_uq" ON "booths" USING btree ("exhibition_id","booth_no");--> statement-breakpoint
CREATE INDEX "booths_hall_idx" ON "booths" USING btree ("exhibition_id","hall");--> statement-breakpoint
CREATE INDEX "booths_exhibitor_idx" ON "booths" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE INDEX "directory_section_items_sort_idx" ON "directory_section_items" USING btree ("section_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_sections_code_uq" ON "directory_sections" USING btree ("exhibition_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitors_enterprise_uq" ON "exhibitors" USING btree ("exhibition_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "exhibitors_sort_idx" ON "exhibitors" USING btree ("exhibition_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "exhibitors_country_idx" ON "exhibitors" USING btree ("exhibition_id","country");--> statement-breakpoint
CREATE INDEX "exhibitors_industry_idx" ON "exhibitors" USING btree ("exhibition_id","industry");--> statement-breakpoint
CREATE INDEX "exhibitors_area_gin" ON "exhibitors" USING gin ("area_codes");--> statement-breakpoint
CREATE INDEX "exhibitors_hall_gin" ON "exhibitors" USING gin ("hall_codes");--> statement-breakpoint
CREATE INDEX "exhibitors_business_gin" ON "exhibitors" USING gin ("business_codes");--> statement-breakpoint
CREATE UNIQUE INDEX "new_product_entries_slot_uq" ON "new_product_entries" USING btree ("exhibitor_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "new_product_entries_product_uq" ON "new_product_entries" USING btree ("exhibition_id","product_id");--> statement-breakpoint
CREATE INDEX "new_product_entries_list_idx" ON "new_product_entries" USING btree ("exhibition_id","id");--> statement-breakpoint
-- Hand-written (docs/directory.md): the directory's change counter, bumped by every statement that
-- writes exhibitors, booths or the pavilion (TRUNCATE too); the facet cache is keyed by it.
CREATE SEQUENCE IF NOT EXISTS "directory_version_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "directory_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('directory_version_seq');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "exhibitors_directory_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exhibitors" FOR EACH STATEMENT EXECUTE FUNCTION "directory_bump"();--> statement-breakpoint
CREATE TRIGGER "booths_directory_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booths" FOR EACH STATEMENT EXECUTE FUNCTION "directory_bump"();--> statement-breakpoint
CREATE TRIGGER "new_product_entries_directory_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "new_product_entries" FOR EACH STATEMENT EXECUTE FUNCTION "directory_bump"();--> statement-breakpoint
-- A trigram index for the keyword search where pg_trgm exists (PostgreSQL server); embedded PGlite
-- has no pg_trgm and keeps the plain LIKE scan, correct either way.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "exhibitors_search_trgm" ON "exhibitors" USING gin ("search_text" gin_trgm_ops);
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm not available: exhibitors_search_trgm not created';
END $$;
