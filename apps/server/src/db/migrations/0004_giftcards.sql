CREATE TABLE "giftcard_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giftcard_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"prize_zh_hans" text NOT NULL,
	"prize_zh_hant" text NOT NULL,
	"prize_en" text NOT NULL,
	"count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giftcard_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"code" text NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "giftcard_batches" ADD CONSTRAINT "giftcard_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_codes" ADD CONSTRAINT "giftcard_codes_batch_id_giftcard_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."giftcard_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_codes" ADD CONSTRAINT "giftcard_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giftcard_attempts_user_idx" ON "giftcard_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "giftcard_attempts_ip_idx" ON "giftcard_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "giftcard_codes_code_uq" ON "giftcard_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "giftcard_codes_batch_idx" ON "giftcard_codes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "giftcard_codes_user_idx" ON "giftcard_codes" USING btree ("redeemed_by") WHERE "giftcard_codes"."redeemed_by" is not null;