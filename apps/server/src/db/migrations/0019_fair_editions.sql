CREATE TABLE "fair_editions" (
	"id" integer PRIMARY KEY NOT NULL,
	"edition" integer NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"open_time" text NOT NULL,
	"close_time" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"city_zh_hans" text NOT NULL,
	"city_zh_hant" text NOT NULL,
	"city_en" text NOT NULL,
	"venue_zh_hans" text NOT NULL,
	"venue_zh_hant" text NOT NULL,
	"venue_en" text NOT NULL,
	"halls" text[] DEFAULT '{}'::text[] NOT NULL,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"is_current" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fair_editions_current_uq" ON "fair_editions" USING btree ("is_current") WHERE "fair_editions"."is_current";--> statement-breakpoint
CREATE INDEX "fair_editions_start_idx" ON "fair_editions" USING btree ("start_date");