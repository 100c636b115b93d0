/** The shape of a module kind's content: its attributes and their JSON Schemas (pure data). */

/** A JSON Schema document (draft 2020-12 subset that Ajv understands). */
export type JsonSchema = Record<string, unknown>;

export interface EntityAttributeManifest {
  /** Unique within the module type, e.g. 'RiskItem'. */
  key: string;
  json_schema: JsonSchema;
  /**
   * The module holds exactly one value of this attribute (a text document, a diagram's settings). The
   * server keeps it that way: a create when one exists updates it instead.
   */
  singleDocument?: boolean;
  /**
   * The value exists only while one of these fields says something (core/domain/kept-while-filled.ts): the
   * server deletes a value that a write leaves with all of them empty and no comments, and refuses to create one.
   */
  keptWhileFilled?: readonly string[];
  /**
   * What the schema cannot say (e.g. that a URL names a YouTube video), checked by the server after the schema
   * on every write: pure, no I/O. Answers the failing fields (`url`) with their messages.
   */
  refine?: (document: unknown) => { field: string; message: string }[];
}
