import type { dia } from '@joint/core';
import { copyPlainData } from './plain-data';
import { propertyEntries, type AnyShapeDefinition } from './shapes/define-shape';
import type { ShapeRegistry } from './shapes/shape-registry';

/**
 * A diagram cell as saved: the value document of one entity value (§3). The JointJS cell id is the
 * document's `jsid` (the client id); the entity value's own numeric id stays on the row. The look
 * (`attrs`, link `labels`) is not saved: it is derived from the properties by the shape definition.
 */
export interface CellDocument {
  jsid: string;
  /** Namespaced shape key, e.g. 'bpmn.Activity'. */
  type: string;
  layer_id?: string | null;
  mode?: 'canvas' | 'stencil' | 'preview';
  title?: string;
  position?: { x: number; y: number };
  size?: { width: number; height: number };
  angle?: number;
  z?: number;
  embeds?: string[];
  locked?: boolean;
  /** Marks a non-interactive cell. */
  celltype?: string | null;
  image?: { url: string | null } | null;
  entity_order?: number;
  data_catalog_detail_entity_value_ids?: number[];
  source?: CellEnd;
  target?: CellEnd;
  connector?: unknown;
  router?: unknown;
  vertices?: Array<{ x: number; y: number }>;
  /** Shape properties (business-process element and link attributes, a plugin's own). */
  [property: string]: unknown;
}

/** A link end: a cell (`id`, optionally a port) or, while drawing, a point. */
export interface CellEnd {
  id?: string;
  port?: string;
  x?: number;
  y?: number;
  [option: string]: unknown;
}

/** §3 fields every cell may carry. */
export const COMMON_CELL_FIELDS = [
  'layer_id',
  'mode',
  'title',
  'z',
  'embeds',
  'locked',
  'celltype',
  'image',
  'entity_order',
  'data_catalog_detail_entity_value_ids',
] as const;

export const ELEMENT_FIELDS = ['position', 'size', 'angle'] as const;
export const LINK_FIELDS = ['source', 'target', 'connector', 'router', 'vertices'] as const;

/** §3 business-process element attributes, kept even for a shape type this editor does not know. */
export const BUSINESS_PROCESS_ATTRIBUTES = [
  'shape',
  'activity_type',
  'sub_process',
  'icon_type',
  'markers',
  'event_type',
  'interrupting',
  'gateway_type',
  'orientation',
  'collection',
  'shape_fill',
  'shape_outline',
  'shape_transparency',
  'shape_outline_style',
  'shape_outline_width',
  'headerSize',
  'lanes',
  'textVerticalAnchor',
  'textHorizontalAnchor',
] as const;

/** §3 link attributes. */
export const LINK_ATTRIBUTES = [
  'linkType',
  'flowType',
  'labelPosition',
  'link_color',
  'relationship_type',
  'relationship_color',
] as const;

type CellSource = dia.Cell | (dia.Cell.Attributes & { id: dia.Cell.ID; type: string });

/** The document saved for a cell. */
export function cellToDocument(cell: CellSource, registry: ShapeRegistry): CellDocument {
  const attributes: Record<string, unknown> = isModel(cell) ? cell.attributes : cell;
  const type = String(attributes.type);
  const isLink = isModel(cell) ? cell.isLink() : registry.get(type)?.kind === 'link' || 'source' in attributes;
  const document: CellDocument = { jsid: String(attributes.id), type };
  const { saved } = fieldsOf(registry.get(type));
  for (const field of isLink ? saved.link : saved.element) {
    const value = attributes[field];
    if (value === undefined) continue;
    if (field === 'embeds' && Array.isArray(value) && value.length === 0) continue;
    if (field === 'angle' && value === 0) continue;
    document[field] = copyPlainData(value);
  }
  return document;
}

/** The attributes to create the cell of a saved document with (`graph.addCell`, `registry.create`). */
export function documentToCell(document: CellDocument, registry: ShapeRegistry): dia.Cell.JSONInit & { id: string } {
  const { jsid, type } = document;
  const cell: dia.Cell.JSONInit & { id: string } = { id: jsid, type };
  const { known } = fieldsOf(registry.get(type));
  for (const field in document) {
    const value = document[field];
    if (known.has(field) && value !== undefined) cell[field] = copyPlainData(value);
  }
  return cell;
}

/** Sets `parent` on the children named in each document's `embeds` (only `embeds` is saved). */
export function withParents(cells: Array<dia.Cell.JSONInit & { id: string }>): Array<dia.Cell.JSONInit & { id: string }> {
  const parentOf = new Map<string, string>();
  for (const cell of cells) for (const child of (cell.embeds as string[] | undefined) ?? []) parentOf.set(child, cell.id);
  return cells.map((cell) => {
    const parent = parentOf.get(cell.id);
    return parent === undefined ? cell : { ...cell, parent };
  });
}

interface ShapeFields {
  /** What a cell of this shape saves, as an element and as a link. */
  saved: { element: readonly string[]; link: readonly string[] };
  /** What a document of this shape may give its cell (`jsid` and `type` aside). */
  known: ReadonlySet<string>;
}

const fieldsByShape = new WeakMap<AnyShapeDefinition, ShapeFields>();
const UNKNOWN_SHAPE_FIELDS = shapeFields(undefined);

/** Asked once per cell of a diagram: worked out once per shape. */
function fieldsOf(definition: AnyShapeDefinition | undefined): ShapeFields {
  if (!definition) return UNKNOWN_SHAPE_FIELDS;
  let fields = fieldsByShape.get(definition);
  if (!fields) {
    fields = shapeFields(definition);
    fieldsByShape.set(definition, fields);
  }
  return fields;
}

/**
 * The §3 cell fields, the shape's own properties, and every §3 element and link attribute: a document
 * written by another version (or an import) keeps them even when this shape does not use them.
 */
function shapeFields(definition: AnyShapeDefinition | undefined): ShapeFields {
  const own = definition ? propertyEntries(definition).map(([name]) => name) : [];
  const properties = [...own, ...BUSINESS_PROCESS_ATTRIBUTES, ...LINK_ATTRIBUTES];
  return {
    saved: {
      element: [...new Set([...COMMON_CELL_FIELDS, ...ELEMENT_FIELDS, ...properties])],
      link: [...new Set([...COMMON_CELL_FIELDS, ...LINK_FIELDS, ...properties])],
    },
    known: new Set([...COMMON_CELL_FIELDS, ...ELEMENT_FIELDS, ...LINK_FIELDS, ...properties]),
  };
}


function isModel(cell: CellSource): cell is dia.Cell {
  return typeof (cell as dia.Cell).isLink === 'function';
}
