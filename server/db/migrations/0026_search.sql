CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"source" text NOT NULL,
	"project_id" integer,
	"module_id" integer,
	"data_catalog_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"language" "regconfig" DEFAULT 'simple'::regconfig NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(language, title), 'A') || setweight(to_tsvector(language, body), 'B') || setweight(to_tsvector('simple'::regconfig, title), 'C') || setweight(to_tsvector('simple'::regconfig, body), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_source_unique" ON "search_documents" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_project_idx" ON "search_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "search_documents_catalog_idx" ON "search_documents" USING btree ("data_catalog_id");--> statement-breakpoint
-- Search documents are written by these triggers, in the transaction of the change, whoever writes.
-- The text search configuration of an interface language ('simple' for any other).
CREATE FUNCTION search_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE split_part(lower(coalesce(language, '')), '-', 1)
    WHEN 'en' THEN 'english' WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french' WHEN 'es' THEN 'spanish'
    WHEN 'ar' THEN 'arabic' WHEN 'pt' THEN 'portuguese' ELSE 'simple' END)::regconfig
$$;--> statement-breakpoint
-- A project's content is indexed in the language of the person who made the project.
CREATE FUNCTION search_project_language(project integer) RETURNS regconfig LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT search_config(u.language) FROM projects p JOIN users u ON u.id = p.created_by WHERE p.id = project), 'simple'::regconfig)
$$;--> statement-breakpoint
-- Text without markup: rich text's tags become spaces, its common entities their characters.
CREATE FUNCTION search_plain_text(content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(replace(
    regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&')
$$;--> statement-breakpoint
-- The words of an entity value: every string it holds (list fields, checklists, rich text, a diagram cell's title),
-- except the fields that name things rather than say them (ids, shape types, colours, links).
CREATE FUNCTION search_value_text(value jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(search_plain_text(leaf #>> '{}'), ' '), '')
  FROM jsonb_each(CASE WHEN jsonb_typeof(value) = 'object' THEN value ELSE '{}'::jsonb END) AS field(key, content),
    jsonb_path_query(field.content, 'strict $.**') AS leaf
  WHERE field.key NOT IN ('jsid', 'type', 'layer_id', 'mode', 'celltype', 'image', 'color', 'colour', 'url', 'link_url', 'icon', 'source', 'target', 'connector', 'router', 'layers')
    AND jsonb_typeof(leaf) = 'string'
    AND (leaf #>> '{}') !~ '^(#[0-9A-Fa-f]{3,8}|[0-9A-Fa-f-]{36}|https?://\S*|data:\S*)$'
$$;--> statement-breakpoint
-- The title of an entity value: its first naming field, else the start of its words.
CREATE FUNCTION search_value_title(value jsonb, words text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(btrim(search_plain_text(value ->> 'name')), ''),
    nullif(btrim(search_plain_text(value ->> 'title')), ''),
    nullif(btrim(search_plain_text(value ->> 'text')), ''),
    left(btrim(words), 120))
$$;--> statement-breakpoint
CREATE FUNCTION search_put(
  p_source text, p_kind text, p_source_id integer, p_project integer, p_module integer, p_catalog integer,
  p_title text, p_body text, p_language regconfig
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_documents (source, kind, source_id, project_id, module_id, data_catalog_id, title, body, language)
  VALUES (p_source, p_kind, p_source_id, p_project, p_module, p_catalog, left(coalesce(p_title, ''), 500), left(coalesce(p_body, ''), 20000), p_language)
  ON CONFLICT (source, source_id) DO UPDATE SET
    kind = excluded.kind, project_id = excluded.project_id, module_id = excluded.module_id, data_catalog_id = excluded.data_catalog_id,
    title = excluded.title, body = excluded.body, language = excluded.language
$$;--> statement-breakpoint
CREATE FUNCTION search_remove(p_source text, p_source_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE source = p_source AND source_id = p_source_id
$$;--> statement-breakpoint
CREATE FUNCTION search_write_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_remove('projects', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('projects', 'project', NEW.id, NEW.id, NULL, NULL, NEW.name, NEW.description, search_project_language(NEW.id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_projects AFTER INSERT OR DELETE OR UPDATE OF name, description, created_by ON projects
  FOR EACH ROW EXECUTE FUNCTION search_write_project();--> statement-breakpoint
CREATE FUNCTION search_write_section() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_remove('sections', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('sections', 'section', NEW.id, NEW.project_id, NULL, NULL, NEW.name, '', search_project_language(NEW.project_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_sections AFTER INSERT OR DELETE OR UPDATE OF name ON sections
  FOR EACH ROW EXECUTE FUNCTION search_write_section();--> statement-breakpoint
CREATE FUNCTION search_write_module() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_remove('project_scenario_modules', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('project_scenario_modules', 'module', NEW.id, NEW.project_id, NEW.id, NULL, NEW.name, NEW.description,
    search_project_language(NEW.project_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_modules AFTER INSERT OR DELETE OR UPDATE OF name, description ON project_scenario_modules
  FOR EACH ROW EXECUTE FUNCTION search_write_module();--> statement-breakpoint
CREATE FUNCTION search_write_entity_value() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE words text;
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_remove('entity_values', OLD.id); RETURN OLD; END IF;
  words := search_value_text(NEW.value);
  -- A value with no words (a diagram link, a position) has nothing to find.
  IF btrim(words) = '' THEN PERFORM search_remove('entity_values', NEW.id); RETURN NEW; END IF;
  PERFORM search_put('entity_values', 'item', NEW.id, NEW.project_id, NEW.module_id, NULL, search_value_title(NEW.value, words), words,
    search_project_language(NEW.project_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_entity_values AFTER INSERT OR DELETE OR UPDATE OF value, module_id, project_id ON entity_values
  FOR EACH ROW EXECUTE FUNCTION search_write_entity_value();--> statement-breakpoint
CREATE FUNCTION search_write_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE words text;
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_remove('comments', OLD.id); RETURN OLD; END IF;
  IF NEW.deleted_at IS NOT NULL THEN PERFORM search_remove('comments', NEW.id); RETURN NEW; END IF;
  words := btrim(search_plain_text(NEW.body));
  PERFORM search_put('comments', 'comment', NEW.id, NEW.project_id, NEW.module_id, NULL, left(words, 120), words,
    search_project_language(NEW.project_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_comments AFTER INSERT OR DELETE OR UPDATE OF body, deleted_at ON comments
  FOR EACH ROW EXECUTE FUNCTION search_write_comment();--> statement-breakpoint
-- Stakeholders, products and services, tags: the table's name is the document's source.
CREATE FUNCTION search_write_registry_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_remove(TG_TABLE_NAME, OLD.id); RETURN OLD; END IF;
  PERFORM search_put(TG_TABLE_NAME, 'registry_item', NEW.id, NEW.project_id, NULL, NULL, NEW.name, NEW.description,
    search_project_language(NEW.project_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_stakeholders AFTER INSERT OR DELETE OR UPDATE OF name, description ON stakeholders
  FOR EACH ROW EXECUTE FUNCTION search_write_registry_item();--> statement-breakpoint
CREATE TRIGGER search_product_and_service_items AFTER INSERT OR DELETE OR UPDATE OF name, description ON product_and_service_items
  FOR EACH ROW EXECUTE FUNCTION search_write_registry_item();--> statement-breakpoint
CREATE TRIGGER search_tags AFTER INSERT OR DELETE OR UPDATE OF name, description ON tags
  FOR EACH ROW EXECUTE FUNCTION search_write_registry_item();--> statement-breakpoint
-- A catalog's details are indexed in the language of the person who made the catalog.
CREATE FUNCTION search_write_catalog_detail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_remove('data_catalog_details', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('data_catalog_details', 'catalog_detail', NEW.id, NULL, NULL, NEW.data_catalog_id, NEW.name,
    concat_ws(' ', NEW.description, NEW.type, NEW.owner, NEW.classification),
    coalesce((SELECT search_config(u.language) FROM data_catalogs c JOIN users u ON u.id = c.created_by WHERE c.id = NEW.data_catalog_id), 'simple'::regconfig));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER search_data_catalog_details AFTER INSERT OR DELETE OR UPDATE OF name, description, type, owner, classification ON data_catalog_details
  FOR EACH ROW EXECUTE FUNCTION search_write_catalog_detail();--> statement-breakpoint
-- What existed before search: written once, as the triggers would have.
SELECT search_put('projects', 'project', id, id, NULL, NULL, name, description, search_project_language(id)) FROM projects;--> statement-breakpoint
SELECT search_put('sections', 'section', id, project_id, NULL, NULL, name, '', search_project_language(project_id)) FROM sections;--> statement-breakpoint
SELECT search_put('project_scenario_modules', 'module', id, project_id, id, NULL, name, description, search_project_language(project_id)) FROM project_scenario_modules;--> statement-breakpoint
SELECT search_put('entity_values', 'item', id, project_id, module_id, NULL, search_value_title(value, words), words, search_project_language(project_id))
  FROM (SELECT id, project_id, module_id, value, search_value_text(value) AS words FROM entity_values) AS v WHERE btrim(words) <> '';--> statement-breakpoint
SELECT search_put('comments', 'comment', id, project_id, module_id, NULL, left(btrim(search_plain_text(body)), 120), btrim(search_plain_text(body)), search_project_language(project_id))
  FROM comments WHERE deleted_at IS NULL;--> statement-breakpoint
SELECT search_put(source, 'registry_item', id, project_id, NULL, NULL, name, description, search_project_language(project_id))
  FROM (SELECT 'stakeholders' AS source, id, project_id, name, description FROM stakeholders
    UNION ALL SELECT 'product_and_service_items', id, project_id, name, description FROM product_and_service_items
    UNION ALL SELECT 'tags', id, project_id, name, description FROM tags) AS registry;--> statement-breakpoint
SELECT search_put('data_catalog_details', 'catalog_detail', d.id, NULL, NULL, d.data_catalog_id, d.name,
    concat_ws(' ', d.description, d.type, d.owner, d.classification), coalesce(search_config(u.language), 'simple'::regconfig))
  FROM data_catalog_details d JOIN data_catalogs c ON c.id = d.data_catalog_id LEFT JOIN users u ON u.id = c.created_by;
