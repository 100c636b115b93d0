import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookupPath } from '../../core/domain/lookups';
import { HttpError } from '../../core/services/http-client';
import { aCatalogue, aModule, aSection, testRegistry } from '../test/fixtures';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { AddModuleDialog } from './add-module-dialog';
import { MODULE_KINDS_PATH } from './module-kind-catalogue';

const CREATE_PATH = '/api/projects/7/project_scenario_modules.json';

function setUp(moduleNames: string[] = []) {
  const services = createHostTestContainer();
  services.http
    .on('GET', MODULE_KINDS_PATH, () => aCatalogue(testRegistry))
    .on('GET', lookupPath('scenario_module_categories'), () => [{ id: 1, name: 'Lists' }, { id: 2, name: 'Documents' }]);
  renderHost(
    <AddModuleDialog
      open
      onClose={() => undefined}
      registry={testRegistry}
      projectRouteId="7"
      projectId={7}
      sections={[aSection()]}
      moduleNames={moduleNames}
    />,
    services.container,
    '/projects/7',
  );
  return services;
}

const dialog = () => screen.getByRole('dialog', { name: 'Add module' });
const search = () => within(dialog()).getByRole('combobox', { name: 'Search kinds of module' });
const nameField = () => within(dialog()).getByRole('textbox', { name: 'Name' });

describe('AddModuleDialog', { timeout: 15000 }, () => {
  it('lists each kind under its category with its description, the search focused', async () => {
    setUp();
    const lists = await within(dialog()).findByRole('group', { name: 'Lists' });
    expect(within(lists).getByRole('option', { name: 'Risks' })).toHaveAccessibleDescription('A list of risks.');
    expect(within(dialog()).getByRole('group', { name: 'Documents' })).toContainElement(within(dialog()).getByRole('option', { name: 'Text' }));
    await waitFor(() => expect(search()).toHaveFocus());
  });

  it('filters kinds by title, category and description, ignoring case and accents, and says when none matches', async () => {
    setUp();
    await within(dialog()).findByRole('option', { name: 'Risks' });
    await userEvent.type(search(), 'DOCUMENTS');
    expect(within(dialog()).getAllByRole('option').map((option) => option.textContent)).toEqual(['TextFree rich text.']);
    await userEvent.clear(search());
    await userEvent.type(search(), 'rísks');
    expect(within(dialog()).getAllByRole('option').map((option) => option.textContent)).toEqual(['RisksA list of risks.']);
    await userEvent.clear(search());
    await userEvent.type(search(), 'gantt');
    expect(within(dialog()).queryAllByRole('option')).toHaveLength(0);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('No module kind matches “gantt”.');
  });

  it('moves through the kinds with the arrow keys and picks one with Enter, suggesting a new name', async () => {
    setUp(['Text', 'Text 2', 'Risks']);
    await within(dialog()).findByRole('option', { name: 'Risks' });
    const risks = within(dialog()).getByRole('option', { name: 'Risks' });
    const text = within(dialog()).getByRole('option', { name: 'Text' });
    expect(search()).toHaveAttribute('aria-activedescendant', risks.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(search()).toHaveAttribute('aria-activedescendant', text.id);
    await userEvent.keyboard('{Enter}');
    expect(text).toHaveAttribute('aria-selected', 'true');
    expect(nameField()).toHaveValue('Text 3');
    expect(nameField()).toHaveFocus();
  });

  it('keeps a name the user typed when another kind is picked, and follows the kind with its own suggestion', async () => {
    setUp(['Risks']);
    await userEvent.click(await within(dialog()).findByRole('option', { name: 'Risks' }));
    expect(nameField()).toHaveValue('Risks 2');
    await userEvent.click(within(dialog()).getByRole('option', { name: 'Text' }));
    expect(nameField()).toHaveValue('Text');
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Launch notes');
    await userEvent.click(within(dialog()).getByRole('option', { name: 'Risks' }));
    expect(nameField()).toHaveValue('Launch notes');
  });

  it("shows the server's refusal next to Create, outside the scrolling list, and keeps the dialog open", async () => {
    const { http } = setUp();
    http.on('POST', CREATE_PATH, () => {
      throw new HttpError(422, 'Unprocessable', { fields: [{ field: 'type_key', message: 'is not offered' }] });
    });
    await userEvent.click(await within(dialog()).findByRole('option', { name: 'Risks' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Some of what you entered is not valid. Check it and try again.');
    expect(within(dialog()).getByRole('listbox')).not.toContainElement(alert);
    expect(within(dialog()).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(http.calls('POST', CREATE_PATH)[0].body).toEqual({ name: 'Risks', type_key: 'Risks', section_id: 3 });
  });

  it('creates the module of the picked kind', async () => {
    const { http } = setUp();
    http.on('POST', CREATE_PATH, ({ body }) => aModule({ id: 20, ...(body as object) }));
    await userEvent.click(await within(dialog()).findByRole('option', { name: 'Text' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(http.calls('POST', CREATE_PATH)[0].body).toEqual({ name: 'Text', type_key: 'FreeTexts', section_id: 3 });
  });
});
