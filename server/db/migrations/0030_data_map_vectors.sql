CREATE TABLE "data_map_text_vectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_map_id" integer NOT NULL,
	"data_map_category_id" integer,
	"data_catalog_detail_id" integer,
	"text_hash" text NOT NULL,
	"model_name" text NOT NULL,
	"vector" real[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_map_text_vectors_one_subject" CHECK (num_nonnulls("data_map_text_vectors"."data_map_category_id", "data_map_text_vectors"."data_catalog_detail_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "data_map_text_vectors" ADD CONSTRAINT "data_map_text_vectors_data_map_id_data_maps_id_fk" FOREIGN KEY ("data_map_id") REFERENCES "public"."data_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_text_vectors" ADD CONSTRAINT "data_map_text_vectors_data_map_category_id_data_map_categories_id_fk" FOREIGN KEY ("data_map_category_id") REFERENCES "public"."data_map_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_map_text_vectors" ADD CONSTRAINT "data_map_text_vectors_data_catalog_detail_id_data_catalog_details_id_fk" FOREIGN KEY ("data_catalog_detail_id") REFERENCES "public"."data_catalog_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_text_vectors_category_unique" ON "data_map_text_vectors" USING btree ("data_map_id","data_map_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_text_vectors_detail_unique" ON "data_map_text_vectors" USING btree ("data_map_id","data_catalog_detail_id");