ALTER TABLE "scenario_modules" ADD COLUMN "custom_title" text;--> statement-breakpoint
ALTER TABLE "scenario_modules" ADD COLUMN "custom_category" text;