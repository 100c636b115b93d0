import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../../sdk/manifest';
import { cappedContext } from './context-limit';
import { renderDiagram } from './diagram-context';
import type { ModuleContent } from './module-content';

const content = (values: Record<string, Record<string, unknown>[]>): ModuleContent => ({
  name: 'Orders',
  description: '',
  manifest: { family: 'diagram', entityAttributes: [] } as unknown as PluginManifest,
  values: new Map(Object.entries(values)),
});

describe('module content as text for the model', () => {
  it('names a diagram\'s elements and its flows by the names of their ends', () => {
    const cells = [
      { jsid: 'a', type: 'bpmn.Event', title: 'Order received' },
      { jsid: 'b', type: 'bpmn.Activity', title: 'Check stock' },
      { jsid: 'c', type: 'bpmn.Gateway', title: '' },
      { jsid: 'f1', type: 'tessera.Link', source: { id: 'a' }, target: { id: 'b' } },
      { jsid: 'f2', type: 'tessera.Link', source: { id: 'b' }, target: { id: 'c' }, title: 'checked' },
    ];
    expect(renderDiagram(content({ DiagramCell: cells }))).toEqual([
      'Elements (3):',
      '- Order received [Event]',
      '- Check stock [Activity]',
      '- (unnamed Gateway) [Gateway]',
      'Flows (2):',
      '- Order received -> Check stock',
      '- Check stock -> (unnamed Gateway) ("checked")',
    ]);
  });

  it('cuts long content at a line and says how much was left out', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `line ${i} ${'x'.repeat(10)}`);
    const text = cappedContext(lines, 60);
    expect(text.split('\n')).toHaveLength(4);
    expect(text).toContain('7 more lines left out');
  });
});
