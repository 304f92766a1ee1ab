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
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title_zh_hans" text NOT NULL,
	"title_zh_hant" text NOT NULL,
	"title_en" text NOT NULL,
	"url" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"caption_zh_hans" text DEFAULT '' NOT NULL,
	"caption_zh_hant" text DEFAULT '' NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh_hans" text NOT NULL,
	"title_zh_hant" text NOT NULL,
	"title_en" text NOT NULL,
	"host_zh_hans" text DEFAULT '' NOT NULL,
	"host_zh_hant" text DEFAULT '' NOT NULL,
	"host_en" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stream_url" text NOT NULL,
	"replay_url" text,
	"poster_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_catalog_idx" ON "contents" USING btree ("catalog_id","status","published_at");--> statement-breakpoint
CREATE INDEX "contents_status_idx" ON "contents" USING btree ("status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_code_uq" ON "contents" USING btree ("code") WHERE "contents"."code" is not null;--> statement-breakpoint
CREATE INDEX "downloads_category_idx" ON "downloads" USING btree ("category","sort");--> statement-breakpoint
CREATE INDEX "live_photos_created_idx" ON "live_photos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_rounds_start_idx" ON "live_rounds" USING btree ("starts_at");