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
CREATE INDEX "downloads_category_idx" ON "downloads" USING btree ("category","sort");