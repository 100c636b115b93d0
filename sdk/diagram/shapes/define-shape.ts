import type { dia } from '@joint/core';
import type { Size } from '../geometry/rect';

/**
 * One shape type as data (tldraw's ShapeUtil, for JointJS): its key, default size and look, the
 * properties a user edits in the properties panel, and the SVG markup. A plugin's shape set is a list
 * of these; the registry turns them into JointJS cell classes.
 *
 * The look is derived: a cell's `attrs` (and a link's `labels`) are recomputed from the defaults and
 * `present(props)` whenever one of its properties changes, so the saved document holds properties only.
 */

export type ShapeKind = 'element' | 'link';

/** A property of a shape: a JSON Schema subset, so the same data can describe the entity attribute. */
export interface PropertySchema<T = unknown> {
  type: 'string' | 'number' | 'boolean' | 'array' | 'object';
  /** The allowed values, when the property is a choice. */
  enum?: readonly T[];
  default: T;
  /** Null is allowed too (JSON Schema `type: [type, 'null']`). */
  nullable?: boolean;
  /** Label in the properties panel. */
  title?: string;
}

export type PropertiesSchema<P> = { [K in keyof P]-?: PropertySchema<P[K]> };

/** Fields every cell has that a shape's look may depend on (§3). */
export interface CommonCellProps {
  title?: string;
  image?: { url: string | null } | null;
  locked?: boolean;
  celltype?: string | null;
  /** The cell's ties to catalog details (a `catalogDetails` shape), e.g. for a mark that it has some. */
  data_catalog_detail_entity_value_ids?: number[];
}

export type CellProps<P> = P & CommonCellProps;

export interface ShapePresentation {
  attrs?: dia.Cell.Selectors;
  /** Links only: replaces the link's labels. */
  labels?: dia.Link.Label[];
}

export interface ShapeDefaults {
  size?: { width: number; height: number };
  attrs?: dia.Cell.Selectors;
}

export interface ShapeDefinition<P extends object = Record<string, unknown>> {
  /** Namespaced shape key, e.g. 'bpmn.Activity'; stored as the cell's `type`. */
  type: string;
  kind: ShapeKind;
  /** Name in the palette and the change-type menu. */
  title?: string;
  defaults: ShapeDefaults;
  properties: PropertiesSchema<P>;
  markup: dia.MarkupJSON;
  /** The parts of the look that depend on the properties; merged over `defaults.attrs`. */
  present?(props: CellProps<P>): ShapePresentation;
  /** §5 embedding: `container` lets other cells be dropped into it; `excluded` keeps it out of containers. */
  embedding?: { container?: boolean; excluded?: boolean };
  /** The smallest size the user may resize an element to (default ELEMENT_MIN_SIZE), from its properties. */
  minSize?(props: CellProps<P>): Size;
  /**
   * A cell of this shape stands for data (a data object, a data store): the properties panel ties it to details
   * of the project's data catalogs, and its `data_catalog_detail_entity_value_ids` name those ties (§3).
   */
  catalogDetails?: boolean;
}

/** A definition of any property shape (the registry's view). */
export type AnyShapeDefinition = ShapeDefinition<object>;

/** Cell attributes a property may not shadow: JointJS's own and the §3 cell fields. */
export const RESERVED_CELL_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'jsid',
  'type',
  'attrs',
  'markup',
  'position',
  'size',
  'angle',
  'z',
  'layer',
  'embeds',
  'parent',
  'source',
  'target',
  'vertices',
  'labels',
  'router',
  'connector',
  'ports',
  'layer_id',
  'entity_attribute_id',
  'project_scenario_module_id',
  'mode',
  'title',
  'locked',
  'celltype',
  'image',
  'data_catalog_detail_entity_value_ids',
  'entity_order',
]);

const SHAPE_KEY = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** Checks a definition and returns it, so a plugin's shape file reads `export const task = defineShape({...})`. */
export function defineShape<P extends object>(definition: ShapeDefinition<P>): ShapeDefinition<P> {
  if (!SHAPE_KEY.test(definition.type)) {
    throw new Error(`Shape key "${definition.type}" must be namespaced, like "bpmn.Activity".`);
  }
  for (const [name, schema] of propertyEntries(definition)) {
    if (RESERVED_CELL_FIELDS.has(name)) {
      throw new Error(`Shape "${definition.type}": the property "${name}" is a cell field; give it another name.`);
    }
    if (schema.enum && !schema.enum.includes(schema.default) && schema.default !== null) {
      throw new Error(`Shape "${definition.type}": the default of "${name}" is not one of its choices.`);
    }
  }
  return definition;
}

/** The default value of every property of a definition. */
export function propertyDefaults(definition: AnyShapeDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of propertyEntries(definition)) values[name] = structuredClone(schema.default);
  return values;
}

/** The property names and schemas of a definition. */
export function propertyEntries(definition: AnyShapeDefinition): Array<[string, PropertySchema]> {
  return Object.entries(definition.properties) as Array<[string, PropertySchema]>;
}
