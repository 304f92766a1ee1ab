ALTER TABLE "catalogs" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webcast_questions" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "webcast_questions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_site_code_uq" ON "catalogs" USING btree ("site_id","kind","code");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_site_path_uq" ON "catalogs" USING btree ("site_id","path") WHERE "catalogs"."kind" = 'content';