import { util } from '@joint/core';
import { loadBpmnXml, type CellDocument, type DiagramFileFormat } from '../../../sdk/diagram';

/**
 * BPMN 2.0 XML (with diagram interchange) as the BPMN diagram's file format: "Import BPMN" and
 * "Export BPMN" in the toolbar. The mapping is core's (the server's export.bpmn writes the same file).
 */
export const bpmnFileFormat: DiagramFileFormat = {
  name: 'BPMN',
  accept: '.bpmn,.xml',
  extension: 'bpmn',
  mediaType: 'application/xml',
  async read(text) {
    const { readBpmnXml } = await loadBpmnXml();
    const { cells, notDrawn } = await readBpmnXml(text, util.uuid);
    return { cells: cells as CellDocument[], notDrawn };
  },
  async write(cells) {
    const { writeBpmnXml } = await loadBpmnXml();
    const { xml, notWritten } = await writeBpmnXml(cells);
    return { text: xml, notWritten };
  },
};
