CREATE TABLE "user_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"company_id" integer NOT NULL,
	"project_id" integer,
	"module_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_module_id_project_scenario_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."project_scenario_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_events_created_idx" ON "user_events" USING btree ("created_at","user_id","company_id","project_id","kind");--> statement-breakpoint
CREATE INDEX "user_events_company_created_idx" ON "user_events" USING btree ("company_id","created_at","user_id","project_id","kind");--> statement-breakpoint
CREATE INDEX "user_events_user_created_idx" ON "user_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_events_ai_requests_idx" ON "user_events" USING btree ("created_at","company_id") WHERE "user_events"."kind" = 'ai_request';