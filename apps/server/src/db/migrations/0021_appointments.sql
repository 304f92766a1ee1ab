CREATE TABLE "appointment_settings" (
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"capacity" smallint DEFAULT 1 NOT NULL,
	"staff_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_exhibition_id_enterprise_id_pk" PRIMARY KEY("exhibition_id","enterprise_id"),
	CONSTRAINT "appointment_settings_capacity_ck" CHECK ("appointment_settings"."capacity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "field_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"inviter_user_id" integer NOT NULL,
	"inviter_name" text NOT NULL,
	"inviter_enterprise_id" integer,
	"inviter_enterprise_name" text,
	"inviter_enterprise_name_en" text,
	"invitee_enterprise_id" integer NOT NULL,
	"invitee_name_zh_hans" text NOT NULL,
	"invitee_name_zh_hant" text NOT NULL,
	"invitee_name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"previous_starts_at" timestamp with time zone,
	"place_kind" text NOT NULL,
	"booth_no" text,
	"meeting_point" text,
	"hall" text NOT NULL,
	"topic" text NOT NULL,
	"purpose_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_appointments_place_ck" CHECK ("field_appointments"."place_kind" in ('booth', 'point')),
	CONSTRAINT "field_appointments_time_ck" CHECK ("field_appointments"."ends_at" > "field_appointments"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_appointments" ADD CONSTRAINT "field_appointments_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_appointments" ADD CONSTRAINT "field_appointments_inviter_enterprise_id_enterprises_id_fk" FOREIGN KEY ("inviter_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_appointments" ADD CONSTRAINT "field_appointments_invitee_enterprise_id_enterprises_id_fk" FOREIGN KEY ("invitee_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_appointments" ADD CONSTRAINT "field_appointments_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_appointments_invitee_idx" ON "field_appointments" USING btree ("invitee_enterprise_id","starts_at");--> statement-breakpoint
CREATE INDEX "field_appointments_inviter_idx" ON "field_appointments" USING btree ("inviter_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "field_appointments_inviter_ent_idx" ON "field_appointments" USING btree ("inviter_enterprise_id","starts_at");--> statement-breakpoint
CREATE INDEX "field_appointments_fair_idx" ON "field_appointments" USING btree ("exhibition_id","starts_at");