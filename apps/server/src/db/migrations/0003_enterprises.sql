CREATE TABLE "enterprise_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"job_title" text,
	"qq" text,
	"wechat" text,
	"email" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"department" text,
	"position" text,
	"job_title" text,
	"message" text,
	"reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enterprise_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"department" text,
	"position" text,
	"job_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"type" text NOT NULL,
	"nature" text NOT NULL,
	"address" text NOT NULL,
	"website" text,
	"landline" text,
	"fax" text,
	"country" text NOT NULL,
	"province" text,
	"postal_code" text,
	"main_business" text NOT NULL,
	"secondary_business" text[] DEFAULT '{}'::text[] NOT NULL,
	"credit_code" text,
	"licence_attachment_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"submitted_by" integer,
	"reviewed_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"certified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_contacts" ADD CONSTRAINT "enterprise_contacts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_join_requests" ADD CONSTRAINT "enterprise_join_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_join_requests" ADD CONSTRAINT "enterprise_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_join_requests" ADD CONSTRAINT "enterprise_join_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_staff" ADD CONSTRAINT "enterprise_staff_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_staff" ADD CONSTRAINT "enterprise_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_contacts_primary_uq" ON "enterprise_contacts" USING btree ("enterprise_id") WHERE "enterprise_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "enterprise_contacts_enterprise_idx" ON "enterprise_contacts" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_join_requests_uq" ON "enterprise_join_requests" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_join_requests_pending_uq" ON "enterprise_join_requests" USING btree ("user_id") WHERE "enterprise_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "enterprise_join_requests_enterprise_idx" ON "enterprise_join_requests" USING btree ("enterprise_id","status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_staff_user_uq" ON "enterprise_staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_staff_admin_uq" ON "enterprise_staff" USING btree ("enterprise_id") WHERE "enterprise_staff"."role" = 'admin';--> statement-breakpoint
CREATE INDEX "enterprise_staff_enterprise_idx" ON "enterprise_staff" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_credit_code_live_uq" ON "enterprises" USING btree ("credit_code") WHERE "enterprises"."status" in ('pending', 'certified');--> statement-breakpoint
CREATE INDEX "enterprises_status_idx" ON "enterprises" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "enterprises_submitted_by_idx" ON "enterprises" USING btree ("submitted_by");