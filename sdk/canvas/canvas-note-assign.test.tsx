import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { canvasNoteSchema } from '../family/family-declaration';
import { attributePlugin, createModuleFixture } from '../test-support/module-fixture';
import { renderWithServices, TEST_PROJECT } from '../test-support/render-with-services';
import type { CanvasArea } from './canvas-area';
import { CanvasModuleView } from './canvas-module-view';

const areas: CanvasArea[] = [{ id: 'strengths', title: 'Strengths', hint: 'What you do well.' }];
const plugin = attributePlugin('Note', canvasNoteSchema({ itemKey: 'Note', areas: ['strengths'], layout: [] }));
const row = (id: number, name: string) => ({ id, name, project_id: TEST_PROJECT.id, position: id, created_at: '', updated_at: '' });

describe('CanvasModuleView assignments', { timeout: 30000 }, () => {
  it('assigns a stakeholder from the note’s Assign button and shows it on the note', async () => {
    const { services, module, server } = createModuleFixture({ plugin, seed: [{ area: 'strengths', text: 'Brand' }] });
    services.http
      .on('GET', `/api/projects/${TEST_PROJECT.id}/tags.json`, () => [])
      .on('GET', `/api/projects/${TEST_PROJECT.id}/stakeholders.json`, () => [row(5, 'Customers')])
      .on('GET', `/api/projects/${TEST_PROJECT.id}/product_and_service_items.json`, () => []);
    renderWithServices(<CanvasModuleView project={TEST_PROJECT} module={module} readOnly={false} attributeKey="Note" areas={areas} />, services);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Assign note “Brand”' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign Brand' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Stakeholders' }));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(within(screen.getByRole('region', { name: 'Strengths' })).getByRole('list', { name: 'Assigned to Customers' })).toBeInTheDocument();
    await waitFor(() => expect(server.values[0].stakeholder_ids).toEqual([5]), { timeout: 3000 });
  });
});
