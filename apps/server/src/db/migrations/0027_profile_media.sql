ALTER TABLE "enterprise_page_previews" ADD COLUMN "video_attachment_id" integer;--> statement-breakpoint
ALTER TABLE "enterprise_page_previews" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "enterprise_page_previews" ADD COLUMN "site_image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_page_previews" ADD COLUMN "site_image_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "site_image_keys" text[] DEFAULT '{}'::text[] NOT NULL;