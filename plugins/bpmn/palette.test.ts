import { describe, expect, it } from 'vitest';
import { createShapeRegistry } from '../../sdk/diagram';
import { englishTranslate, expectPaletteOfRegisteredShapes, expectSheetsOfRegisteredProperties } from '../../sdk/test-support/diagram-palette';
import en from './locales/en.json';
import { bpmnAppendChoices, bpmnPalette, bpmnPropertySheets } from './palette';
import { bpmnShapes } from './shapes';

const registry = createShapeRegistry(bpmnShapes);
const t = englishTranslate({ en });

describe('BPMN palette and property sheets', () => {
  it('offer only registered shapes, each with a translated title', () => {
    expect(bpmnPalette(t).flatMap((group) => group.items.map((item) => item.title))).toContain('Start event');
    expectPaletteOfRegisteredShapes(bpmnPalette(t), registry);
  });

  it('start events, intermediate and end events as single, double and thick events', () => {
    const events = bpmnPalette(t).find((group) => group.id === 'events')!.items;
    expect(events.map((item) => item.attributes?.event_type)).toEqual(['single', 'double', 'thick']);
  });

  it('name only properties the shapes have, with a label for every choice', () => {
    expectSheetsOfRegisteredProperties(bpmnPropertySheets(t), registry);
  });

  it('append a task, a gateway, an intermediate and an end event, each as the palette offers it', () => {
    const palette = bpmnPalette(t).flatMap((group) => group.items);
    const choices = bpmnAppendChoices(t);
    expect(choices.map((item) => item.title)).toEqual(['Task', 'Exclusive gateway', 'Intermediate event', 'End event']);
    for (const choice of choices) expect(palette).toContainEqual(choice);
  });
});

describe('the task properties', () => {
  it('offer the sub-process marker once: as its own field, not again among the markers', () => {
    const sheet = bpmnPropertySheets(t)['bpmn.Activity'];
    expect(sheet.properties).toContain('sub_process');
    expect(Object.values(sheet.choices?.markers ?? {})).not.toContain('Sub-process');
  });
});
