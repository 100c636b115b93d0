/** The renderer of each module family; a family without one (embeds, registries) is described by name alone. */
import type { PluginManifest } from '../../../../sdk/manifest';
import { renderBoard } from './board-context';
import { renderCanvas } from './canvas-context';
import { renderChecklist } from './checklist-context';
import { renderDiagram } from './diagram-context';
import { renderDocument } from './document-context';
import { renderList } from './list-context';
import type { FamilyRenderer } from './module-content';

export function rendererOf(manifest: PluginManifest): FamilyRenderer | null {
  switch (manifest.family) {
    case 'list':
      // A list kind without a field declaration is a checklist (items with a done state, counted on its card).
      return manifest.list ? renderList : manifest.cardSummary?.doneProperty ? renderChecklist : null;
    case 'canvas':
      return renderCanvas;
    case 'diagram':
      return renderDiagram;
    case 'document':
      return renderDocument;
    case 'board':
      return renderBoard;
    default:
      return null;
  }
}
