CREATE TABLE "chat_banned_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_blacklist" (
	"owner" text NOT NULL,
	"blocked" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_blacklist_owner_blocked_pk" PRIMARY KEY("owner","blocked")
);
--> statement-breakpoint
CREATE TABLE "chat_group_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"applicant" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Private' NOT NULL,
	"owner_im_user_id" text NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message_deletions" (
	"message_id" integer NOT NULL,
	"im_user_id" text NOT NULL,
	CONSTRAINT "chat_message_deletions_message_id_im_user_id_pk" PRIMARY KEY("message_id","im_user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"seq" integer NOT NULL,
	"sender" text NOT NULL,
	"client_msg_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"attachment_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"thread_id" text NOT NULL,
	"im_user_id" text NOT NULL,
	"peer_im_user_id" text DEFAULT '' NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"cleared_seq" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'Member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_participants_thread_id_im_user_id_pk" PRIMARY KEY("thread_id","im_user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"sender_enterprise_id" integer,
	"receiver_enterprise_id" integer,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"owner" text NOT NULL,
	"peer" text NOT NULL,
	"nick" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_owner_peer_pk" PRIMARY KEY("owner","peer")
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_users" (
	"im_user_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"nick" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"conn_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_group_requests" ADD CONSTRAINT "chat_group_requests_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_deletions" ADD CONSTRAINT "chat_message_deletions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_records" ADD CONSTRAINT "chat_records_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_records" ADD CONSTRAINT "chat_records_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_group_requests_group_idx" ON "chat_group_requests" USING btree ("group_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_thread_seq_uq" ON "chat_messages" USING btree ("thread_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("sender","client_msg_id");--> statement-breakpoint
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_participants_user_idx" ON "chat_participants" USING btree ("im_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_records_message_uq" ON "chat_records" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_records_sender_idx" ON "chat_records" USING btree ("sender_id","receiver_id");--> statement-breakpoint
CREATE INDEX "chat_records_receiver_idx" ON "chat_records" USING btree ("receiver_id","sender_id");--> statement-breakpoint
CREATE INDEX "chat_records_ent_idx" ON "chat_records" USING btree ("receiver_enterprise_id","created_at");