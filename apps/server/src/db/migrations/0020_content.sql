CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"kind" text DEFAULT 'news' NOT NULL,
	"code" text,
	"title_zh_hans" text DEFAULT '' NOT NULL,
	"title_zh_hant" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary_zh_hans" text DEFAULT '' NOT NULL,
	"summary_zh_hant" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_zh_hans" text DEFAULT '' NOT NULL,
	"body_zh_hant" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_catalog_idx" ON "contents" USING btree ("catalog_id","status","published_at");--> statement-breakpoint
CREATE INDEX "contents_status_idx" ON "contents" USING btree ("status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_code_uq" ON "contents" USING btree ("code") WHERE "contents"."code" is not null;