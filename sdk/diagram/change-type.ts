import type { dia } from '@joint/core';
import { COMMON_CELL_FIELDS } from './cell-codec';
import { reattachChildren } from './hierarchy';
import { propertyEntries } from './shapes/define-shape';
import type { ShapeRegistry } from './shapes/shape-registry';

export const CHANGE_TYPE_BATCH = 'change-type';

/** Cell fields a new shape takes over from the one it replaces, besides the shared properties. */
const KEPT_FIELDS = [...COMMON_CELL_FIELDS, 'position', 'size', 'angle', 'parent'] as const;

/**
 * §4: replaces an element with a new shape of `type` at the same place and size, in one batch (one undo
 * step). The new shape keeps the cell id (so its entity value, jsid and comments stay), its layer, its
 * parent and children, its connected links, and the properties both shapes have. A link end on a port
 * the new shape does not have is attached to the shape itself.
 */
export function changeShapeType(graph: dia.Graph, registry: ShapeRegistry, cellId: dia.Cell.ID, type: string): dia.Element {
  const current = graph.getCell(cellId);
  if (!current || current.isLink()) throw new Error(`There is no shape "${cellId}" to change.`);
  const definition = registry.get(type);
  if (!definition || definition.kind !== 'element') throw new Error(`"${type}" is not a shape this diagram knows.`);
  if (current.get('type') === type) return current as dia.Element;

  const previous = registry.get(current.get('type'));
  const shared = propertyEntries(definition)
    .map(([name]) => name)
    .filter((name) => previous && name in previous.properties);
  const attributes: dia.Cell.Attributes = { id: current.id };
  for (const field of [...KEPT_FIELDS, ...shared]) {
    const value = current.get(field);
    if (value !== undefined) attributes[field] = structuredClone(value);
  }
  const replacement = registry.create(type, attributes) as dia.Element;

  graph.startBatch(CHANGE_TYPE_BATCH);
  try {
    graph.removeCell(current, { replace: true });
    graph.addCell(replacement, { replace: true });
    reattachChildren(graph, replacement);
    const ports = new Set(replacement.getPorts().map((port) => port.id));
    for (const link of graph.getConnectedLinks(replacement)) {
      for (const end of ['source', 'target'] as const) {
        const value = link.get(end) as { id?: dia.Cell.ID; port?: string };
        if (value.id === replacement.id && value.port !== undefined && !ports.has(value.port)) {
          link.set(end, { id: replacement.id });
        }
      }
    }
  } finally {
    graph.stopBatch(CHANGE_TYPE_BATCH);
  }
  return replacement;
}
