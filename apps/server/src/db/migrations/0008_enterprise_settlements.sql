CREATE TABLE "enterprise_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"note" text,
	"paper_attachment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reject_reason" text,
	"submitted_by" integer,
	"reviewed_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_settlements" ADD CONSTRAINT "enterprise_settlements_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_settlements" ADD CONSTRAINT "enterprise_settlements_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_settlements" ADD CONSTRAINT "enterprise_settlements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_settlements_enterprise_uq" ON "enterprise_settlements" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_settlements_status_idx" ON "enterprise_settlements" USING btree ("status","submitted_at");