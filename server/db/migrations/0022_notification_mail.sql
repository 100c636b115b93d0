ALTER TABLE "users" ADD COLUMN "notification_mail" text DEFAULT 'daily_digest' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."mailed_at" is null;--> statement-breakpoint
-- Notifications written before mail existed are not mailed: the first digest would tell of old news.
UPDATE "notifications" SET "mailed_at" = now();