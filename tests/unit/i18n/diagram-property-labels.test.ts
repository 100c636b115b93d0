// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bpmnPropertySheets } from '../../../plugins/bpmn/palette';
import { bpmnShapes } from '../../../plugins/bpmn/shapes';
import { ecosystemPropertySheets } from '../../../plugins/ecosystem/palette';
import { ecosystemShapes } from '../../../plugins/ecosystem/shapes';
import { processFlowPropertySheets } from '../../../plugins/process-flow/palette';
import { processFlowShapes } from '../../../plugins/process-flow/shapes';
import { quadrantPropertySheets } from '../../../plugins/quadrant/palette';
import { quadrantShapes } from '../../../plugins/quadrant/shapes';
import { sequencePropertySheets } from '../../../plugins/sequence/palette';
import { sequenceShapes } from '../../../plugins/sequence/shapes';
import { STYLE_NAMES } from '../../../sdk/diagram/ui/fields/style-field-list';
import type { PropertySheets } from '../../../sdk/diagram/ui/palette';
import { hasSharedLabel } from '../../../sdk/diagram/ui/property-labels';
import { propertyEntries, type AnyShapeDefinition } from '../../../sdk/diagram/shapes/define-shape';

const key = (messageKey: string) => messageKey;

const DIAGRAM_KINDS: ReadonlyArray<[string, readonly AnyShapeDefinition[], PropertySheets]> = [
  ['bpmn', bpmnShapes, bpmnPropertySheets(key)],
  ['sequence', sequenceShapes, sequencePropertySheets(key)],
  ['ecosystem', ecosystemShapes, ecosystemPropertySheets(key)],
  ['quadrant', quadrantShapes, quadrantPropertySheets(key)],
  ['process-flow', processFlowShapes, processFlowPropertySheets(key)],
];

describe('the properties panel labels every property it shows with a message', () => {
  it.each(DIAGRAM_KINDS)('%s: from its plugin or the SDK, never the English schema title', (_kind, shapes, sheets) => {
    const unlabelled = shapes.flatMap((definition) => {
      const sheet = sheets[definition.type];
      // An element's style properties are the SDK's own style fields, labelled by it.
      const names = propertyEntries(definition)
        .map(([name]) => name)
        .filter((name) => definition.kind !== 'element' || !STYLE_NAMES.has(name))
        .filter((name) => !sheet?.properties || sheet.properties.includes(name));
      return names.filter((name) => !sheet?.labels?.[name] && !hasSharedLabel(name)).map((name) => `${definition.type}.${name}`);
    });
    expect(unlabelled).toEqual([]);
  });
});
