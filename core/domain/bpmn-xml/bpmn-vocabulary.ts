/**
 * How BPMN 2.0 element types and the BPMN plugin's shape properties (§3 BPMN import attributes) name the
 * same things. Each table reads both ways: the import looks a BPMN type up, the export its inverse.
 */

/** Task types and the activity's icon_type. */
export const TASK_ICONS: Record<string, string> = {
  'bpmn:Task': 'none',
  'bpmn:UserTask': 'user',
  'bpmn:ServiceTask': 'service',
  'bpmn:SendTask': 'send',
  'bpmn:ReceiveTask': 'receive',
  'bpmn:ManualTask': 'manual',
  'bpmn:ScriptTask': 'script',
  'bpmn:BusinessRuleTask': 'business-rule',
};

/** Event definitions and the base of the event's icon_type (`…1` catching, `…2` throwing). */
export const EVENT_DEFINITIONS: Record<string, string> = {
  'bpmn:MessageEventDefinition': 'message',
  'bpmn:TimerEventDefinition': 'timer',
  'bpmn:ErrorEventDefinition': 'error',
  'bpmn:EscalationEventDefinition': 'escalation',
  'bpmn:CancelEventDefinition': 'cancel',
  'bpmn:CompensateEventDefinition': 'compensation',
  'bpmn:ConditionalEventDefinition': 'conditional',
  'bpmn:LinkEventDefinition': 'link',
  'bpmn:SignalEventDefinition': 'signal',
  'bpmn:TerminateEventDefinition': 'terminate',
};

/** The icons the plugin draws (its EVENT_ICON_TYPES, without 'none'). */
const EVENT_ICONS = new Set([
  'message1', 'message2', 'timer1', 'conditional1', 'link1', 'link2', 'signal1', 'signal2', 'error1', 'error2',
  'escalation1', 'escalation2', 'compensation1', 'compensation2', 'cancel1', 'cancel2', 'terminate1', 'multiple1',
  'multiple2', 'parallel1',
]);

/** The icon of a trigger (catching) or result (throwing); the other variant when only it is drawn. */
export function eventIcon(base: string, throwing: boolean): string {
  const [preferred, other] = throwing ? [`${base}2`, `${base}1`] : [`${base}1`, `${base}2`];
  if (EVENT_ICONS.has(preferred)) return preferred;
  return EVENT_ICONS.has(other) ? other : 'none';
}

/** Gateway types (exclusive and event-based ones are refined by their attributes) and gateway_type. */
export const GATEWAY_TYPES: Record<string, string> = {
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:InclusiveGateway': 'inclusive',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:ComplexGateway': 'complex',
  'bpmn:EventBasedGateway': 'event',
};

export const EVENT_TYPES: Record<string, string> = {
  'bpmn:StartEvent': 'single',
  'bpmn:IntermediateCatchEvent': 'double',
  'bpmn:IntermediateThrowEvent': 'double',
  'bpmn:BoundaryEvent': 'double',
  'bpmn:EndEvent': 'thick',
};

/** The activity_type of a call activity (thick) and a transaction (double). */
export const CALL_ACTIVITY = 'thick';
export const TRANSACTION = 'double';
/** An event sub-process is drawn with a dotted outline, as BPMN draws it. */
export const EVENT_SUB_PROCESS_OUTLINE = 'dotted';
