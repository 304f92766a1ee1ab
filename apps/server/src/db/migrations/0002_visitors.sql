CREATE TABLE "visitor_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"form" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text,
	"first_name" text,
	"last_name" text,
	"company" text,
	"brand" text,
	"job_title" text,
	"business_type" text,
	"country" text,
	"address" text,
	"postal_code" text,
	"tel" text,
	"fax" text,
	"mobile" text,
	"email" text NOT NULL,
	"id_kind" text NOT NULL,
	"id_hash" text NOT NULL,
	"id_last6" text NOT NULL,
	"linkedin" text,
	"whatsapp" text,
	"wechat" text,
	"website" text,
	"card_front_id" integer,
	"card_back_id" integer,
	"consent_at" timestamp with time zone NOT NULL,
	"source" text,
	"invite" text,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"badge_code" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"invite" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitor_registrations" ADD CONSTRAINT "visitor_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_reg_user_uq" ON "visitor_registrations" USING btree ("exhibition_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_reg_identity_uq" ON "visitor_registrations" USING btree ("exhibition_id","id_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_reg_badge_uq" ON "visitor_registrations" USING btree ("badge_code") WHERE "visitor_registrations"."badge_code" is not null;--> statement-breakpoint
CREATE INDEX "visitor_reg_status_idx" ON "visitor_registrations" USING btree ("exhibition_id","status","created_at");--> statement-breakpoint
CREATE INDEX "visitor_reg_source_idx" ON "visitor_registrations" USING btree ("exhibition_id","source");--> statement-breakpoint
CREATE INDEX "visitor_sources_source_idx" ON "visitor_sources" USING btree ("exhibition_id","source");--> statement-breakpoint
CREATE INDEX "visitor_sources_user_idx" ON "visitor_sources" USING btree ("user_id","created_at");