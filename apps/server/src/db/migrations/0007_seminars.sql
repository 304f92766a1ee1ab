CREATE TABLE "seminar_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"seminar_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"id_last6" text NOT NULL,
	"company" text,
	"job_title" text,
	"email" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"wait_since" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminar_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"seminar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer,
	"type" text DEFAULT 'SEMINAR' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lang" text DEFAULT 'zh-Hans' NOT NULL,
	"contact_name" text,
	"contact_mobile" text,
	"contact_email" text,
	"company" text,
	"hpia_member" boolean DEFAULT false NOT NULL,
	"hpia_member_no" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminars" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"venue" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seat_limit" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"member_price" integer NOT NULL,
	"offer_hours" integer DEFAULT 24 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seminar_attendees" ADD CONSTRAINT "seminar_attendees_request_id_seminar_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."seminar_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_attendees" ADD CONSTRAINT "seminar_attendees_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_attendees" ADD CONSTRAINT "seminar_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_requests" ADD CONSTRAINT "seminar_requests_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_requests" ADD CONSTRAINT "seminar_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_attendees_mobile_uq" ON "seminar_attendees" USING btree ("seminar_id","mobile") WHERE "seminar_attendees"."status" in ('draft', 'seated', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX "seminar_attendees_request_idx" ON "seminar_attendees" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "seminar_attendees_queue_idx" ON "seminar_attendees" USING btree ("seminar_id","status","wait_since");--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_requests_active_uq" ON "seminar_requests" USING btree ("seminar_id","user_id") WHERE "seminar_requests"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "seminar_requests_user_idx" ON "seminar_requests" USING btree ("user_id","exhibition_id");--> statement-breakpoint
CREATE INDEX "seminar_requests_ent_idx" ON "seminar_requests" USING btree ("enterprise_id","exhibition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seminars_exhibition_uq" ON "seminars" USING btree ("exhibition_id");