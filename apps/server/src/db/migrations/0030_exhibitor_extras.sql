CREATE TABLE "booth_staff_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"booth_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "propaganda_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text,
	"created_by" integer,
	"decided_by" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_staff_bindings" ADD CONSTRAINT "booth_staff_bindings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_staff_bindings" ADD CONSTRAINT "booth_staff_bindings_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_staff_bindings" ADD CONSTRAINT "booth_staff_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_staff_bindings" ADD CONSTRAINT "booth_staff_bindings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propaganda_items" ADD CONSTRAINT "propaganda_items_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propaganda_items" ADD CONSTRAINT "propaganda_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propaganda_items" ADD CONSTRAINT "propaganda_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_staff_bindings_uq" ON "booth_staff_bindings" USING btree ("booth_id","user_id","day");--> statement-breakpoint
CREATE INDEX "booth_staff_bindings_enterprise_idx" ON "booth_staff_bindings" USING btree ("enterprise_id","exhibition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "propaganda_items_request_uq" ON "propaganda_items" USING btree ("enterprise_id","request_key");--> statement-breakpoint
CREATE INDEX "propaganda_items_enterprise_idx" ON "propaganda_items" USING btree ("enterprise_id","exhibition_id","created_at");--> statement-breakpoint
CREATE INDEX "propaganda_items_status_idx" ON "propaganda_items" USING btree ("status","submitted_at");