import { registryStore } from '../../registries/registry-store';
import type { DiagramExtension } from '../diagram-extension';
import { bindStakeholders } from './stakeholder-binding';
import { STAKEHOLDER_SHAPE_KEY, stakeholderShape } from './stakeholder-shape';
import { StakeholdersSection } from './stakeholders-section';

/**
 * The stakeholder stencil (screens-and-editor.md §3): a diagram kind that declares it gets the
 * `tessera.Stakeholder` shape, a "Stakeholders" section in its shapes panel, and shapes that show their
 * stakeholder's current name.
 */
export const stakeholderStencil: DiagramExtension = {
  shapes: [stakeholderShape],
  // The shape's own properties are its binding, not something to edit by hand.
  propertySheets: { [STAKEHOLDER_SHAPE_KEY]: { properties: [] } },
  paletteSection: StakeholdersSection,
  onReady(editor, { view }) {
    if (!view) return;
    const stakeholders = registryStore(view.http, view.projectId, 'stakeholders');
    // Opening a diagram reads the names again: the stakeholders may have been renamed in another tab.
    void (stakeholders.state.status === 'ready' ? stakeholders.reload() : stakeholders.load());
    return bindStakeholders(editor, view.cells, stakeholders.state$);
  },
};
