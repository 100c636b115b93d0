import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import type { DataUse } from './data-use';
import plugin from './index';

const catalog = { id: 4, name: 'Order domain', company_id: null };
const group = { id: 8, data_catalog_id: 4, name: 'Customer', position: 0 };
const detail = (id: number, name: string, categoryIds: number[] = []) => ({
  id, data_catalog_id: 4, group_id: 8, parent_id: null, level: 0, name, description: '', type: '', owner: '', classification: '', position: id, data_map_category_ids: categoryIds,
});
const personal = { id: 30, data_map_id: 2, parent_id: null, level: 0, name: 'Personal data', description: '', color: '#c00', position: 0 };

async function setup(seed: DataUse[], { view = 'edit', catalogs = [catalog] }: { view?: 'edit' | 'read'; catalogs?: object[] } = {}) {
  const fixture = createModuleFixture<DataUse>({ plugin, seed });
  const base = `/api/projects/${fixture.module.project_id}/project_scenario_modules/${fixture.module.id}`;
  fixture.services.http
    .on('GET', `${base}/data_catalogs.json`, () => catalogs)
    .on('GET', `${base}/data_catalogs/4/data_catalog_groups.json`, () => [group])
    .on('GET', `${base}/data_catalogs/4/data_catalog_details.json`, () => [detail(11, 'Email', [30]), detail(12, 'Phone')])
    .on('GET', `${base}/data_map_categories.json`, () => [personal])
    .on('GET', `/api/projects/${fixture.module.project_id}/associated_data_elements.json`, () => [
      { id: 1, project_id: fixture.module.project_id, data_catalog_id: 4, data_map_id: null, data_catalog_detail_id: 11, module_ids: [77] },
    ])
    .on('GET', `/api/projects/${fixture.module.project_id}/project_scenario_modules.json`, () => [
      { ...fixture.module },
      { ...fixture.module, id: 77, name: 'Order process', type_key: 'Bpmns' },
    ]);
  await renderPluginView(plugin, fixture, view);
  return fixture;
}

describe('data map view', { timeout: 15000 }, () => {
  it('lists the details in use with their categories and the modules pointing at them', async () => {
    await setup([]);
    const email = await screen.findByRole('listitem', { name: 'Customer / Email' });
    expect(within(email).getByText('Personal data')).toBeInTheDocument();
    expect(within(email).getByRole('link', { name: 'Order process' })).toHaveAttribute('href', expect.stringContaining('/modules/77'));
    expect(screen.queryByRole('listitem', { name: 'Customer / Phone' })).not.toBeInTheDocument();
  });

  it('creates a use when a note is written on a detail, and deletes it when the note is emptied', async () => {
    const fixture = await setup([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Only data in use' }));
    const note = within(screen.getByRole('listitem', { name: 'Customer / Phone' })).getByRole('textbox', { name: 'How the project uses Phone' });
    await user.type(note, 'Called when a delivery fails');
    await user.tab();
    await waitFor(() => expect(fixture.server.values.map((row) => row.value)).toEqual([{ data_catalog_detail_id: 12, text: 'Called when a delivery fails', link_ids: [] }]), { timeout: 3000 });
    await user.clear(within(screen.getByRole('listitem', { name: 'Customer / Phone' })).getByRole('textbox', { name: 'How the project uses Phone' }));
    await user.tab();
    await waitFor(() => expect(fixture.server.values).toHaveLength(0), { timeout: 3000 });
  });

  it('links a detail’s use to a module of the project', async () => {
    const fixture = await setup([{ data_catalog_detail_id: 11, text: 'Sent the invoice' }]);
    const user = userEvent.setup();
    const email = await screen.findByRole('listitem', { name: 'Customer / Email' });
    await user.click(within(email).getByRole('combobox', { name: 'Link Email to a module' }));
    await user.click(await screen.findByRole('option', { name: 'Order process' }));
    await waitFor(() => expect(fixture.server.values[0].value).toEqual({ data_catalog_detail_id: 11, text: 'Sent the invoice', link_ids: [77] }), { timeout: 3000 });
  });

  it('tells a writer of a project without data sources how to add them', async () => {
    await setup([], { catalogs: [] });
    expect(await screen.findByText('This project has no data map or catalog yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Data sources' }).length).toBeGreaterThan(0);
  });

  it('shows readers the notes with nothing to change them with', async () => {
    await setup([{ data_catalog_detail_id: 11, text: 'Sent the invoice' }], { view: 'read' });
    expect(await screen.findByText('Sent the invoice')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /How the project uses/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Data sources' })).not.toBeInTheDocument();
  });
});
