CREATE TABLE "enterprise_daily_views" (
	"enterprise_id" integer NOT NULL,
	"day" date NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enterprise_daily_views_enterprise_id_day_pk" PRIMARY KEY("enterprise_id","day")
);
--> statement-breakpoint
CREATE TABLE "enterprise_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"related_enterprise_id" integer NOT NULL,
	"relation" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"requested_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enterprise_page_previews" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"exhibition_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"profile_zh_hans" text,
	"profile_zh_hant" text,
	"profile_en" text,
	"cover_attachment_id" integer,
	"cover_key" text,
	"reject_reason" text,
	"edited_by" integer,
	"submitted_by" integer,
	"reviewed_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_daily_views" ADD CONSTRAINT "enterprise_daily_views_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_links" ADD CONSTRAINT "enterprise_links_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_links" ADD CONSTRAINT "enterprise_links_related_enterprise_id_enterprises_id_fk" FOREIGN KEY ("related_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_links" ADD CONSTRAINT "enterprise_links_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_links" ADD CONSTRAINT "enterprise_links_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_page_previews" ADD CONSTRAINT "enterprise_page_previews_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_page_previews" ADD CONSTRAINT "enterprise_page_previews_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_page_previews" ADD CONSTRAINT "enterprise_page_previews_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_page_previews" ADD CONSTRAINT "enterprise_page_previews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_links_pair_uq" ON "enterprise_links" USING btree ("enterprise_id","related_enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_links_related_idx" ON "enterprise_links" USING btree ("related_enterprise_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_page_previews_uq" ON "enterprise_page_previews" USING btree ("enterprise_id","exhibition_id");--> statement-breakpoint
CREATE INDEX "enterprise_page_previews_status_idx" ON "enterprise_page_previews" USING btree ("status","submitted_at");