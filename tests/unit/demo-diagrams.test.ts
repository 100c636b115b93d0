import { describe, expect, it } from 'vitest';
import bpmnManifest from '../../plugins/bpmn/manifest';
import { bpmnShapes } from '../../plugins/bpmn/shapes';
import ecosystemManifest from '../../plugins/ecosystem/manifest';
import { ECOSYSTEM_DEFAULTS, ecosystemShapes } from '../../plugins/ecosystem/shapes';
import processFlowManifest from '../../plugins/process-flow/manifest';
import { processFlowShapes } from '../../plugins/process-flow/shapes';
import quadrantManifest from '../../plugins/quadrant/manifest';
import { quadrantShapes } from '../../plugins/quadrant/shapes';
import sequenceManifest from '../../plugins/sequence/manifest';
import { SEQUENCE_DEFAULTS, sequenceShapes } from '../../plugins/sequence/shapes';
import { cellToDocument, documentToCell, withParents, type CellDocument } from '../../sdk/diagram/cell-codec';
import { DEFAULT_LINK_KEY } from '../../sdk/diagram/constants';
import { cleanUpLoadedCells } from '../../sdk/diagram/load-cleanup';
import { createShapeRegistry } from '../../sdk/diagram/shapes/shape-registry';
import { DEMO_DIAGRAM_SETTINGS, DEMO_DIAGRAMS } from '../../server/db/seed-diagrams';

/** Each diagram plugin's shapes and default link, as its view gives them to the editor. */
const PLUGINS = [
  { manifest: bpmnManifest, shapes: bpmnShapes, linkKey: DEFAULT_LINK_KEY },
  { manifest: processFlowManifest, shapes: processFlowShapes, linkKey: DEFAULT_LINK_KEY },
  { manifest: quadrantManifest, shapes: quadrantShapes, linkKey: DEFAULT_LINK_KEY },
  { manifest: ecosystemManifest, shapes: ecosystemShapes, linkKey: ECOSYSTEM_DEFAULTS.default_link_key },
  { manifest: sequenceManifest, shapes: sequenceShapes, linkKey: SEQUENCE_DEFAULTS.default_link_key },
];

describe('the demo diagrams (server/db/seed-diagrams.ts)', () => {
  it('has one diagram for each diagram plugin', () => {
    expect(Object.keys(DEMO_DIAGRAMS).sort()).toEqual(PLUGINS.map(({ manifest }) => manifest.typeKey).sort());
  });

  describe.each(PLUGINS)('$manifest.typeKey', ({ manifest, shapes, linkKey }) => {
    const registry = createShapeRegistry(shapes);
    const documents = DEMO_DIAGRAMS[manifest.typeKey].cells as CellDocument[];

    it('has shapes the plugin knows, and links of its default link shape', () => {
      for (const document of documents) expect(registry.get(document.type), document.jsid).toBeDefined();
      const links = documents.filter((document) => registry.get(document.type)?.kind === 'link');
      for (const link of links) expect(link.type, link.jsid).toBe(linkKey);
    });

    it('loads without anything for the §5 clean-up to delete, fix or skip', () => {
      const result = cleanUpLoadedCells(documents, {
        layerIds: DEMO_DIAGRAM_SETTINGS.layers.map((layer) => layer.id),
        isKnownType: (type) => registry.get(type) !== undefined,
      });
      expect(result).toMatchObject({ deleted: [], changed: [], skipped: [] });
    });

    it('is exactly what the editor saves for these cells', () => {
      const graph = registry.createGraph();
      graph.resetCells(withParents(documents.map((document) => documentToCell(document, registry))));
      const saved = new Map(graph.getCells().map((cell) => [String(cell.id), cellToDocument(cell, registry)]));
      for (const document of documents) expect(saved.get(document.jsid), document.jsid).toStrictEqual(document);
    });
  });
});
