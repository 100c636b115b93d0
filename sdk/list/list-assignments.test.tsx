import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listItemSchema } from '../family/family-declaration';
import { attributePlugin, createModuleFixture } from '../test-support/module-fixture';
import { renderWithServices, TEST_PROJECT } from '../test-support/render-with-services';
import type { ListField } from './list-field';
import { ListModuleView } from './list-module-view';

const fields: ListField[] = [{ name: 'title', label: 'Title', kind: 'text' }];
const plugin = attributePlugin('Item', listItemSchema({ itemKey: 'Item', fields }));
const row = (id: number, name: string) => ({ id, name, project_id: TEST_PROJECT.id, position: id, created_at: '', updated_at: '' });

describe('ListModuleView assignments', { timeout: 30000 }, () => {
  it('assigns a tag in the item dialog, shows it in the Assigned column, saves it and filters by it', async () => {
    const { services, module, server } = createModuleFixture({ plugin, seed: [{ title: 'Late delivery' }, { title: 'Fire' }] });
    services.http
      .on('GET', `/api/projects/${TEST_PROJECT.id}/tags.json`, () => [{ ...row(4, 'Supply chain'), color: null }])
      .on('GET', `/api/projects/${TEST_PROJECT.id}/stakeholders.json`, () => [])
      .on('GET', `/api/projects/${TEST_PROJECT.id}/product_and_service_items.json`, () => []);
    renderWithServices(
      <ListModuleView project={TEST_PROJECT} module={module} readOnly={false} attributeKey="Item" fields={fields} itemLabel="risk" />,
      services,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Late delivery' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tags' }));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('columnheader', { name: 'Assigned' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Assigned to Supply chain' })).toBeInTheDocument();
    await waitFor(() => expect(server.values.find((value) => value.value.title === 'Late delivery')?.tag_ids).toEqual([4]), {
      timeout: 3000,
    });

    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(screen.getByRole('option', { name: 'Supply chain' }));
    const table = screen.getByRole('table', { name: 'Test module' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Late delivery']);
  });

  it('shows a declared stakeholders field as its own column and input, and offers stakeholders nowhere else', async () => {
    const declared: ListField[] = [...fields, { name: 'affected', label: 'Affected', kind: 'stakeholders' }];
    const declaredPlugin = attributePlugin('Item', listItemSchema({ itemKey: 'Item', fields: declared }));
    const { services, module, server } = createModuleFixture({ plugin: declaredPlugin, seed: [{ title: 'Late delivery' }] });
    services.http
      .on('GET', `/api/projects/${TEST_PROJECT.id}/tags.json`, () => [])
      .on('GET', `/api/projects/${TEST_PROJECT.id}/stakeholders.json`, () => [row(6, 'Suppliers')])
      .on('GET', `/api/projects/${TEST_PROJECT.id}/product_and_service_items.json`, () => []);
    renderWithServices(
      <ListModuleView project={TEST_PROJECT} module={module} readOnly={false} attributeKey="Item" fields={declared} itemLabel="risk" />,
      services,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Late delivery' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Stakeholders' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Affected' }));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('columnheader', { name: 'Affected' })).toBeInTheDocument();
    const cells = within(screen.getByRole('table', { name: 'Test module' })).getAllByRole('list', { name: 'Assigned to Suppliers' });
    expect(cells).toHaveLength(1);
    await waitFor(() => expect(server.values[0].stakeholder_ids).toEqual([6]), { timeout: 3000 });
    expect(server.values[0].value).toEqual({ title: 'Late delivery' });

    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    expect(screen.queryByRole('option', { name: 'Suppliers' })).not.toBeInTheDocument();
  });
});
