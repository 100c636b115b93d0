import { visioFlag, type AssociationDirection, type VisioConnector, type VisioShape } from '../../../sdk/diagram';
import type { ActivityMarker, ActivityProps } from '../shapes/activity';
import { EVENT_ICON_TYPES, type EventIconType, type EventProps } from '../shapes/event';
import type { GatewayType } from '../shapes/gateway';

/**
 * The §3 BPMN import attributes read from the Shape Data of Visio's "BPMN Basic Shapes" stencil
 * (BpmnEventType, BpmnTriggerOrResult, BpmnTaskType, BpmnLoopType, BpmnBoundaryType, BpmnGatewayType, ...).
 * Values are compared in lower case without spaces or hyphens, so 'Multi-Instance' and 'MultiInstance' agree.
 */
const normal = (value: string | undefined) => (value ?? '').toLowerCase().replace(/[\s-]+/g, '');

/** A shape's text, or the name its BPMN Shape Data gives (BpmnName) when it shows none. */
export function bpmnText(shape: VisioShape): string {
  return shape.text || (shape.data.BpmnName ?? '');
}

const EVENT_TYPE_OF_MASTER: Record<string, EventProps['event_type']> = { 'start event': 'single', 'intermediate event': 'double', 'end event': 'thick' };

/** Event: event_type from the master (or BpmnEventType), interrupting, icon_type from the trigger or result. */
export function eventProperties(shape: VisioShape, master: string): Pick<EventProps, 'event_type' | 'interrupting' | 'icon_type'> {
  const declared = normal(shape.data.BpmnEventType);
  const event_type = declared.startsWith('start') ? 'single' : declared.startsWith('intermediate') ? 'double' : declared.startsWith('end') ? 'thick' : EVENT_TYPE_OF_MASTER[master];
  const throwing = event_type === 'thick' || declared.includes('throw');
  return { event_type, interrupting: !declared.includes('noninterrupting'), icon_type: eventIcon(shape.data.BpmnTriggerOrResult, throwing) };
}

/** The icon of a trigger (catching, `…1`) or result (throwing, `…2`); the other variant when only it exists. */
function eventIcon(trigger: string | undefined, throwing: boolean): EventIconType {
  const name = normal(trigger);
  const base = name === 'parallelmultiple' ? 'parallel' : name;
  const known = (candidate: string): candidate is EventIconType => (EVENT_ICON_TYPES as readonly string[]).includes(candidate);
  const [preferred, other] = throwing ? [`${base}2`, `${base}1`] : [`${base}1`, `${base}2`];
  if (known(preferred)) return preferred;
  return known(other) ? other : 'none';
}

const TASK_ICONS: Record<string, ActivityProps['icon_type']> = {
  service: 'service',
  receive: 'receive',
  instantiatingreceive: 'receive',
  send: 'send',
  manual: 'manual',
  user: 'user',
  script: 'script',
  businessrule: 'business-rule',
};

const LOOP_MARKERS: Record<string, ActivityMarker> = {
  standard: 'loop',
  parallelmultiinstance: 'parallel',
  sequentialmultiinstance: 'sequential',
};

const ACTIVITY_TYPES: Record<string, ActivityProps['activity_type']> = { call: 'thick', transaction: 'double' };

/**
 * Task or sub-process: icon_type from BpmnTaskType, markers, activity_type from BpmnBoundaryType (call,
 * transaction). A collapsed sub-process is one by its master, or a task whose BpmnActivityType is
 * Sub-Process with BpmnIsCollapsed; an event sub-process (BpmnBoundaryType Event) is drawn dotted; an
 * expanded sub-process has its title at the top, above the shapes inside it.
 */
export function activityProperties(
  shape: VisioShape,
  master: string,
): Pick<ActivityProps, 'activity_type' | 'sub_process' | 'icon_type' | 'markers'> & Partial<Pick<ActivityProps, 'shape_outline_style' | 'textVerticalAnchor'>> {
  const { data } = shape;
  const subProcess = normal(data.BpmnActivityType) === 'subprocess';
  const collapsed = master === 'collapsed sub-process' || (subProcess && visioFlag(data.BpmnIsCollapsed));
  const expanded = master === 'expanded sub-process' || (subProcess && !collapsed);
  const loop = LOOP_MARKERS[normal(data.BpmnLoopType)];
  const markers: ActivityMarker[] = [
    ...(loop ? [loop] : []),
    ...(visioFlag(data.BpmnIsForCompensation) ? ['compensation' as const] : []),
    ...(visioFlag(data.BpmnAdHoc) ? ['ad-hoc' as const] : []),
  ];
  return {
    activity_type: ACTIVITY_TYPES[normal(data.BpmnBoundaryType)] ?? 'single',
    sub_process: collapsed,
    icon_type: TASK_ICONS[normal(data.BpmnTaskType)] ?? 'none',
    markers,
    ...(normal(data.BpmnBoundaryType) === 'event' ? { shape_outline_style: 'dotted' as const } : {}),
    ...(expanded ? { textVerticalAnchor: 'top' as const } : {}),
  };
}

/** Gateway: gateway_type from BpmnGatewayType, with BpmnExclusiveType, BpmnInstantiate and BpmnMarkerVisible for exclusive ones. */
export function gatewayType(shape: VisioShape): GatewayType {
  const { data } = shape;
  const type = normal(data.BpmnGatewayType);
  if (type.startsWith('exclusiveevent')) return 'exclusive_event';
  if (type.startsWith('parallelevent')) return 'parallel_event';
  if (type === 'inclusive' || type === 'parallel' || type === 'complex' || type === 'event') return type;
  if (normal(data.BpmnExclusiveType) === 'event') return visioFlag(data.BpmnInstantiate) ? 'exclusive_event' : 'event';
  if (data.BpmnMarkerVisible !== undefined && !visioFlag(data.BpmnMarkerVisible)) return 'exclusive_blank';
  return 'exclusive';
}

/** A sequence flow's flowType from BpmnConditionType: default, conditional (an expression) or normal. */
export function sequenceFlowType(connector: VisioConnector): 'normal' | 'default' | 'conditional' {
  const condition = normal(connector.data.BpmnConditionType);
  return condition === 'default' ? 'default' : condition === 'expression' ? 'conditional' : 'normal';
}

const ASSOCIATION_DIRECTIONS: Record<string, AssociationDirection> = { none: 'none', one: 'one', both: 'both' };

/** An association's arrows from BpmnDirection (None, One, Both); none when the drawing does not say. */
export function associationDirection(connector: VisioConnector): AssociationDirection {
  return ASSOCIATION_DIRECTIONS[normal(connector.data.BpmnDirection)] ?? 'none';
}
