ALTER TABLE "invoice_requests" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_requests_status_idx" ON "invoice_requests" USING btree ("status","id");