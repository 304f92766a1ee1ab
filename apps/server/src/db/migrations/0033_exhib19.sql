CREATE TABLE "contract_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"taxpayer_id" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"invoice_no" text,
	"issued_on" text,
	"reject_reason" text,
	"requested_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_invoices" ADD CONSTRAINT "contract_invoices_contract_id_booth_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."booth_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_invoices" ADD CONSTRAINT "contract_invoices_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_invoices" ADD CONSTRAINT "contract_invoices_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_invoices" ADD CONSTRAINT "contract_invoices_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_invoices_contract_uq" ON "contract_invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_invoices_status_idx" ON "contract_invoices" USING btree ("status","id");