-- Hall plans show their walls (null: the plan's rectangle) and their entrances and facilities (issue 24).
ALTER TABLE "hall_plans" ADD COLUMN "outline" jsonb;--> statement-breakpoint
ALTER TABLE "hall_plans" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;