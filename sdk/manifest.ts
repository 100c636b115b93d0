/**
 * The static half of a plugin: pure data, no React. The host reads it to build routes and the
 * "add module" catalogue before any plugin code loads; the server reads it to register module types
 * and to validate entity values against each attribute's JSON Schema.
 */

import type { AssistantAction } from '../core/domain/assistant-types';
import type { EntityAttributeManifest } from './entity-attribute';
import {
  canvasLayoutProblems,
  canvasNoteSchema,
  listItemSchema,
  type CanvasDeclaration,
  type ListDeclaration,
} from './family/family-declaration';
import { registryDeclarationProblems, type RegistryDeclaration } from './registry/registry-declaration';
import { boardCardSchema, boardColumnSchema, boardDeclarationProblems, type BoardDeclaration } from './board/board-declaration';
import { embeddedPageSchema, siteUrlProblems, type EmbedDeclaration } from './external-embed/embed-declaration';

/** `contentMediaType` of a schema string that holds rich text: the server cleans it on every write. */
export { RICH_TEXT_MEDIA_TYPE } from '../core/domain/rich-text-policy';

export type ModuleFamily = 'list' | 'canvas' | 'registry' | 'diagram' | 'document' | 'board' | 'embed';

/** The groups of the "add module" catalogue; a new one is a deliberate change here. */
export const MODULE_CATEGORIES = ['Lists', 'Canvases', 'Diagrams', 'Documents', 'Boards', 'Embeds'] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

/**
 * What a module's card on the project page shows of its content: counted by the server over the values of
 * one attribute and sent with the modules list, so a project of hundreds of modules costs no extra call.
 * The card says it in the plugin's `cardSummary` message, given `count`, or `done` and `total`.
 */
export interface CardSummaryDeclaration {
  /** The entity attribute whose values are counted. */
  attributeKey: string;
  /** A boolean property of the value: the card shows how many are true of all ("3 of 7 done"). Without it, the count. */
  doneProperty?: string;
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
  category: ModuleCategory;
  family: ModuleFamily;
  entityAttributes: EntityAttributeManifest[];
  /** A list family kind's declaration (defineListManifest); the family view draws it. */
  list?: ListDeclaration;
  /** A canvas family kind's declaration (defineCanvasManifest); the family view draws it. */
  canvas?: CanvasDeclaration;
  /** A registry family kind's declaration (defineRegistryManifest): which project registry it shows. */
  registry?: RegistryDeclaration;
  /** A board family kind's declaration (defineBoardManifest): its cards and column sets. */
  board?: BoardDeclaration;
  /** What the module's card on the project page says of its content. */
  cardSummary?: CardSummaryDeclaration;
  /** An external-embed kind's declaration (defineEmbedManifest): framed pages and where they may come from. */
  embed?: EmbedDeclaration;
  /**
   * What the assistant panel offers for this kind besides "Summarise", which every module has (e.g.
   * `['suggest_risks']`); see sdk/assistant/assistant-actions.ts.
   */
  assistantActions?: readonly AssistantAction[];
}

export function defineManifest<M extends PluginManifest>(manifest: M): M {
  return manifest;
}

type FamilyManifestInput = Omit<PluginManifest, 'family' | 'entityAttributes' | 'list' | 'canvas' | 'registry' | 'board' | 'embed'>;

/** A list family kind: its one entity attribute, with the JSON Schema generated from the fields. */
export function defineListManifest(manifest: FamilyManifestInput & { list: ListDeclaration }): PluginManifest {
  const attribute = { key: manifest.list.itemKey, json_schema: listItemSchema(manifest.list) };
  return { ...manifest, family: 'list', entityAttributes: [attribute] };
}

/** A canvas family kind: notes in areas; a layout that does not match the areas fails at start. */
export function defineCanvasManifest(manifest: FamilyManifestInput & { canvas: CanvasDeclaration }): PluginManifest {
  const problems = canvasLayoutProblems(manifest.canvas);
  if (problems.length > 0) throw new Error(`The canvas ${manifest.typeKey}: ${problems.join('; ')}.`);
  const attribute = { key: manifest.canvas.itemKey, json_schema: canvasNoteSchema(manifest.canvas) };
  return { ...manifest, family: 'canvas', entityAttributes: [attribute] };
}

/**
 * A registry family kind: a view of one of the project's registries. It stores no entity values; its rows
 * live in the registry's own tables. A declaration naming a grouping or a map its registry lacks fails at start.
 */
export function defineRegistryManifest(manifest: FamilyManifestInput & { registry: RegistryDeclaration }): PluginManifest {
  const problems = registryDeclarationProblems(manifest.registry);
  if (problems.length > 0) throw new Error(`The registry kind ${manifest.typeKey}: ${problems.join('; ')}.`);
  return { ...manifest, family: 'registry', entityAttributes: [] };
}

/**
 * A board family kind: cards in columns, one entity attribute for the cards and one per column set, their
 * JSON Schemas generated from the declaration. A declaration without columns fails at start.
 */
export function defineBoardManifest(manifest: FamilyManifestInput & { board: BoardDeclaration }): PluginManifest {
  const problems = boardDeclarationProblems(manifest.board);
  if (problems.length > 0) throw new Error(`The board ${manifest.typeKey}: ${problems.join('; ')}.`);
  const { board } = manifest;
  const attributes = [
    { key: board.cardKey, json_schema: boardCardSchema(board) },
    ...board.columnSets.map((set) => ({ key: set.itemKey, json_schema: boardColumnSchema(set) })),
  ];
  return { ...manifest, family: 'board', entityAttributes: attributes };
}

/**
 * An external-embed kind: framed pages `{ title, url, notes? }`; the server refuses (422) a URL its source
 * does not read, and a suite's page whose host the company does not list.
 */
export function defineEmbedManifest(manifest: FamilyManifestInput & { embed: EmbedDeclaration }): PluginManifest {
  const { embed } = manifest;
  const attribute = {
    key: embed.itemKey,
    json_schema: embeddedPageSchema(embed),
    refine: (document: unknown) => siteUrlProblems(embed.source, document),
  };
  return { ...manifest, family: 'embed', entityAttributes: [attribute] };
}

export type { EntityAttributeManifest, JsonSchema } from './entity-attribute';
export type { BoardColumnSet, BoardColumnValue, BoardDeclaration } from './board/board-declaration';
export type { EmbedDeclaration, EmbedSource, EmbeddedPage, FramedPage } from './external-embed/embed-declaration';
export { httpsUrlOf } from '../core/domain/framed-page';
export { saysNothing } from '../core/domain/kept-while-filled';
export type { CanvasDeclaration, ListDeclaration } from './family/family-declaration';
export type { RegistryDeclaration, RegistryMapLayout, ShownRegistry } from './registry/registry-declaration';
// The field of a canvas note that holds its text (the server shows it where a note is named).
export { CANVAS_TEXT_FIELD } from './family/family-declaration';
export type { AssignmentFieldKind, ChecklistEntry, FieldDeclaration, FieldKind, FieldValue, ValueFieldDeclaration } from './family/field-declaration';
export { assignmentArrayOf, valueFields } from './family/field-declaration';

// Diagram plugins declare these in their manifests (pure data, read by the server too).
export {
  DIAGRAM_CELL_KEY,
  DIAGRAM_CELL_SCHEMA,
  DIAGRAM_SETTINGS_KEY,
  DIAGRAM_SETTINGS_SCHEMA,
  diagramCellAttribute,
  diagramSettingsAttribute,
} from './diagram/diagram-attributes';
