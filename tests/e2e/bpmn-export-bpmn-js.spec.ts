/**
 * The BPMN 2.0 XML export opens in bpmn-js without a warning: each reference model (as modellers write
 * them) and a generated collaboration are imported and exported again, and the export is loaded into
 * bpmn-js's viewer on a blank page. No server is needed: the export is made here, the viewer runs alone.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readBpmnXml, writeBpmnXml } from '../../core/domain/bpmn-xml';
import { generatedCollaborationXml } from '../../core/domain/bpmn-xml/test-support/generated-collaboration';

const MODELS = new URL('../../core/domain/bpmn-xml/reference-models/', import.meta.url);
const VIEWER = fileURLToPath(new URL('../../node_modules/bpmn-js/dist/bpmn-viewer.production.min.js', import.meta.url));

const models = readdirSync(MODELS)
  .filter((name) => name.endsWith('.bpmn'))
  .sort()
  .map((name) => ({ name, xml: readFileSync(new URL(name, MODELS), 'utf8') }));

async function exported(xml: string): Promise<string> {
  let n = 0;
  const { cells } = await readBpmnXml(xml, () => `cell-${++n}`);
  return (await writeBpmnXml(cells)).xml;
}

test('every reference model’s export, and a large generated collaboration’s, opens in bpmn-js without warnings', async ({ page }) => {
  await page.setContent('<!doctype html><html><body><div id="canvas" style="width: 1200px; height: 800px"></div></body></html>');
  await page.addScriptTag({ path: VIEWER });
  const sources = [...models, { name: 'generated collaboration', xml: generatedCollaborationXml({ nodes: 400, flows: 400 }) }];
  for (const { name, xml } of sources) {
    const result = await page.evaluate(async (bpmnXml) => {
      const BpmnViewer = (window as unknown as { BpmnJS: new (options: { container: string }) => { importXML(xml: string): Promise<{ warnings: Array<{ message: string }> }>; destroy(): void } }).BpmnJS;
      const viewer = new BpmnViewer({ container: '#canvas' });
      try {
        const { warnings } = await viewer.importXML(bpmnXml);
        return { warnings: warnings.map((warning) => warning.message), error: null };
      } catch (error) {
        return { warnings: [], error: String(error) };
      } finally {
        viewer.destroy();
      }
    }, await exported(xml));
    expect(result, name).toEqual({ warnings: [], error: null });
  }
});
