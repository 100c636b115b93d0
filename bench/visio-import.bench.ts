/**
 * Visio (.vsdx) import in the browser (headless Chromium, as bpmn-xml-import.bench.ts): a generated page of
 * 14,000 Visio shapes (9,000 BPMN tasks and gateways, 5,000 sequence flows glued to them), chosen with the
 * toolbar's "Import Visio" in an empty BPMN module. Measures, from the file chosen (the file input's change
 * event) to the diagram interactive (every cell view in the viewport drawn, then a click on a task selecting
 * it alone), and the longest main-thread stall meanwhile (PerformanceObserver 'longtask'): the file is read
 * in a Web Worker, so what remains is mapping and drawing the cells. Median of RUNS runs after a warm-up,
 * each in a new module. Prints figures; never fails on a number.
 *
 * Run alone: `node --import tsx bench/visio-import.bench.ts` (or `npm run bench -- visio-import`).
 */
import { generatedBpmnDrawing } from '../sdk/diagram/import/test-support/generated-drawing';
import { vsdxParts, zipParts } from '../sdk/diagram/import/test-support/vsdx-builder';
import { withSignedInOwner } from './support/bench-session';
import { measureImports } from './support/file-import';
import { runWhenMain } from './support/run-when-main';

const NODES = 9000;
const FLOWS = 5000;
const RUNS = 3;

export function measureVisioImport(log: (line: string) => void = console.log): Promise<number> {
  const file = {
    button: 'Import Visio',
    name: 'generated.vsdx',
    mimeType: 'application/vnd.ms-visio.drawing',
    buffer: Buffer.from(zipParts(vsdxParts(generatedBpmnDrawing({ nodes: NODES, flows: FLOWS })))),
    // A task near the top left, so in the viewport.
    shapeText: 'Step 3',
    timeout: 300_000,
  };
  return withSignedInOwner(log, (context) => measureImports(context, file, RUNS, `Visio import of ${NODES + FLOWS} shapes (${NODES} nodes, ${FLOWS} flows)`, log));
}

await runWhenMain(import.meta.url, () => measureVisioImport());
