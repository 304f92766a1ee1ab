CREATE TABLE "ad_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"position" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"requested_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"application_id" integer,
	"contract_no" text NOT NULL,
	"booths" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text,
	"paid_at" timestamp with time zone,
	"confirmed_by" integer,
	"return_copy_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"application_id" integer,
	"booth_id" integer NOT NULL,
	"from_booth_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"price" integer NOT NULL,
	"held_until" timestamp with time zone,
	"reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_invoice_infos" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"taxpayer_id" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"company" jsonb,
	"business" jsonb,
	"booth" jsonb,
	"hpia" jsonb,
	"review_note" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sphere_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "booth_type" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "corner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "held_by_enterprise_id" integer;--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_contracts" ADD CONSTRAINT "booth_contracts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_contracts" ADD CONSTRAINT "booth_contracts_application_id_exhibitor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."exhibitor_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_contracts" ADD CONSTRAINT "booth_contracts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_contracts" ADD CONSTRAINT "booth_contracts_return_copy_id_attachments_id_fk" FOREIGN KEY ("return_copy_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_requests" ADD CONSTRAINT "booth_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_requests" ADD CONSTRAINT "booth_requests_application_id_exhibitor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."exhibitor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_requests" ADD CONSTRAINT "booth_requests_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_requests" ADD CONSTRAINT "booth_requests_from_booth_id_booths_id_fk" FOREIGN KEY ("from_booth_id") REFERENCES "public"."booths"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_requests" ADD CONSTRAINT "booth_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_invoice_infos" ADD CONSTRAINT "enterprise_invoice_infos_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_invoice_infos" ADD CONSTRAINT "enterprise_invoice_infos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_applications" ADD CONSTRAINT "exhibitor_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_applications" ADD CONSTRAINT "exhibitor_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_applications" ADD CONSTRAINT "exhibitor_applications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sphere_requests" ADD CONSTRAINT "sphere_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_requests_enterprise_idx" ON "ad_requests" USING btree ("enterprise_id","exhibition_id");--> statement-breakpoint
CREATE INDEX "ad_requests_status_idx" ON "ad_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booth_contracts_no_uq" ON "booth_contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "booth_contracts_enterprise_idx" ON "booth_contracts" USING btree ("enterprise_id","exhibition_id");--> statement-breakpoint
CREATE INDEX "booth_contracts_payment_idx" ON "booth_contracts" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "booth_requests_enterprise_idx" ON "booth_requests" USING btree ("enterprise_id","exhibition_id");--> statement-breakpoint
CREATE INDEX "booth_requests_status_idx" ON "booth_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booth_requests_open_uq" ON "booth_requests" USING btree ("booth_id") WHERE "booth_requests"."status" in ('held', 'requested');--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_applications_uq" ON "exhibitor_applications" USING btree ("exhibition_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "exhibitor_applications_status_idx" ON "exhibitor_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sphere_requests_uq" ON "sphere_requests" USING btree ("exhibition_id","enterprise_id");--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_held_by_enterprise_id_enterprises_id_fk" FOREIGN KEY ("held_by_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booths_held_idx" ON "booths" USING btree ("held_by_enterprise_id");