import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EntityValuesStore } from '../../entity-values/entity-values-store';
import { FakeEntityValuesServer } from '../../test-support/entity-values-server';
import { createTestServices, renderWithServices, TEST_PROJECT } from '../../test-support/render-with-services';
import type { CellDocument } from '../cell-codec';
import { CellAssignSection } from './cell-assign-section';

describe('CellAssignSection', { timeout: 30000 }, () => {
  it('assigns the selected cell’s entity value a tag, saved beside its document', async () => {
    const services = createTestServices();
    const server = new FakeEntityValuesServer<CellDocument>(services.http, { projectId: TEST_PROJECT.id, moduleId: 11, moduleTypeId: 3, attributeKey: 'Cell' });
    server.seed([{ value: { jsid: 'task-1', type: 'bpmn.Task' } as CellDocument }]);
    services.http
      .on('GET', `/api/projects/${TEST_PROJECT.id}/tags.json`, () => [{ id: 2, name: 'Manual step', color: null, project_id: TEST_PROJECT.id, position: 0 }])
      .on('GET', `/api/projects/${TEST_PROJECT.id}/stakeholders.json`, () => [])
      .on('GET', `/api/projects/${TEST_PROJECT.id}/product_and_service_items.json`, () => []);
    const store = new EntityValuesStore<CellDocument>({
      http: services.http,
      saveQueues: services.saveQueues,
      projectId: TEST_PROJECT.id,
      moduleId: 11,
      moduleTypeId: 3,
      attributeKey: 'Cell',
    });
    store.activate();
    await waitFor(() => expect(store.state.status).toBe('ready'));
    renderWithServices(<CellAssignSection cellId="task-1" disabled={false} assignments={{ projectId: TEST_PROJECT.id, store }} />, services);
    const user = userEvent.setup({ delay: null });

    const section = screen.getByRole('region', { name: 'Assign' });
    await user.click(within(section).getByRole('combobox', { name: 'Tags' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(section).getByRole('button', { name: 'Manual step' })).toBeInTheDocument();
    await waitFor(() => expect(server.values[0].tag_ids).toEqual([2]), { timeout: 3000 });
    expect(server.values[0].value).toEqual({ jsid: 'task-1', type: 'bpmn.Task' });
  });
});
