/**
 * BPMN 2.0 XML import in the browser (headless Chromium, as diagram-open.bench.ts): a generated
 * collaboration of 2,000 shapes (flow nodes in four pools of two lanes) and 2,000 flows (sequence and
 * message flows), chosen with the toolbar's "Import BPMN" in an empty BPMN module, from the file chosen
 * (the file input's change event) to the diagram interactive (bench/support/file-import.ts), and the longest
 * main-thread stall. Median of RUNS runs after a warm-up, each in a new module. Prints figures;
 * never fails on a number.
 *
 * Run alone: `node --import tsx bench/bpmn-xml-import.bench.ts` (or `npm run bench -- bpmn-xml`).
 */
import { generatedCollaborationXml } from '../core/domain/bpmn-xml/test-support/generated-collaboration';
import { withSignedInOwner } from './support/bench-session';
import { measureImports } from './support/file-import';
import { runWhenMain } from './support/run-when-main';

const SHAPES = 2000;
const FLOWS = 2000;
const RUNS = 5;

export function measureBpmnXmlImport(log: (line: string) => void = console.log): Promise<number> {
  const file = {
    button: 'Import BPMN',
    name: 'generated.bpmn',
    mimeType: 'application/xml',
    buffer: Buffer.from(generatedCollaborationXml({ nodes: SHAPES, flows: FLOWS })),
    // A task near the top left, so in the viewport: the third node of the first pool.
    shapeText: 'Step 1.3',
    timeout: 120_000,
  };
  return withSignedInOwner(log, (context) => measureImports(context, file, RUNS, `BPMN 2.0 XML import of ${SHAPES} shapes and ${FLOWS} flows`, log));
}

await runWhenMain(import.meta.url, () => measureBpmnXmlImport());
