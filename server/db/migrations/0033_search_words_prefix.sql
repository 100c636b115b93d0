DROP INDEX "search_words_word_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);