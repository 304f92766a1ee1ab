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
CREATE INDEX "live_photos_created_idx" ON "live_photos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_rounds_start_idx" ON "live_rounds" USING btree ("starts_at");