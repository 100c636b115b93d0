CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"linkable_type" text NOT NULL,
	"linkable_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_and_service_item_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "product_and_service_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"link_title" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"product_and_service_item_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_and_service_map_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"module_id" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"product_and_service_item_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholder_map_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"module_id" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"stakeholder_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholder_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "stakeholders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"link_title" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"stakeholder_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "tag_map_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"module_id" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text,
	"tag_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entity_values" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "entity_values" ADD COLUMN "stakeholder_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "entity_values" ADD COLUMN "product_and_service_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "entity_values" ADD COLUMN "user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_and_service_item_categories" ADD CONSTRAINT "product_and_service_item_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_and_service_items" ADD CONSTRAINT "product_and_service_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_and_service_map_items" ADD CONSTRAINT "product_and_service_map_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_and_service_map_items" ADD CONSTRAINT "product_and_service_map_items_module_id_project_scenario_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."project_scenario_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_and_service_map_items" ADD CONSTRAINT "product_and_service_map_items_product_and_service_item_id_product_and_service_items_id_fk" FOREIGN KEY ("product_and_service_item_id") REFERENCES "public"."product_and_service_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_map_items" ADD CONSTRAINT "stakeholder_map_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_map_items" ADD CONSTRAINT "stakeholder_map_items_module_id_project_scenario_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."project_scenario_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_map_items" ADD CONSTRAINT "stakeholder_map_items_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_roles" ADD CONSTRAINT "stakeholder_roles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholders" ADD CONSTRAINT "stakeholders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_categories" ADD CONSTRAINT "tag_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_map_items" ADD CONSTRAINT "tag_map_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_map_items" ADD CONSTRAINT "tag_map_items_module_id_project_scenario_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."project_scenario_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_map_items" ADD CONSTRAINT "tag_map_items_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_owner_idx" ON "links" USING btree ("linkable_type","linkable_id","position");--> statement-breakpoint
CREATE INDEX "product_and_service_item_categories_project_idx" ON "product_and_service_item_categories" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "product_and_service_items_project_idx" ON "product_and_service_items" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_and_service_map_items_unique" ON "product_and_service_map_items" USING btree ("module_id","product_and_service_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholder_map_items_unique" ON "stakeholder_map_items" USING btree ("module_id","stakeholder_id");--> statement-breakpoint
CREATE INDEX "stakeholder_roles_project_idx" ON "stakeholder_roles" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "stakeholders_project_idx" ON "stakeholders" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "tag_categories_project_idx" ON "tag_categories" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_map_items_unique" ON "tag_map_items" USING btree ("module_id","tag_id");--> statement-breakpoint
CREATE INDEX "tags_project_idx" ON "tags" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "entity_values_tag_ids_idx" ON "entity_values" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "entity_values_stakeholder_ids_idx" ON "entity_values" USING gin ("stakeholder_ids");--> statement-breakpoint
CREATE INDEX "entity_values_product_and_service_item_ids_idx" ON "entity_values" USING gin ("product_and_service_item_ids");--> statement-breakpoint
CREATE INDEX "entity_values_user_ids_idx" ON "entity_values" USING gin ("user_ids");