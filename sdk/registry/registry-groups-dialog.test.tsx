import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RegistryCategory } from '../../core/domain/registry-types';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { RegistryGroupsDialog } from './registry-groups-dialog';

const PROJECT_ID = 7;
const base = `/api/projects/${PROJECT_ID}/tag_categories`;
const category = (id: number, name: string, position: number, color: string | null = null): RegistryCategory => ({
  id,
  project_id: PROJECT_ID,
  name,
  description: '',
  color,
  position,
  created_at: '',
  updated_at: '',
});

/** The tag categories of a project on a fake server that answers like the real one. */
function renderDialog(rows: RegistryCategory[], membersOf: (id: number) => number = () => 0) {
  const services = createTestServices();
  const { http } = services;
  http.on('GET', `${base}.json`, () => rows);
  http.on('POST', `${base}.json`, ({ body }) => category(99, (body as { name: string }).name, rows.length));
  for (const row of rows) {
    http.on('PUT', `${base}/${row.id}.json`, ({ body }) => ({ ...row, ...(body as object) }));
    http.on('DELETE', `${base}/${row.id}.json`, () => undefined);
  }
  http.on('POST', `${base}/update_positions.json`, ({ body }) =>
    (body as { ids: number[] }).ids.map((id, position) => ({ ...rows.find((row) => row.id === id)!, position })),
  );
  const onGroupDeleted = vi.fn();
  renderWithServices(
    <RegistryGroupsDialog
      projectId={PROJECT_ID}
      groups="tag_categories"
      groupsLabel="Tag Categories"
      itemsLabel="Tags"
      membersOf={membersOf}
      onGroupDeleted={onGroupDeleted}
      onClose={() => {}}
    />,
    services,
  );
  return { http, onGroupDeleted };
}

const names = () => within(screen.getByRole('list', { name: 'Tag Categories' })).getAllByRole('textbox').map((box) => (box as HTMLInputElement).value);

describe('RegistryGroupsDialog', () => {
  it('is titled by the groups in the company’s words and lists them in their order', async () => {
    renderDialog([category(2, 'Region', 1), category(1, 'Theme', 0)]);
    expect(screen.getByRole('dialog', { name: 'Manage Tag Categories' })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Theme', 'Region']));
  });

  it('adds a group by name', async () => {
    const { http } = renderDialog([]);
    await screen.findByText(/None yet/);
    fireEvent.change(screen.getByRole('textbox', { name: 'New name' }), { target: { value: '  Region ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(names()).toEqual(['Region']));
    expect(http.requestsTo('POST', `${base}.json`)[0].body).toEqual({ name: 'Region' });
  });

  it('renames when the name is left, and keeps the old name when it is left empty', async () => {
    const { http } = renderDialog([category(1, 'Theme', 0)]);
    const name = await screen.findByRole('textbox', { name: 'Name of Theme' });
    fireEvent.change(name, { target: { value: 'Topic' } });
    fireEvent.blur(name);
    await waitFor(() => expect(http.requestsTo('PUT', `${base}/1.json`)[0]?.body).toEqual({ name: 'Topic' }));
    const renamed = await screen.findByRole('textbox', { name: 'Name of Topic' });
    fireEvent.change(renamed, { target: { value: ' ' } });
    fireEvent.blur(renamed);
    expect((renamed as HTMLInputElement).value).toBe('Topic');
    expect(http.requestsTo('PUT', `${base}/1.json`)).toHaveLength(1);
  });

  it('saves a colour', async () => {
    const { http } = renderDialog([category(1, 'Theme', 0)]);
    const color = await screen.findByLabelText('Colour of Theme');
    fireEvent.change(color, { target: { value: '#5badca' } });
    fireEvent.blur(color);
    await waitFor(() => expect(http.requestsTo('PUT', `${base}/1.json`)[0]?.body).toEqual({ color: '#5badca' }));
  });

  it('moves a group and sends the new order', async () => {
    const { http } = renderDialog([category(1, 'Theme', 0), category(2, 'Region', 1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Region up' }));
    await waitFor(() => expect(names()).toEqual(['Region', 'Theme']));
    expect(http.requestsTo('POST', `${base}/update_positions.json`)[0].body).toEqual({ ids: [2, 1] });
  });

  it('says how many items carry a group before deleting it, then lets the items load again', async () => {
    const { http, onGroupDeleted } = renderDialog([category(1, 'Theme', 0), category(2, 'Region', 1)], (id) => (id === 2 ? 3 : 0));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Region' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “Region”?' });
    expect(within(confirm).getByText('3 Tags carry it; deleting removes it from them.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Theme']));
    expect(http.requestsTo('DELETE', `${base}/2.json`)).toHaveLength(1);
    expect(onGroupDeleted).toHaveBeenCalledTimes(1);
  });
});
