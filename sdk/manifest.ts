/**
 * The static half of a plugin: pure data, no React. The host reads it to build routes and the
 * "add module" catalogue before any plugin code loads; the server reads it to register module types
 * and to validate entity values against each attribute's JSON Schema.
 */

/** A JSON Schema document (draft 2020-12 subset that Ajv understands). */
export type JsonSchema = Record<string, unknown>;

export type ModuleFamily = 'list' | 'canvas' | 'diagram' | 'document' | 'board' | 'embed';

export interface EntityAttributeManifest {
  /** Unique within the module type, e.g. 'RiskItem'. */
  key: string;
  json_schema: JsonSchema;
  /**
   * The module holds exactly one value of this attribute (a text document, a diagram's settings). The
   * server keeps it that way: a create when one exists updates it instead.
   */
  singleDocument?: boolean;
}

export interface PluginManifest {
  /** The spec's type key, e.g. 'Risks'. */
  typeKey: string;
  /** Route segment, e.g. 'risks' in /projects/{projectId}/risks/{moduleId}. */
  segment: string;
  /** Embed route segment when it differs from `segment` (the image viewer's plural). */
  embedSegment?: string;
  /** Default title, also the i18n fallback. */
  title: string;
  /** One line for the "add module" catalogue. */
  description: string;
  /** Catalogue group. */
  category: string;
  family: ModuleFamily;
  entityAttributes: EntityAttributeManifest[];
}

export function defineManifest<M extends PluginManifest>(manifest: M): M {
  return manifest;
}

// Diagram plugins declare these in their manifests (pure data, read by the server too).
export {
  DIAGRAM_CELL_KEY,
  DIAGRAM_CELL_SCHEMA,
  DIAGRAM_SETTINGS_KEY,
  DIAGRAM_SETTINGS_SCHEMA,
  diagramCellAttribute,
  diagramSettingsAttribute,
} from './diagram/diagram-attributes';
