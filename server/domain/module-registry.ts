/**
 * Module types come from plugins/<segment>/manifest.ts. At start every manifest is read, its module type
 * and entity attributes are upserted (idempotent: run it as often as you like), and each attribute's JSON
 * Schema is compiled once so entity values can be validated without touching the database.
 */
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { EntityAttributeManifest, PluginManifest } from '../../sdk/manifest';
import type { Queryable } from '../db/client';
import { entityAttributes, scenarioModules } from '../db/schema';
import { PROJECT_ROOT } from '../config';
import { compileDocumentValidator, createDocumentAjv, type DocumentValidator } from './json-schema-validator';

export const PLUGINS_DIR = resolve(PROJECT_ROOT, 'plugins');

export interface RegisteredAttribute {
  id: number;
  moduleTypeId: number;
  key: string;
  jsonSchema: Record<string, unknown>;
  /** One value per module (see EntityAttributeManifest.singleDocument). */
  singleDocument: boolean;
  /** The value exists only while one of these fields says something (see EntityAttributeManifest.keptWhileFilled). */
  keptWhileFilled?: readonly string[];
  validate: DocumentValidator;
}

export interface RegisteredModuleType {
  id: number;
  typeKey: string;
  manifest: PluginManifest;
  attributes: RegisteredAttribute[];
}

export interface ModuleRegistry {
  readonly manifests: readonly PluginManifest[];
  readonly moduleTypes: readonly RegisteredModuleType[];
  moduleTypeByKey(typeKey: string): RegisteredModuleType | undefined;
  moduleTypeById(id: number): RegisteredModuleType | undefined;
  attributeById(id: number): RegisteredAttribute | undefined;
  /** The attribute of a module type with this key (e.g. 'Risks', 'RiskItem'). */
  attributeByKey(typeKey: string, key: string): RegisteredAttribute | undefined;
  /**
   * The validator of an entity attribute: it answers null for a valid document, else the failing fields
   * as JSON pointers into the document without the leading slash ('title', 'items/0/name').
   * Undefined when no registered manifest declares this attribute.
   */
  validatorFor(attributeId: number): DocumentValidator | undefined;
}

function isManifest(value: unknown): value is PluginManifest {
  const m = value as Partial<PluginManifest> | null;
  return !!m && typeof m.typeKey === 'string' && typeof m.segment === 'string' && Array.isArray(m.entityAttributes);
}

/** The default export of every plugins/<folder>/manifest.ts, in folder order. */
export async function readManifests(pluginsDir = PLUGINS_DIR): Promise<PluginManifest[]> {
  const folders = (await readdir(pluginsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const manifests: PluginManifest[] = [];
  for (const folder of folders) {
    const file = join(pluginsDir, folder, 'manifest.ts');
    if (!existsSync(file)) continue;
    const loaded = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (!isManifest(loaded.default)) {
      throw new Error(`${file} must default-export defineManifest({...}) with typeKey, segment and entityAttributes.`);
    }
    manifests.push(loaded.default);
  }
  const seen = new Set<string>();
  for (const m of manifests) {
    if (seen.has(m.typeKey)) throw new Error(`Two plugins declare the type key "${m.typeKey}"; type keys must be unique.`);
    seen.add(m.typeKey);
  }
  return manifests;
}

/** The schema's failures first; a document that passes it is then refined (EntityAttributeManifest.refine). */
function refinedValidator(schemaValidator: DocumentValidator, refine: EntityAttributeManifest['refine']): DocumentValidator {
  if (!refine) return schemaValidator;
  return (document) => {
    // A manifest's own checks name no code: the client says "not valid" in the user's language.
    const failures = schemaValidator(document) ?? refine(document).map((failure) => ({ ...failure, code: 'invalid' as const }));
    return failures.length > 0 ? failures : null;
  };
}

/** Upserts module types and attributes for the manifests and compiles their schemas. */
export async function registerModules(db: Queryable, manifests: readonly PluginManifest[]): Promise<ModuleRegistry> {
  const ajv = createDocumentAjv();
  const moduleTypes: RegisteredModuleType[] = [];
  // Compile every schema before writing anything, so a broken manifest changes no row.
  const validators = manifests.map((manifest) =>
    manifest.entityAttributes.map((attribute) => {
      try {
        return refinedValidator(compileDocumentValidator(ajv, attribute.json_schema), attribute.refine);
      } catch (error) {
        throw new Error(`The JSON Schema of ${manifest.typeKey}.${attribute.key} does not compile: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  );
  for (const [index, manifest] of manifests.entries()) {
    const fields = {
      segment: manifest.segment,
      title: manifest.title,
      category: manifest.category,
      family: manifest.family,
    };
    const [row] = await db
      .insert(scenarioModules)
      .values({ type_key: manifest.typeKey, ...fields })
      .onConflictDoUpdate({ target: scenarioModules.type_key, set: fields })
      .returning({ id: scenarioModules.id });
    const attributes: RegisteredAttribute[] = [];
    for (const [attributeIndex, attribute] of manifest.entityAttributes.entries()) {
      const [attributeRow] = await db
        .insert(entityAttributes)
        .values({ module_type_id: row.id, key: attribute.key, json_schema: attribute.json_schema })
        .onConflictDoUpdate({
          target: [entityAttributes.module_type_id, entityAttributes.key],
          set: { json_schema: sql`excluded.json_schema` },
        })
        .returning({ id: entityAttributes.id });
      attributes.push({
        id: attributeRow.id,
        moduleTypeId: row.id,
        key: attribute.key,
        jsonSchema: attribute.json_schema,
        singleDocument: attribute.singleDocument === true,
        keptWhileFilled: attribute.keptWhileFilled,
        validate: validators[index][attributeIndex],
      });
    }
    moduleTypes.push({ id: row.id, typeKey: manifest.typeKey, manifest, attributes });
  }
  return createRegistry(moduleTypes);
}

function createRegistry(moduleTypes: RegisteredModuleType[]): ModuleRegistry {
  const byKey = new Map(moduleTypes.map((t) => [t.typeKey, t]));
  const byId = new Map(moduleTypes.map((t) => [t.id, t]));
  const attributes = new Map(moduleTypes.flatMap((t) => t.attributes.map((a) => [a.id, a] as const)));
  return {
    manifests: moduleTypes.map((t) => t.manifest),
    moduleTypes,
    moduleTypeByKey: (typeKey) => byKey.get(typeKey),
    moduleTypeById: (id) => byId.get(id),
    attributeById: (id) => attributes.get(id),
    attributeByKey: (typeKey, key) => byKey.get(typeKey)?.attributes.find((a) => a.key === key),
    validatorFor: (id) => attributes.get(id)?.validate,
  };
}

/** Reads plugins/*\/manifest.ts and registers them: what the server does at start. */
export async function loadModuleRegistry(db: Queryable, pluginsDir = PLUGINS_DIR): Promise<ModuleRegistry> {
  return registerModules(db, await readManifests(pluginsDir));
}
