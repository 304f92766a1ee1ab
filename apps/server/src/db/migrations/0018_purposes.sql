CREATE TABLE "apply_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"publisher_id" integer NOT NULL,
	"enterprise_id" integer,
	"message" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purpose_banned_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"folded" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purpose_banned_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
CREATE TABLE "purpose_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purpose_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purpose_images" (
	"purpose_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purposes" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"enterprise_id" integer,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"lang" text NOT NULL,
	"search_text" text NOT NULL,
	"cover_attachment_id" integer,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reject_reason" text,
	"request_key" text,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apply_chats" ADD CONSTRAINT "apply_chats_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_chats" ADD CONSTRAINT "apply_chats_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_chats" ADD CONSTRAINT "apply_chats_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_chats" ADD CONSTRAINT "apply_chats_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_chats" ADD CONSTRAINT "apply_chats_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_comments" ADD CONSTRAINT "purpose_comments_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_comments" ADD CONSTRAINT "purpose_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_comments" ADD CONSTRAINT "purpose_comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_favorites" ADD CONSTRAINT "purpose_favorites_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_favorites" ADD CONSTRAINT "purpose_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_images" ADD CONSTRAINT "purpose_images_purpose_id_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."purposes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purpose_images" ADD CONSTRAINT "purpose_images_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purposes" ADD CONSTRAINT "purposes_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purposes" ADD CONSTRAINT "purposes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purposes" ADD CONSTRAINT "purposes_cover_attachment_id_attachments_id_fk" FOREIGN KEY ("cover_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purposes" ADD CONSTRAINT "purposes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apply_chats_uq" ON "apply_chats" USING btree ("purpose_id","applicant_id");--> statement-breakpoint
CREATE INDEX "apply_chats_enterprise_idx" ON "apply_chats" USING btree ("enterprise_id","status","created_at");--> statement-breakpoint
CREATE INDEX "apply_chats_publisher_idx" ON "apply_chats" USING btree ("publisher_id","status","created_at");--> statement-breakpoint
CREATE INDEX "apply_chats_applicant_idx" ON "apply_chats" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "purpose_comments_post_idx" ON "purpose_comments" USING btree ("purpose_id","created_at");--> statement-breakpoint
CREATE INDEX "purpose_comments_user_idx" ON "purpose_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purpose_favorites_uq" ON "purpose_favorites" USING btree ("user_id","purpose_id");--> statement-breakpoint
CREATE INDEX "purpose_favorites_post_idx" ON "purpose_favorites" USING btree ("purpose_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purpose_images_uq" ON "purpose_images" USING btree ("purpose_id","attachment_id");--> statement-breakpoint
CREATE INDEX "purposes_board_idx" ON "purposes" USING btree ("status","publish_time","id");--> statement-breakpoint
CREATE INDEX "purposes_board_type_idx" ON "purposes" USING btree ("status","type","category","publish_time");--> statement-breakpoint
CREATE INDEX "purposes_discussed_idx" ON "purposes" USING btree ("status","comment_count","publish_time");--> statement-breakpoint
CREATE INDEX "purposes_publisher_idx" ON "purposes" USING btree ("publisher_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "purposes_queue_idx" ON "purposes" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purposes_request_key_uq" ON "purposes" USING btree ("publisher_id","request_key") WHERE "purposes"."request_key" is not null;