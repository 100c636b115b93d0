import type { Translate } from '../../sdk';
import type { PaletteGroup, PaletteItem, PropertySheets, SuggestedShapes } from '../../sdk/diagram';
import { LanesEditor } from './lanes-editor';
import { ACTIVITY_ICON_TYPES, ACTIVITY_MARKERS, ACTIVITY_TYPES } from './shapes/activity';
import { EVENT_ICON_TYPES, EVENT_TYPES } from './shapes/event';
import { GATEWAY_TYPES } from './shapes/gateway';

const paletteItem = (t: Translate, type: string, title: string, attributes?: Record<string, unknown>): PaletteItem => ({ type, title: t(`palette.${title}`), attributes });

/** The shapes panel: one shape (bpmn.Event) appears as a start, an intermediate and an end event. */
export function bpmnPalette(t: Translate): PaletteGroup[] {
  const item = (type: string, title: string, attributes?: Record<string, unknown>) => paletteItem(t, type, title, attributes);
  return [
    {
      id: 'events',
      title: t('palette.events'),
      items: [
        item('bpmn.Event', 'startEvent', { event_type: 'single' }),
        item('bpmn.Event', 'intermediateEvent', { event_type: 'double' }),
        item('bpmn.Event', 'endEvent', { event_type: 'thick' }),
      ],
    },
    {
      id: 'activities',
      title: t('palette.activities'),
      items: [
        item('bpmn.Activity', 'task'),
        item('bpmn.Activity', 'subProcess', { sub_process: true }),
        item('bpmn.Activity', 'callActivity', { activity_type: 'thick' }),
      ],
    },
    {
      id: 'gateways',
      title: t('palette.gateways'),
      items: [
        item('bpmn.Gateway', 'exclusiveGateway', { gateway_type: 'exclusive' }),
        item('bpmn.Gateway', 'parallelGateway', { gateway_type: 'parallel' }),
        item('bpmn.Gateway', 'inclusiveGateway', { gateway_type: 'inclusive' }),
        item('bpmn.Gateway', 'eventGateway', { gateway_type: 'event' }),
      ],
    },
    { id: 'swimlanes', title: t('palette.swimlanes'), items: [item('bpmn.Pool', 'pool', { size: { width: 600, height: 180 } })] },
    {
      id: 'artifacts',
      title: t('palette.artifacts'),
      items: [
        item('bpmn.DataObject', 'dataObject'),
        item('bpmn.DataStore', 'dataStore'),
        item('bpmn.TextAnnotation', 'textAnnotation'),
        item('bpmn.Group', 'group'),
      ],
    },
  ];
}

/** What the context pad appends after a shape, as bpmn-js offers: a task, an exclusive gateway, an intermediate and an end event. */
export function bpmnAppendChoices(t: Translate): PaletteItem[] {
  return [
    paletteItem(t, 'bpmn.Activity', 'task'),
    paletteItem(t, 'bpmn.Gateway', 'exclusiveGateway', { gateway_type: 'exclusive' }),
    paletteItem(t, 'bpmn.Event', 'intermediateEvent', { event_type: 'double' }),
    paletteItem(t, 'bpmn.Event', 'endEvent', { event_type: 'thick' }),
  ];
}

const choices = (t: Translate, group: string, values: readonly string[]) =>
  Object.fromEntries(values.map((value) => [value, t(`options.${group}.${value}`)]));

/** Labels of the BPMN properties and their choices, for the properties panel. */
export function bpmnPropertySheets(t: Translate): PropertySheets {
  const label = (name: string) => t(`properties.${name}`);
  return {
    'bpmn.Activity': {
      properties: ['activity_type', 'sub_process', 'icon_type', 'markers'],
      labels: { activity_type: label('activity_type'), sub_process: label('sub_process'), icon_type: label('icon_type'), markers: label('markers') },
      choices: {
        activity_type: choices(t, 'activity_type', ACTIVITY_TYPES),
        icon_type: choices(t, 'icon_type', ACTIVITY_ICON_TYPES),
        // The sub-process marker has its own field (sub_process): offered once.
        markers: choices(t, 'markers', ACTIVITY_MARKERS.filter((marker) => marker !== 'sub-process')),
      },
    },
    'bpmn.Event': {
      properties: ['event_type', 'interrupting', 'icon_type'],
      labels: { event_type: label('event_type'), interrupting: label('interrupting'), icon_type: label('icon_type') },
      choices: { event_type: choices(t, 'event_type', EVENT_TYPES), icon_type: choices(t, 'event_icon', EVENT_ICON_TYPES) },
    },
    'bpmn.Gateway': {
      properties: ['gateway_type'],
      labels: { gateway_type: label('gateway_type') },
      choices: { gateway_type: choices(t, 'gateway_type', GATEWAY_TYPES) },
    },
    'bpmn.DataObject': { properties: ['collection'], labels: { collection: label('collection') } },
    'bpmn.Pool': { properties: ['headerSize', 'lanes'], labels: { headerSize: label('headerSize'), lanes: label('lanes') }, editors: { lanes: LanesEditor } },
    'bpmn.DataStore': { properties: [] },
    'bpmn.TextAnnotation': { properties: [] },
    'bpmn.Group': { properties: [] },
  };
}

/** What the assistant's suggested next steps become: a task, an intermediate event, an exclusive gateway. */
export function bpmnSuggestedShapes(t: Translate): SuggestedShapes {
  return {
    task: paletteItem(t, 'bpmn.Activity', 'task'),
    event: paletteItem(t, 'bpmn.Event', 'intermediateEvent', { event_type: 'double' }),
    gateway: paletteItem(t, 'bpmn.Gateway', 'exclusiveGateway', { gateway_type: 'exclusive' }),
  };
}
