CREATE TABLE "attachment_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"attachment_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_variants" ADD CONSTRAINT "attachment_variants_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_variants_key_uq" ON "attachment_variants" USING btree ("key");--> statement-breakpoint
CREATE INDEX "attachment_variants_att_idx" ON "attachment_variants" USING btree ("attachment_id");