import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { DEFAULT_LINK_KEY } from '../constants';
import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from '../test-support/test-shapes';
import { diagramMessages } from './diagram-messages';
import { linkPropertySheet } from './link-property-sheet';
import { PropertiesPanel } from './properties-panel';

/** The SDK's English messages, looked up by key as the translator would. */
const t = (key: string) => key.split('.').slice(1).reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], diagramMessages) as string;

describe('the link properties', () => {
  it('show the flow notation with translated names and no relationship (ArchiMate) link types', async () => {
    const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'l1', name: 'Layer 1', hidden: false }] } });
    const a = editor.addShape('test.Task', { position: { x: 0, y: 0 } })!;
    const b = editor.addShape('test.Task', { position: { x: 200, y: 0 } })!;
    editor.connect(a.id, b.id);
    renderWithServices(
      <PropertiesPanel editor={editor} changeTypeChoices={[]} propertySheets={{ [DEFAULT_LINK_KEY]: linkPropertySheet(t) }} />,
      createTestServices(),
    );
    editor.selection.select([editor.graph.getLinks()[0].id]);
    const panel = await screen.findByRole('region', { name: 'Properties' });
    expect(within(panel).queryByText(/link type/i)).toBeNull();
    expect(within(panel).getByRole('combobox', { name: 'Flow type' })).toHaveTextContent('Sequence flow');
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Label position' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Near the start', 'In the middle', 'Near the end']);
  });
});
