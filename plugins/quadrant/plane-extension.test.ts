import { describe, expect, it } from 'vitest';
import { createShapeRegistry, DiagramEditor, startExtensions } from '../../sdk/diagram';
import { englishTranslate } from '../../sdk/test-support/diagram-palette';
import en from './locales/en.json';
import { planeExtension } from './plane-extension';
import { quadrantShapes } from './shapes';

const registry = createShapeRegistry(quadrantShapes);
const extension = planeExtension(englishTranslate({ en }));
const types = (editor: DiagramEditor) => editor.graph.getElements().map((cell) => cell.get('type'));

describe('quadrant plane extension', () => {
  it('lays out the plane once in an empty, writable module, as one undo step', () => {
    const editor = new DiagramEditor({ registry });
    startExtensions(editor, [extension])();
    expect(types(editor)).toEqual(['quadrant.XAxis', 'quadrant.YAxis', 'quadrant.Corner', 'quadrant.Corner', 'quadrant.Corner', 'quadrant.Corner']);
    expect(editor.graph.getElements().map((cell) => cell.get('title'))).toEqual(['X axis', 'Y axis', 'Top left', 'Top right', 'Bottom left', 'Bottom right']);
    // Started again (e.g. the module turned writable, or React's double effect): not a second plane.
    startExtensions(editor, [extension]);
    expect(types(editor)).toHaveLength(6);
    editor.undo();
    expect(types(editor)).toEqual([]);
  });

  it('leaves a module with cells alone', () => {
    const editor = new DiagramEditor({ registry });
    editor.addShape('quadrant.Item');
    startExtensions(editor, [extension]);
    expect(types(editor)).toEqual(['quadrant.Item']);
  });

  it('does nothing read-only', () => {
    const editor = new DiagramEditor({ registry, readOnly: true });
    startExtensions(editor, [extension]);
    expect(types(editor)).toEqual([]);
  });
});
