import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from './test-shapes';

/** An editor on the test shapes with one shown layer per name, their ids L1, L2, ... in order. */
export function editorWithLayers(names: readonly string[], readOnly = false): DiagramEditor {
  return new DiagramEditor({
    registry: testRegistry,
    readOnly,
    layers: { layers: names.map((name, index) => ({ id: `L${index + 1}`, name, hidden: false })) },
  });
}
