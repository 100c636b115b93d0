CREATE TABLE "feature_notification_views" (
	"user_id" integer NOT NULL,
	"feature_notification_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_notification_views_user_id_feature_notification_id_pk" PRIMARY KEY("user_id","feature_notification_id")
);
--> statement-breakpoint
CREATE TABLE "feature_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feature_notification_views" ADD CONSTRAINT "feature_notification_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_notification_views" ADD CONSTRAINT "feature_notification_views_feature_notification_id_feature_notifications_id_fk" FOREIGN KEY ("feature_notification_id") REFERENCES "public"."feature_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_notifications_valid_idx" ON "feature_notifications" USING btree ("valid_from","valid_to");