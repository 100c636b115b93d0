CREATE TABLE "statistics_activity_days" (
	"tz" text NOT NULL,
	"day" date NOT NULL,
	"company_id" integer,
	"active_users" integer NOT NULL,
	"monthly_active_users" integer NOT NULL,
	CONSTRAINT "statistics_activity_days_key" UNIQUE NULLS NOT DISTINCT("tz","day","company_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_hour_days" (
	"tz" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"company_id" integer,
	"events" integer NOT NULL,
	CONSTRAINT "statistics_hour_days_key" UNIQUE NULLS NOT DISTINCT("tz","day","company_id","hour")
);
--> statement-breakpoint
CREATE TABLE "statistics_project_days" (
	"tz" text NOT NULL,
	"day" date NOT NULL,
	"project_id" integer NOT NULL,
	"events" integer NOT NULL,
	"views" integer NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"last_view_at" timestamp with time zone,
	CONSTRAINT "statistics_project_days_tz_day_project_id_pk" PRIMARY KEY("tz","day","project_id")
);
--> statement-breakpoint
ALTER TABLE "statistics_activity_days" ADD CONSTRAINT "statistics_activity_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_hour_days" ADD CONSTRAINT "statistics_hour_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_project_days" ADD CONSTRAINT "statistics_project_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistics_project_days_project_idx" ON "statistics_project_days" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "user_events_project_created_idx" ON "user_events" USING btree ("project_id","created_at","kind","user_id");--> statement-breakpoint
-- Events written or deleted with a time already past (the demo seed, tests, the retention job) change the days
-- they fall on in any time zone (a day either side of their UTC date) and, for monthly active users, the 30 days
-- after: forget those days' figures, which the next statistics call counts again.
CREATE FUNCTION "forget_statistics_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (
    SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date AS day FROM changed_events WHERE created_at < now()
  ), forgotten_activity AS (
    DELETE FROM statistics_activity_days s USING touched WHERE s.day BETWEEN touched.day - 1 AND touched.day + 30
  ), forgotten_hours AS (
    DELETE FROM statistics_hour_days s USING touched WHERE s.day BETWEEN touched.day - 1 AND touched.day + 1
  )
  DELETE FROM statistics_project_days s USING touched WHERE s.day BETWEEN touched.day - 1 AND touched.day + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_events_inserted_forget_statistics_days" AFTER INSERT ON "user_events"
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION "forget_statistics_days"();--> statement-breakpoint
CREATE TRIGGER "user_events_deleted_forget_statistics_days" AFTER DELETE ON "user_events"
  REFERENCING OLD TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION "forget_statistics_days"();
