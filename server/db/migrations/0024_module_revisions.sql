CREATE TABLE "module_revision_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"revision_id" integer NOT NULL,
	"entity_value_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "module_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"kind" text DEFAULT 'edit' NOT NULL,
	"restored_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "module_revision_items" ADD CONSTRAINT "module_revision_items_revision_id_module_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."module_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_revisions" ADD CONSTRAINT "module_revisions_module_id_project_scenario_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."project_scenario_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_revisions" ADD CONSTRAINT "module_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_revisions" ADD CONSTRAINT "module_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_revision_items_revision_idx" ON "module_revision_items" USING btree ("revision_id");--> statement-breakpoint
CREATE INDEX "module_revisions_module_idx" ON "module_revisions" USING btree ("module_id","id");--> statement-breakpoint
CREATE INDEX "module_revisions_created_idx" ON "module_revisions" USING btree ("created_at");