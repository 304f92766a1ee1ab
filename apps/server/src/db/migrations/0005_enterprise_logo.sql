ALTER TABLE "enterprises" ADD COLUMN "logo_attachment_id" integer;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "logo_key" text;