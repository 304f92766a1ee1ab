CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"category" text NOT NULL,
	"description" text,
	"description_en" text,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_attachment_id" integer,
	"detail_attachment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"video_attachment_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"violation_reason" text,
	"approved_content" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"reviewed_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"card_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_codes" ADD CONSTRAINT "card_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holdings" ADD CONSTRAINT "card_holdings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holdings" ADD CONSTRAINT "card_holdings_card_user_id_users_id_fk" FOREIGN KEY ("card_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_enterprise_idx" ON "products" USING btree ("enterprise_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_target_uq" ON "follows" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "follows_user_idx" ON "follows" USING btree ("user_id","target_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_codes_code_uq" ON "card_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "card_holdings_pair_uq" ON "card_holdings" USING btree ("owner_user_id","card_user_id");--> statement-breakpoint
CREATE INDEX "card_holdings_owner_idx" ON "card_holdings" USING btree ("owner_user_id","created_at");