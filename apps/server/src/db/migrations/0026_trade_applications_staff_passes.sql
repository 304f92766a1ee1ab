CREATE TABLE "staff_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"pass_no" text NOT NULL,
	"name" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enterprise_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text,
	"subject" text NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"quantity" integer,
	"region" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_applications_kind_ck" CHECK ("trade_applications"."kind" in ('sample', 'agency'))
);
--> statement-breakpoint
ALTER TABLE "staff_passes" ADD CONSTRAINT "staff_passes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passes" ADD CONSTRAINT "staff_passes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passes_no_uq" ON "staff_passes" USING btree ("pass_no");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passes_mobile_uq" ON "staff_passes" USING btree ("exhibition_id","enterprise_id","mobile");--> statement-breakpoint
CREATE INDEX "staff_passes_enterprise_idx" ON "staff_passes" USING btree ("enterprise_id","exhibition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_applications_subject_uq" ON "trade_applications" USING btree ("kind","applicant_user_id","subject");--> statement-breakpoint
CREATE INDEX "trade_applications_enterprise_idx" ON "trade_applications" USING btree ("enterprise_id","kind","status","created_at");