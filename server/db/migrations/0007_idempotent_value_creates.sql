ALTER TABLE "entity_values" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "entity_values" ADD COLUMN "single_document" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "entity_values_module_client_id_unique" ON "entity_values" USING btree ("module_id","client_id") WHERE "entity_values"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "entity_values_single_document_unique" ON "entity_values" USING btree ("module_id","entity_attribute_id") WHERE "entity_values"."single_document";