import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCompany, aSystem, aUser } from '../../test/fake-guard-services';
import { aModule, aProject, aSection, testRegistry } from '../../test/fixtures';
import { createHostTestContainer, renderApp } from '../../test/render-host';

function setUp({ admin = false, write = true } = {}) {
  const services = createHostTestContainer({ sessionCookie: true });
  services.http
    .on('GET', '/api/system', () => aSystem())
    .on('GET', '/api/current_user', () => aUser())
    .on('GET', '/api/current_company', () => aCompany({ permissions: { read: true, write: true, admin: false } }))
    .on('POST', '/api/current_user/register_viewed_project.json', () => ({}))
    .on('GET', '/api/projects/7.json', () => aProject({ permissions: { read: true, write, admin } }))
    .on('GET', '/api/projects/7/sections.json', () => [aSection(), aSection({ id: 4, name: 'Delivery', position: 1 })])
    .on('GET', '/api/projects/7/project_scenario_modules.json', () => [
      aModule({ section_id: 3 }),
      aModule({ id: 12, name: 'Loose risks', type_key: 'Risks', section_id: null, position: 1 }),
    ])
    .on('GET', '/api/project_scenario_module_statuses.json', () => [{ id: 1, name: 'Done', color: null, position: 0 }])
    .on('GET', '/api/project_statuses.json', () => []);
  return services;
}

describe('ProjectPage', { timeout: 20000 }, () => {
  it('moves a module to another section from its menu, then saves the new order', async () => {
    const { container, http } = setUp();
    // The server remembers the move, so a later read of the modules finds the card where it went.
    let moved = aModule({ section_id: 3 });
    http
      .on('GET', '/api/projects/7/project_scenario_modules.json', () => [moved, aModule({ id: 12, name: 'Loose risks', type_key: 'Risks', section_id: null, position: 1 })])
      .on('PUT', '/api/projects/7/project_scenario_modules/11.json', ({ body }) => (moved = aModule({ ...(body as object) })))
      .on('POST', '/api/projects/7/project_scenario_modules/update_positions.json', () => []);
    renderApp(container, testRegistry, '/projects/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Welcome notes' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to section…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “Welcome notes” to section' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Section' }));
    await userEvent.click(screen.getByRole('option', { name: 'Delivery' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to section' }));
    await waitFor(() => expect(http.calls('POST', '/api/projects/7/project_scenario_modules/update_positions.json')).toHaveLength(1));
    expect(http.calls('PUT', '/api/projects/7/project_scenario_modules/11.json')[0].body).toEqual({ section_id: 4 });
    expect(http.calls('POST', '/api/projects/7/project_scenario_modules/update_positions.json')[0].body).toEqual({ ids: [11, 12] });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Delivery' })).getByRole('link', { name: /Welcome notes/ })).toBeInTheDocument());
  });

  it('deletes a section only after confirming', async () => {
    const { container, http } = setUp();
    http.on('DELETE', '/api/projects/7/sections/4.json', () => aSection({ id: 4 }));
    renderApp(container, testRegistry, '/projects/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for section Delivery' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete section' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete section “Delivery”?' });
    expect(http.calls('DELETE', '/api/projects/7/sections/4.json')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(http.calls('DELETE', '/api/projects/7/sections/4.json')).toHaveLength(1));
  });

  it('moves a section down with its menu', async () => {
    const { container, http } = setUp();
    http.on('POST', '/api/projects/7/sections/update_positions.json', () => []);
    renderApp(container, testRegistry, '/projects/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for section Discovery' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move section down' }));
    await waitFor(() =>
      expect(http.calls('POST', '/api/projects/7/sections/update_positions.json')[0]?.body).toEqual({ ids: [4, 3] }),
    );
  });

  it('offers Permissions, Share and Lock to project admins only', async () => {
    const reader = setUp({ write: true, admin: false });
    renderApp(reader.container, testRegistry, '/projects/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Welcome notes' }));
    expect(screen.queryByRole('menuitem', { name: 'Lock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Permissions' })).not.toBeInTheDocument();
  });

  it('shows admins the lock and sends it', async () => {
    const { container, http } = setUp({ admin: true });
    http.on('PUT', '/api/projects/7/project_scenario_modules/11.json', () => aModule({ locked: true }));
    renderApp(container, testRegistry, '/projects/7');
    expect(await screen.findByRole('button', { name: 'Permissions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Welcome notes' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Lock' }));
    await waitFor(() => expect(http.calls('PUT', '/api/projects/7/project_scenario_modules/11.json')[0]?.body).toEqual({ locked: true }));
  });

  it('outlines the module named by ?item= and opens the comments for a Project item', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/comments.json', () => []);
    const item = btoa(JSON.stringify({ itemType: 'ProjectScenarioModule', itemId: 12 }));
    renderApp(container, testRegistry, `/projects/7?item=${item}`);
    const card = (await screen.findByRole('link', { name: /Loose risks/ })).closest('[data-module-id]');
    await waitFor(() => expect(card).toHaveClass('highlighted'));
  });

  it('opens the comments panel for ?item= naming the project', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/comments.json', () => []);
    const item = btoa(JSON.stringify({ itemType: 'Project', itemId: 7 }));
    renderApp(container, testRegistry, `/projects/7?item=${item}`);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('opens its panels beside the board, which stays in use, and Escape closes them', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/comments.json', () => []);
    renderApp(container, testRegistry, '/projects/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Comments' }));
    const panel = await screen.findByRole('region', { name: 'Panels' });
    expect(await within(panel).findByText('No comments yet.')).toBeInTheDocument();
    expect(panel).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Welcome notes' }));
    expect(screen.getByRole('menuitem', { name: 'Move to section…' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    panel.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Panels' })).not.toBeInTheDocument();
  });
});
