/**
 * Search (docs/architecture.md "Search"): one search document per searchable thing (a project, section, module,
 * entity value, comment, registry item or data catalog detail). Triggers on the source tables write the documents in
 * the same transaction as the change (migration 0024), so every writer keeps them true; the tsvector is a generated
 * column over the document's title and body in the document's text search configuration, plus the 'simple'
 * configuration so that exact words match whatever the reader's language.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SEARCH_KINDS } from '../../../core/domain/search-types';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

/** What a search document stands for; the kinds a search groups its results by. */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    /** 'project' | 'section' | 'module' | 'item' | 'comment' | 'registry_item' | 'catalog_detail' (core/domain/search-types.ts). */
    kind: text('kind').notNull(),
    /** The row's id in its own table; with `source` it names the row. */
    source_id: integer('source_id').notNull(),
    /** The source table for kinds that have several ('stakeholders', 'tags', ...); the kind itself otherwise. */
    source: text('source').notNull(),
    project_id: integer('project_id'),
    module_id: integer('module_id'),
    data_catalog_id: integer('data_catalog_id'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The text search configuration the document was written in (search_config() of its author's language). */
    language: regconfig('language').notNull().default(sql`'simple'::regconfig`),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(language, title), 'A') || setweight(to_tsvector(language, body), 'B') || setweight(to_tsvector('simple'::regconfig, title), 'C') || setweight(to_tsvector('simple'::regconfig, body), 'D')`,
      ),
  },
  (t) => [
    uniqueIndex('search_documents_source_unique').on(t.source, t.source_id),
    // One index per kind: a search takes the best matches of each kind, and a kind with few documents must not be
    // found by reading past the documents of the others.
    ...SEARCH_KINDS.map((kind) => index(`search_documents_${kind}_document_idx`).using('gin', t.document).where(sql.raw(`kind = '${kind}'`))),
    index('search_documents_project_idx').on(t.project_id),
    index('search_documents_catalog_idx').on(t.data_catalog_id),
  ],
);

/**
 * Every distinct word of the search documents (their 'simple' lexemes of 3 to 32 characters), written by a trigger
 * on search_documents (migration 0028) and never removed: a word no document holds any longer only costs a
 * query term that finds nothing. A typed word that starts none of them is looked up here by trigram similarity
 * (trigram-search.ts), and the similar words join the query: "warehuose" finds "warehouse".
 */
export const searchWords = pgTable(
  'search_words',
  {
    // No unique key: two writers adding the same new word at once must not wait for each other, and a repeat is
    // harmless.
    word: text('word').notNull(),
  },
  // Pattern operators, so that the words a typed word starts (`LIKE 'deliv%'`) are read from the index whatever the
  // database's collation; equality (the trigger's "is it new") uses it too.
  (t) => [index('search_words_word_prefix_idx').on(t.word.op('text_pattern_ops'))],
);
