import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Stakeholder } from '../../sdk';
import { pluginMessages } from '../../sdk/test-support/plugin-english';
import { createTestServices, renderWithServices, TEST_PROJECT, testModule } from '../../sdk/test-support/render-with-services';
import plugin from './index';

const base = `/api/projects/${TEST_PROJECT.id}`;
const stakeholder = (id: number, name: string, roleIds: number[] = []): Stakeholder => ({
  id,
  project_id: TEST_PROJECT.id,
  name,
  description: '',
  link_title: '',
  link_url: '',
  position: id,
  links: [],
  stakeholder_role_ids: roleIds,
  created_at: '',
  updated_at: '',
});
const role = { id: 5, project_id: TEST_PROJECT.id, name: 'Sponsor', description: '', color: null, position: 0, created_at: '', updated_at: '' };
const use = (moduleId: number, moduleName: string) => ({ entity_value_id: moduleId * 10, module_id: moduleId, module_name: moduleName, module_segment: 'risks', title: '' });

async function setup() {
  const services = createTestServices({ stakeholders: pluginMessages('stakeholders') });
  const rows = [stakeholder(1, 'Board', [5]), stakeholder(2, 'Customers')];
  services.http
    .on('GET', `${base}/stakeholders.json`, () => rows)
    .on('GET', `${base}/stakeholder_roles.json`, () => [role])
    .on('GET', `${base}/stakeholders/assigned_items_index.json`, () => [{ id: 1, assigned_items: [use(21, 'Project risks'), use(21, 'Project risks'), use(22, 'Drivers')] }])
    .on('POST', `${base}/stakeholders.json`, () => stakeholder(3, 'Untitled'))
    .on('PUT', `${base}/stakeholders/3.json`, ({ body }) => ({ ...stakeholder(3, 'Untitled'), ...(body as object) }))
    .on('DELETE', `${base}/stakeholders/1.json`, () => undefined);
  const { default: View } = await plugin.view();
  renderWithServices(<View project={TEST_PROJECT} module={testModule({ type_key: 'KeyParticipants' })} readOnly={false} />, services);
  return services;
}

describe('stakeholders plugin', { timeout: 30000 }, () => {
  it('lists the project’s stakeholders with their roles and the modules that use them, and filters by role', async () => {
    await setup();
    const board = await screen.findByRole('row', { name: /Board/ });
    expect(within(board).getByText('Sponsor')).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: 'Project risks' })).toHaveAttribute('href', `/projects/${TEST_PROJECT.id}/risks/21`);
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by Stakeholder Roles' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sponsor' }));
    expect(screen.queryByRole('row', { name: /Customers/ })).toBeNull();
  });

  it('adds a stakeholder named "Untitled" in the user\'s language and opens the editor on it', async () => {
    const services = await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Stakeholder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stakeholder' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Untitled');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Regulator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(services.http.requestsTo('POST', `${base}/stakeholders.json`)[0].body).toEqual({ name: 'Untitled' });
    expect(await screen.findByRole('rowheader', { name: 'Regulator' })).toBeInTheDocument();
  });

  it('asks before deleting, saying where the stakeholder is used', async () => {
    const services = await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Board”?' });
    expect(dialog).toHaveTextContent('It is used in 3 places; deleting removes it there too:');
    expect(within(dialog).getByRole('link', { name: 'Project risks' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Project risks (2)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(services.http.requestsTo('DELETE', `${base}/stakeholders/1.json`)).toHaveLength(1);
    await screen.findByRole('row', { name: /Customers/ });
    expect(screen.queryByRole('row', { name: /Board/ })).toBeNull();
  });
});
