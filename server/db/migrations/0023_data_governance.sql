CREATE TABLE "associated_data_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"data_catalog_id" integer NOT NULL,
	"data_map_id" integer,
	"data_catalog_detail_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "associated_data_elements_unique" UNIQUE NULLS NOT DISTINCT("project_id","data_catalog_detail_id","data_map_id")
);
--> statement-breakpoint
CREATE TABLE "data_catalog_detail_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_catalog_detail_id" integer NOT NULL,
	"linked_detail_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_catalog_detail_links_not_self" CHECK ("data_catalog_detail_links"."data_catalog_detail_id" <> "data_catalog_detail_links"."linked_detail_id")
);
--> statement-breakpoint
CREATE TABLE "data_catalog_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_catalog_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"parent_id" integer,
	"level" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"classification" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_catalog_details_entity_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_value_id" integer NOT NULL,
	"data_catalog_detail_id" integer NOT NULL,
	"data_map_id" integer,
	"module_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_catalog_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_catalog_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_catalog_role_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_catalog_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"permission_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_catalog_user_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_catalog_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"permission_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_map_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_map_id" integer NOT NULL,
	"parent_id" integer,
	"level" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#D2D6E2' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_map_category_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_map_id" integer NOT NULL,
	"data_map_category_id" integer NOT NULL,
	"mapped_category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_map_category_mappings_not_self" CHECK ("data_map_category_mappings"."data_map_category_id" <> "data_map_category_mappings"."mapped_category_id")
);
--> statement-breakpoint
CREATE TABLE "data_map_data_catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_map_id" integer NOT NULL,
	"data_catalog_id" integer NOT NULL,
	"position_x" double precision DEFAULT 0 NOT NULL,
	"position_y" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_map_detail_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_map_id" integer NOT NULL,
	"data_catalog_detail_id" integer NOT NULL,
	"data_map_category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_map_role_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_map_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"permission_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_map_user_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_map_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"permission_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_value_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_value_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_data_catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"data_catalog_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_data_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"data_map_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "associated_data_elements" ADD CONSTRAINT "associated_data_elements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associated_data_elements" ADD CONSTRAINT "associated_data_elements_data_catalog_id_data_catalogs_id_fk" FOREIGN KEY ("data_catalog_id") REFERENCES "public"."data_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associated_data_elements" ADD CONSTRAINT "associated_data_elements_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associated_data_elements" ADD CONSTRAINT "associated_data_elements_data_catalog_detail_id_data_catalog_details_id_fk" FOREIGN KEY ("data_catalog_detail_id") REFERENCES "public"."data_catalog_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_detail_links" ADD CONSTRAINT "data_catalog_detail_links_data_catalog_detail_id_data_catalog_details_id_fk" FOREIGN KEY ("data_catalog_detail_id") REFERENCES "public"."data_catalog_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_detail_links" ADD CONSTRAINT "data_catalog_detail_links_linked_detail_id_data_catalog_details_id_fk" FOREIGN KEY ("linked_detail_id") REFERENCES "public"."data_catalog_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_details" ADD CONSTRAINT "data_catalog_details_data_catalog_id_data_catalogs_id_fk" FOREIGN KEY ("data_catalog_id") REFERENCES "public"."data_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_details" ADD CONSTRAINT "data_catalog_details_group_id_data_catalog_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."data_catalog_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_details" ADD CONSTRAINT "data_catalog_details_parent_id_data_catalog_details_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."data_catalog_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_details_entity_values" ADD CONSTRAINT "data_catalog_details_entity_values_entity_value_id_entity_values_id_fk" FOREIGN KEY ("entity_value_id") REFERENCES "public"."entity_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_details_entity_values" ADD CONSTRAINT "data_catalog_details_entity_values_data_catalog_detail_id_data_catalog_details_id_fk" FOREIGN KEY ("data_catalog_detail_id") REFERENCES "public"."data_catalog_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_details_entity_values" ADD CONSTRAINT "data_catalog_details_entity_values_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_details_entity_values" ADD CONSTRAINT "data_catalog_details_entity_values_module_id_project_scenario_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."project_scenario_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_groups" ADD CONSTRAINT "data_catalog_groups_data_catalog_id_data_catalogs_id_fk" FOREIGN KEY ("data_catalog_id") REFERENCES "public"."data_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_role_permissions" ADD CONSTRAINT "data_catalog_role_permissions_data_catalog_id_data_catalogs_id_fk" FOREIGN KEY ("data_catalog_id") REFERENCES "public"."data_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_role_permissions" ADD CONSTRAINT "data_catalog_role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_user_permissions" ADD CONSTRAINT "data_catalog_user_permissions_data_catalog_id_data_catalogs_id_fk" FOREIGN KEY ("data_catalog_id") REFERENCES "public"."data_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalog_user_permissions" ADD CONSTRAINT "data_catalog_user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalogs" ADD CONSTRAINT "data_catalogs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_catalogs" ADD CONSTRAINT "data_catalogs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_categories" ADD CONSTRAINT "data_map_categories_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_categories" ADD CONSTRAINT "data_map_categories_parent_id_data_map_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."data_map_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_category_mappings" ADD CONSTRAINT "data_map_category_mappings_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_category_mappings" ADD CONSTRAINT "data_map_category_mappings_data_map_category_id_data_map_categories_id_fk" FOREIGN KEY ("data_map_category_id") REFERENCES "public"."data_map_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_category_mappings" ADD CONSTRAINT "data_map_category_mappings_mapped_category_id_data_map_categories_id_fk" FOREIGN KEY ("mapped_category_id") REFERENCES "public"."data_map_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_data_catalogs" ADD CONSTRAINT "data_map_data_catalogs_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_data_catalogs" ADD CONSTRAINT "data_map_data_catalogs_data_catalog_id_data_catalogs_id_fk" FOREIGN KEY ("data_catalog_id") REFERENCES "public"."data_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_detail_mappings" ADD CONSTRAINT "data_map_detail_mappings_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_detail_mappings" ADD CONSTRAINT "data_map_detail_mappings_data_catalog_detail_id_data_catalog_details_id_fk" FOREIGN KEY ("data_catalog_detail_id") REFERENCES "public"."data_catalog_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_detail_mappings" ADD CONSTRAINT "data_map_detail_mappings_data_map_category_id_data_map_categories_id_fk" FOREIGN KEY ("data_map_category_id") REFERENCES "public"."data_map_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_role_permissions" ADD CONSTRAINT "data_map_role_permissions_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_role_permissions" ADD CONSTRAINT "data_map_role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_user_permissions" ADD CONSTRAINT "data_map_user_permissions_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_user_permissions" ADD CONSTRAINT "data_map_user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_maps" ADD CONSTRAINT "data_maps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_maps" ADD CONSTRAINT "data_maps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_value_links" ADD CONSTRAINT "entity_value_links_entity_value_id_entity_values_id_fk" FOREIGN KEY ("entity_value_id") REFERENCES "public"."entity_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_value_links" ADD CONSTRAINT "entity_value_links_module_id_project_scenario_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."project_scenario_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_data_catalogs" ADD CONSTRAINT "project_data_catalogs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_data_catalogs" ADD CONSTRAINT "project_data_catalogs_data_catalog_id_data_catalogs_id_fk" FOREIGN KEY ("data_catalog_id") REFERENCES "public"."data_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_data_maps" ADD CONSTRAINT "project_data_maps_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_data_maps" ADD CONSTRAINT "project_data_maps_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associated_data_elements_detail_idx" ON "associated_data_elements" USING btree ("data_catalog_detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_catalog_detail_links_unique" ON "data_catalog_detail_links" USING btree ("data_catalog_detail_id","linked_detail_id");--> statement-breakpoint
CREATE INDEX "data_catalog_detail_links_linked_idx" ON "data_catalog_detail_links" USING btree ("linked_detail_id");--> statement-breakpoint
CREATE INDEX "data_catalog_details_catalog_idx" ON "data_catalog_details" USING btree ("data_catalog_id");--> statement-breakpoint
CREATE INDEX "data_catalog_details_siblings_idx" ON "data_catalog_details" USING btree ("group_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "data_catalog_details_parent_idx" ON "data_catalog_details" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_catalog_details_entity_values_unique" ON "data_catalog_details_entity_values" USING btree ("entity_value_id","data_catalog_detail_id");--> statement-breakpoint
CREATE INDEX "data_catalog_details_entity_values_module_idx" ON "data_catalog_details_entity_values" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "data_catalog_details_entity_values_detail_idx" ON "data_catalog_details_entity_values" USING btree ("data_catalog_detail_id");--> statement-breakpoint
CREATE INDEX "data_catalog_groups_catalog_idx" ON "data_catalog_groups" USING btree ("data_catalog_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "data_catalog_role_permissions_unique" ON "data_catalog_role_permissions" USING btree ("data_catalog_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_catalog_user_permissions_unique" ON "data_catalog_user_permissions" USING btree ("data_catalog_id","user_id");--> statement-breakpoint
CREATE INDEX "data_catalogs_company_idx" ON "data_catalogs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "data_map_categories_map_idx" ON "data_map_categories" USING btree ("data_map_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_category_mappings_unique" ON "data_map_category_mappings" USING btree ("data_map_category_id","mapped_category_id");--> statement-breakpoint
CREATE INDEX "data_map_category_mappings_map_idx" ON "data_map_category_mappings" USING btree ("data_map_id");--> statement-breakpoint
CREATE INDEX "data_map_category_mappings_mapped_idx" ON "data_map_category_mappings" USING btree ("mapped_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_data_catalogs_unique" ON "data_map_data_catalogs" USING btree ("data_map_id","data_catalog_id");--> statement-breakpoint
CREATE INDEX "data_map_data_catalogs_catalog_idx" ON "data_map_data_catalogs" USING btree ("data_catalog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_detail_mappings_unique" ON "data_map_detail_mappings" USING btree ("data_map_category_id","data_catalog_detail_id");--> statement-breakpoint
CREATE INDEX "data_map_detail_mappings_map_idx" ON "data_map_detail_mappings" USING btree ("data_map_id");--> statement-breakpoint
CREATE INDEX "data_map_detail_mappings_detail_idx" ON "data_map_detail_mappings" USING btree ("data_catalog_detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_role_permissions_unique" ON "data_map_role_permissions" USING btree ("data_map_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_user_permissions_unique" ON "data_map_user_permissions" USING btree ("data_map_id","user_id");--> statement-breakpoint
CREATE INDEX "data_maps_company_idx" ON "data_maps" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_value_links_unique" ON "entity_value_links" USING btree ("entity_value_id","module_id");--> statement-breakpoint
CREATE INDEX "entity_value_links_module_idx" ON "entity_value_links" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_data_catalogs_unique" ON "project_data_catalogs" USING btree ("project_id","data_catalog_id");--> statement-breakpoint
CREATE INDEX "project_data_catalogs_catalog_idx" ON "project_data_catalogs" USING btree ("data_catalog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_data_maps_unique" ON "project_data_maps" USING btree ("project_id","data_map_id");--> statement-breakpoint
CREATE INDEX "project_data_maps_map_idx" ON "project_data_maps" USING btree ("data_map_id");