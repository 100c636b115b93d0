/** The tours of a module page: its family's, then the plugin's own (screens-and-editor.md §4). */
import type { TourDeclaration, TourStep } from '../../core/domain/tours';
import { SDK_NAMESPACE } from '../i18n/sdk-messages';
import type { ModuleFamily } from '../manifest';
import type { PluginDefinition } from '../plugin';

/** The step every module page ends with: the host's properties and comments buttons. */
const PANELS_STEP: Omit<TourStep, 'index'> = {
  target: 'module-panels',
  titleKey: 'tours.module.panels.title',
  textKey: 'tours.module.panels.text',
};

/** The family's view, by the `data-tour` of its main element, and its message key under `tours.module`. */
const FAMILY_CONTENT: Record<Exclude<ModuleFamily, 'diagram'>, string> = {
  list: 'list-toolbar',
  canvas: 'canvas-areas',
  board: 'board-columns',
  registry: 'registry-view',
  embed: 'embed-view',
  document: 'module-content',
};

function familyTour(family: Exclude<ModuleFamily, 'diagram'>): TourDeclaration {
  return {
    id: 'module',
    namespace: SDK_NAMESPACE,
    titleKey: 'tours.module.title',
    steps: [
      { index: 1, target: FAMILY_CONTENT[family], titleKey: `tours.module.${family}.title`, textKey: `tours.module.${family}.text` },
      { index: 2, ...PANELS_STEP },
    ],
  };
}

/** The diagram editor's tour: the toolbar, the paper, the shapes, then the module's panels. */
export const DIAGRAM_EDITOR_TOUR: TourDeclaration = {
  id: 'diagram-editor',
  namespace: SDK_NAMESPACE,
  titleKey: 'tours.diagram.title',
  steps: [
    { index: 1, target: 'diagram-toolbar', titleKey: 'tours.diagram.toolbar.title', textKey: 'tours.diagram.toolbar.text' },
    { index: 2, target: 'diagram-paper', titleKey: 'tours.diagram.paper.title', textKey: 'tours.diagram.paper.text' },
    { index: 3, target: 'diagram-shapes', titleKey: 'tours.diagram.shapes.title', textKey: 'tours.diagram.shapes.text' },
    { index: 4, ...PANELS_STEP },
  ],
};

const FAMILY_TOURS: Record<ModuleFamily, TourDeclaration> = {
  list: familyTour('list'),
  canvas: familyTour('canvas'),
  board: familyTour('board'),
  registry: familyTour('registry'),
  embed: familyTour('embed'),
  document: familyTour('document'),
  diagram: DIAGRAM_EDITOR_TOUR,
};

const byPlugin = new WeakMap<PluginDefinition, readonly TourDeclaration[]>();

/** The same array for the same plugin, so a page registers its tours once. */
export function moduleTours(plugin: PluginDefinition): readonly TourDeclaration[] {
  let tours = byPlugin.get(plugin);
  if (!tours) {
    tours = [FAMILY_TOURS[plugin.manifest.family], ...(plugin.tours ?? [])];
    byPlugin.set(plugin, tours);
  }
  return tours;
}
