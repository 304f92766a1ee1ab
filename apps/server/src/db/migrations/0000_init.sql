CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"first_name" text,
	"last_name" text,
	"company" text,
	"job_title" text,
	"country" text,
	"avatar" text,
	"lang" text DEFAULT 'zh-Hans' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"ignore_email_prompt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text DEFAULT 'navi' NOT NULL,
	"code" text NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"dict_type" text NOT NULL,
	"code" text NOT NULL,
	"parent_code" text,
	"name_zh_hans" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"owner_user_id" integer,
	"ref_type" text,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "behaviors" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" text,
	"user_id" integer,
	"temp_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"detail" text,
	"user_id" integer,
	"temp_user_id" text,
	"lang" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"delivered" text DEFAULT 'outbox' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "codes_address_idx" ON "verification_codes" USING btree ("address","purpose","created_at");--> statement-breakpoint
CREATE INDEX "codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "catalogs_site_idx" ON "catalogs" USING btree ("site_id","kind","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "configs_uq" ON "configs" USING btree ("exhibition_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_entries_uq" ON "dict_entries" USING btree ("exhibition_id","dict_type","code");--> statement-breakpoint
CREATE INDEX "dict_entries_type_idx" ON "dict_entries" USING btree ("exhibition_id","dict_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_key_uq" ON "attachments" USING btree ("key");--> statement-breakpoint
CREATE INDEX "attachments_ref_idx" ON "attachments" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "behaviors_target_idx" ON "behaviors" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "operation_records_type_day_idx" ON "operation_records" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "operation_records_temp_idx" ON "operation_records" USING btree ("temp_user_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");