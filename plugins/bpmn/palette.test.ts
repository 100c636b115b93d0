import { describe, expect, it } from 'vitest';
import { createShapeRegistry } from '../../sdk';
import { messages } from './messages';
import { bpmnPalette, bpmnPropertySheets } from './palette';
import { bpmnShapes } from './shapes';

const registry = createShapeRegistry(bpmnShapes);
/** Looks keys up in the English messages, so a missing message shows as its key. */
const t = (key: string) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages.en);
  return typeof found === 'string' ? found : key;
};

describe('BPMN palette and property sheets', () => {
  it('offer only registered shapes, each with a translated title', () => {
    const items = bpmnPalette(t).flatMap((group) => group.items);
    expect(items.map((item) => item.title)).toContain('Start event');
    for (const item of items) {
      expect(registry.get(item.type), item.type).toBeDefined();
      expect(item.title).not.toMatch(/^palette\./);
    }
  });

  it('start events, intermediate and end events as single, double and thick events', () => {
    const events = bpmnPalette(t).find((group) => group.id === 'events')!.items;
    expect(events.map((item) => item.attributes?.event_type)).toEqual(['single', 'double', 'thick']);
  });

  it('name only properties the shapes have, with a label for every choice', () => {
    for (const [type, sheet] of Object.entries(bpmnPropertySheets(t))) {
      const definition = registry.get(type);
      expect(definition, type).toBeDefined();
      for (const name of sheet.properties ?? []) expect(definition!.properties, `${type}.${name}`).toHaveProperty(name);
      for (const labels of Object.values(sheet.choices ?? {})) {
        for (const label of Object.values(labels)) expect(label).not.toMatch(/^options\./);
      }
    }
  });
});
