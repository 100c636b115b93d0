/**
 * The BPMN plugin's cells as plain documents (the SDK's CellDocument shape, which core may not import):
 * `jsid`, `type`, `title`, `position`, `size` and the shape's properties for an element; `source`,
 * `target`, `vertices` and `flowType` for a link. Both the plugin and the server map these to BPMN 2.0 XML.
 */
export interface BpmnCell {
  jsid: string;
  type: string;
  title?: string;
  position?: { x: number; y: number };
  size?: { width: number; height: number };
  embeds?: string[];
  source?: { id?: string };
  target?: { id?: string };
  vertices?: Array<{ x: number; y: number }>;
  [property: string]: unknown;
}

/** The product's link (the SDK's DEFAULT_LINK_KEY). */
export const LINK_TYPE = 'tessera.Link';

export const SHAPE = {
  pool: 'bpmn.Pool',
  event: 'bpmn.Event',
  activity: 'bpmn.Activity',
  gateway: 'bpmn.Gateway',
  dataObject: 'bpmn.DataObject',
  dataStore: 'bpmn.DataStore',
  textAnnotation: 'bpmn.TextAnnotation',
  group: 'bpmn.Group',
} as const;

/** A pool's lane as the plugin keeps it (property `lanes`). */
export interface BpmnLane {
  id: string;
  label: string;
  size: number;
  cells?: string[];
}

/** The plugin's pool header (DEFAULT_HEADER_SIZE) and smallest lane (LANE_MIN_SIZE). */
export const POOL_HEADER_SIZE = 30;
export const LANE_MIN_SIZE = 60;

/** What an import could not draw, or an export could not write: a count per kind, e.g. { 'choreography task': 2 }. */
export type NotDrawn = Record<string, number>;

export function countNotDrawn(counts: NotDrawn, kind: string, count = 1): void {
  counts[kind] = (counts[kind] ?? 0) + count;
}

/** 'bpmn:ChoreographyTask' -> 'choreography task'. */
export function kindName(type: string): string {
  return type.replace(/^\w+:/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
