DROP INDEX "data_map_text_vectors_category_unique";--> statement-breakpoint
DROP INDEX "data_map_text_vectors_detail_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_text_vectors_category_model_unique" ON "data_map_text_vectors" USING btree ("data_map_id","data_map_category_id","model_name");--> statement-breakpoint
CREATE UNIQUE INDEX "data_map_text_vectors_detail_model_unique" ON "data_map_text_vectors" USING btree ("data_map_id","data_catalog_detail_id","model_name");