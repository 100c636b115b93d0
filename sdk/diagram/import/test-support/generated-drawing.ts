import type { TestConnector, TestDrawing, TestShape } from './vsdx-builder';

const COLUMNS = 40;
/** Inches between two nodes' centres, across and down. */
const STEP_X = 1.25;
const STEP_Y = 1;

/**
 * A big one-page BPMN drawing as Visio's stencil draws it: `nodes` tasks (every tenth a gateway) in rows of
 * forty, named "Step 1", "Step 2"..., and `flows` sequence flows glued to neighbours in a row (node i to
 * i + 1). For benchmarks: `nodes + flows` is the page's number of Visio shapes.
 */
export function generatedBpmnDrawing({ nodes, flows }: { nodes: number; flows: number }): TestDrawing {
  const rows = Math.ceil(nodes / COLUMNS);
  const pageHeight = rows * STEP_Y + 2;
  const shapes: TestShape[] = Array.from({ length: nodes }, (_, index) => ({
    id: index + 1,
    master: index % 10 === 9 ? 'Gateway' : 'Task',
    text: `Step ${index + 1}`,
    pinX: 1 + (index % COLUMNS) * STEP_X,
    pinY: pageHeight - 1 - Math.floor(index / COLUMNS) * STEP_Y,
    width: index % 10 === 9 ? 0.5 : 0.9,
    height: 0.5,
  }));
  const connectors: TestConnector[] = [];
  for (let index = 0; connectors.length < flows && index < nodes * 2; index += 1) {
    const from = index % nodes;
    const to = from + 1;
    if (to < nodes && to % COLUMNS !== 0) connectors.push({ id: nodes + connectors.length + 1, master: 'Sequence Flow', from: from + 1, to: to + 1 });
  }
  return { pageHeight, shapes, connectors };
}
