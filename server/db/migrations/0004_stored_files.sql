CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"project_id" integer NOT NULL,
	"module_id" integer,
	"entity_value_id" integer,
	"resource_id" integer,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_module_id_project_scenario_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."project_scenario_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_entity_value_id_entity_values_id_fk" FOREIGN KEY ("entity_value_id") REFERENCES "public"."entity_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_resource_id_project_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."project_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_module_idx" ON "stored_files" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "stored_files_entity_value_idx" ON "stored_files" USING btree ("entity_value_id");--> statement-breakpoint
-- Rows for the files already stored (their bytes keep their own content type; the size is unknown here).
INSERT INTO "stored_files" ("key", "project_id", "resource_id", "kind", "content_type", "byte_size")
SELECT "storage_key", "project_id", "id", 'project_resource', coalesce("content_type", 'application/pdf'), coalesce("byte_size", 0)
FROM "project_resources" WHERE "storage_key" IS NOT NULL
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("key", "project_id", "kind", "content_type", "byte_size")
SELECT "image", "id", 'project_image', 'application/octet-stream', 0
FROM "projects" WHERE "image" IS NOT NULL AND "image" NOT LIKE '/%' AND "image" !~ '^https?:'
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("key", "project_id", "module_id", "kind", "content_type", "byte_size")
SELECT "preview_image", "project_id", "id", 'module_preview', 'application/octet-stream', 0
FROM "project_scenario_modules" WHERE "preview_image" IS NOT NULL AND "preview_image" NOT LIKE '/%' AND "preview_image" !~ '^https?:'
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- A cell's image is its module's only when the key sits under that module's own folder (a copy shared its
-- source's keys: the source keeps them).
INSERT INTO "stored_files" ("key", "project_id", "module_id", "entity_value_id", "kind", "content_type", "byte_size")
SELECT DISTINCT ON (substr("value"->'image'->>'url', 12)) substr("value"->'image'->>'url', 12), "project_id", "module_id", "id", 'cell_image', 'application/octet-stream', 0
FROM "entity_values"
WHERE "value"->'image'->>'url' LIKE '/api/files/projects/' || "project_id" || '/modules/' || "module_id" || '/cells/%'
ORDER BY substr("value"->'image'->>'url', 12), "id"
ON CONFLICT ("key") DO NOTHING;
