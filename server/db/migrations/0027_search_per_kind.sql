DROP INDEX "search_documents_document_idx";--> statement-breakpoint
CREATE INDEX "search_documents_project_document_idx" ON "search_documents" USING gin ("document") WHERE kind = 'project';--> statement-breakpoint
CREATE INDEX "search_documents_section_document_idx" ON "search_documents" USING gin ("document") WHERE kind = 'section';--> statement-breakpoint
CREATE INDEX "search_documents_module_document_idx" ON "search_documents" USING gin ("document") WHERE kind = 'module';--> statement-breakpoint
CREATE INDEX "search_documents_item_document_idx" ON "search_documents" USING gin ("document") WHERE kind = 'item';--> statement-breakpoint
CREATE INDEX "search_documents_comment_document_idx" ON "search_documents" USING gin ("document") WHERE kind = 'comment';--> statement-breakpoint
CREATE INDEX "search_documents_registry_item_document_idx" ON "search_documents" USING gin ("document") WHERE kind = 'registry_item';--> statement-breakpoint
CREATE INDEX "search_documents_catalog_detail_document_idx" ON "search_documents" USING gin ("document") WHERE kind = 'catalog_detail';