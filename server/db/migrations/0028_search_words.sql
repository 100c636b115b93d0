CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING btree ("word");--> statement-breakpoint
-- The words of a document as written ('simple' lexemes: weights C and D), added when new; a search corrects typed
-- words against them by trigram similarity.
CREATE FUNCTION search_add_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT t.lexeme FROM unnest(NEW.document) AS t(lexeme, positions, weights)
  WHERE t.weights && ARRAY['C', 'D'] AND length(t.lexeme) BETWEEN 3 AND 32
    AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = t.lexeme);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_words AFTER INSERT OR UPDATE OF title, body ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_add_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT t.lexeme FROM search_documents d, unnest(d.document) AS t(lexeme, positions, weights)
WHERE t.weights && ARRAY['C', 'D'] AND length(t.lexeme) BETWEEN 3 AND 32;
--> statement-breakpoint
-- Titles are no longer matched by trigrams: typed words are corrected against search_words instead.
DROP INDEX IF EXISTS search_documents_title_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_documents_project_title_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_documents_section_title_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_documents_module_title_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_documents_item_title_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_documents_comment_title_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_documents_registry_item_title_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_documents_catalog_detail_title_trgm_idx;
