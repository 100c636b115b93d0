import { dia, util } from '@joint/core';
import { copyPlainData, isPlainData, type PlainData } from '../plain-data';
import { linkShape } from './link-shape';
import { propertyDefaults, type AnyShapeDefinition, type CellProps } from './define-shape';
import { textWrapAttribute } from './text-wrap-attribute';

/** Set on a change the editor derives from another one (the look from the properties): not a user edit. */
export const DERIVED_CHANGE = 'derived';

/** Cell fields a look may depend on, besides the shape's own properties. */
const COMMON_PRESENTATION_INPUTS = ['title', 'image', 'locked', 'celltype', 'data_catalog_detail_entity_value_ids'];

export interface ShapeRegistry {
  /** Pass as `cellNamespace` to dia.Graph and `cellViewNamespace` to dia.Paper. */
  readonly namespace: Record<string, unknown>;
  readonly definitions: readonly AnyShapeDefinition[];
  get(type: string): AnyShapeDefinition | undefined;
  /** A new cell of a registered type; `attributes` override the defaults. */
  create(type: string, attributes?: dia.Cell.Attributes): dia.Cell;
  /** An empty graph that knows these shapes. */
  createGraph(): dia.Graph;
}

/**
 * The shape sets of a diagram plugin, with the product's own link (DEFAULT_LINK_KEY) always present.
 * Each definition becomes a JointJS cell class whose look follows its properties.
 */
export function createShapeRegistry(definitions: readonly AnyShapeDefinition[]): ShapeRegistry {
  const all = [...definitions];
  if (!all.some((definition) => definition.type === linkShape.type)) all.push(linkShape);
  const byType = new Map<string, AnyShapeDefinition>();
  const namespace: Record<string, unknown> = {};
  for (const definition of all) {
    if (byType.has(definition.type)) throw new Error(`Two shapes share the key "${definition.type}".`);
    byType.set(definition.type, definition);
    util.setByPath(namespace, definition.type, cellClassOf(definition), '.');
  }
  return {
    namespace,
    definitions: all,
    get: (type) => byType.get(type),
    create(type, attributes) {
      if (!byType.has(type)) throw new Error(`No shape is registered under the key "${type}".`);
      const CellClass = util.getByPath(namespace, type, '.') as dia.Cell.Constructor<dia.Cell>;
      return new CellClass(attributes);
    },
    createGraph: () => new dia.Graph({}, { cellNamespace: namespace }),
  };
}

/** The look of a cell from its definition and current attributes. */
export function presentCell(definition: AnyShapeDefinition, attributes: Record<string, unknown>) {
  const presented = definition.present?.(attributes as CellProps<object>) ?? {};
  const attrs = mergePlain(definition.defaults.attrs, presented.attrs) as dia.Cell.Selectors;
  return { attrs, labels: presented.labels };
}

/**
 * The later objects deep-merged over the earlier ones, sharing no object with them. Made for every cell
 * of a diagram, so simpler than util.merge: looks and attributes are plain data, and an array replaces.
 */
function mergePlain(...sources: Array<PlainData | undefined>): PlainData {
  const merged: PlainData = {};
  for (const source of sources) if (source) mergeInto(merged, source);
  return merged;
}

function mergeInto(target: PlainData, source: PlainData): PlainData {
  for (const key in source) {
    const value = source[key];
    // A stored document could name `__proto__`: never let it replace the prototype of a copy.
    if (value === undefined || key === '__proto__') continue;
    const current = target[key];
    target[key] = isPlainData(value) ? mergeInto(isPlainData(current) ? current : {}, value) : copyPlainData(value);
  }
  return target;
}


function cellClassOf(definition: AnyShapeDefinition): dia.Cell.Constructor<dia.Cell> {
  const Base: typeof dia.Element | typeof dia.Link = definition.kind === 'link' ? dia.Link : dia.Element;
  const inputs = [...Object.keys(definition.properties), ...COMMON_PRESENTATION_INPUTS];
  // No `attrs` among the class defaults: JointJS deep-copies the defaults into every new cell, and the
  // look is derived in `initialize` anyway (a diagram of thousands of cells opens without that copy).
  const defaults: Record<string, unknown> = propertyDefaults(definition);
  if (definition.kind === 'element' && definition.defaults.size) defaults.size = { ...definition.defaults.size };

  function presentation(attributes: Record<string, unknown>): Record<string, unknown> {
    const { attrs, labels } = presentCell(definition, attributes);
    return labels && definition.kind === 'link' ? { attrs, labels } : { attrs };
  }

  return Base.define(definition.type, defaults, {
    markup: definition.markup,
    // JointJS builds a new cell's attributes with util.merge (deep, arrays replaced); the same, made for
    // plain data, costs a fraction of it when a diagram of thousands of cells opens.
    _setDefaults(this: dia.Cell & { defaults: PlainData }, attributes: PlainData | undefined, options: dia.Cell.Options) {
      this.set(mergePlain(this.defaults, attributes), options);
    },
    initialize(this: dia.Cell, ...args: unknown[]) {
      // The first look is part of the new cell, not a change of it: no event, no comparison with the old one.
      Object.assign(this.attributes, presentation(this.attributes));
      (Base.prototype.initialize as (...rest: unknown[]) => void).apply(this, args);
      this.on('change', (cell: dia.Cell, options: dia.Cell.Options) => {
        if (options?.[DERIVED_CHANGE]) return;
        if (inputs.some((name) => cell.hasChanged(name))) cell.set(presentation(cell.attributes), { ...options, [DERIVED_CHANGE]: true });
      });
    },
  }, {
    // JointJS's own textWrap reads each label's computed style: a restyle of the page per shape drawn.
    attributes: { 'text-wrap': textWrapAttribute },
  });
}
