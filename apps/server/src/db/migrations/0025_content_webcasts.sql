CREATE TABLE "webcast_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"webcast_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"asked_by" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"answer" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"enterprise_name" text NOT NULL,
	"enterprise_name_en" text,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"report" text DEFAULT '' NOT NULL,
	"poster_attachment_id" integer,
	"poster_url" text,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_note" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "attachment_id" integer;--> statement-breakpoint
ALTER TABLE "live_photos" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_photos" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "webcast_questions" ADD CONSTRAINT "webcast_questions_webcast_id_webcasts_id_fk" FOREIGN KEY ("webcast_id") REFERENCES "public"."webcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webcast_questions_webcast_idx" ON "webcast_questions" USING btree ("webcast_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "webcast_questions_once_uq" ON "webcast_questions" USING btree ("webcast_id","user_id","body");--> statement-breakpoint
CREATE INDEX "webcasts_enterprise_idx" ON "webcasts" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "webcasts_status_idx" ON "webcasts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "live_photos_sort_idx" ON "live_photos" USING btree ("published","sort");