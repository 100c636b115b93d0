import { resolveService } from '../../../core/services/service-token';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { CurrentCompanyStore } from '../../../core/services/current-company-store';
import { ShellState } from '../../../core/services/shell-state';
import { aCompany, aUser } from '../../test/fake-guard-services';
import { aModule, aProject } from '../../test/fixtures';
import { createHostTestContainer, renderHost } from '../../test/render-host';
import { ModulePanels } from './module-panels';

/** The module's view: counts how often it mounts (a diagram editor mounting again would load it again). */
let viewMounts = 0;
function ModuleView() {
  useEffect(() => {
    viewMounts++;
  }, []);
  return <p>The module view</p>;
}

async function setUp({ write = true, admin = false } = {}) {
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/current_user', () => aUser({ id: 5 }))
    .on('GET', '/api/current_company', () => aCompany({ permissions: { read: true, write: true, admin: false } }))
    .on('GET', '/api/project_scenario_module_statuses.json', () => [{ id: 2, name: 'In progress', color: null, position: 1 }])
    .on('PUT', '/api/projects/7/project_scenario_modules/11.json', ({ body }) => aModule(body as object))
    .on('GET', '/api/comments.json', ({ options }) =>
      options?.params?.commentable_type === 'EntityValue'
        ? [
            {
              id: 1, project_id: 7, module_id: 11, commentable_type: 'EntityValue', commentable_id: 40,
              comment_level_type: 'item', parent_id: null, user: { id: 6, name: 'Rita Reader' }, body: 'Is this risk real?',
              created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z', unread: true,
            },
          ]
        : [],
    )
    .on('POST', '/api/comments/mark_read.json', () => ({}))
    .on('GET', '/api/assistant/status', () => ({ chat: false, embeddings: false, budget: { used: 0, limit: null } }));
  await resolveService(services.container, CurrentUserStore).load();
  await resolveService(services.container, CurrentCompanyStore).load();
  const project = aProject({ permissions: { read: true, write, admin } });
  renderHost(
    <ModulePanels project={project} module={aModule()} onChanged={() => undefined} assistantActions={[]}>
      <ModuleView />
    </ModulePanels>,
    services.container,
  );
  return services;
}

describe('ModulePanels', { timeout: 30000 }, () => {
  it('opens on the properties and saves name, description and status', async () => {
    const { http } = await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Properties' }));
    expect(screen.getByRole('tab', { name: 'Properties', selected: true })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Kick-off notes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'For the first week');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(http.calls('PUT', '/api/projects/7/project_scenario_modules/11.json')[0]?.body).toEqual({
        name: 'Kick-off notes',
        description: 'For the first week',
        status_id: 2,
      }),
    );
  });

  it('opens beside the module view without mounting the view again', async () => {
    viewMounts = 0;
    await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
    expect(await screen.findByRole('region', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByText('The module view')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.getByText('The module view')).toBeInTheDocument();
    expect(viewMounts).toBe(1);
  });

  it('lets only project admins lock', async () => {
    await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Properties' }));
    expect(screen.getByRole('switch', { name: 'Locked' })).toBeDisabled();
  });

  it('opens the comments of the item named by ?item= and marks them read', async () => {
    const { container, http } = await setUp();
    resolveService(container, ShellState).setItemToOpen({ itemType: 'EntityValue', itemId: 40 });
    const thread = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(thread).findByText('Is this risk real?')).toBeInTheDocument();
    expect(within(thread).getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(http.calls('POST', '/api/comments/mark_read.json')[0]?.body).toEqual({ ids: [1] }));
  });

  it('opens the module’s own comments when a view asks for them (a diagram with nothing selected)', async () => {
    const { container, http } = await setUp();
    resolveService(container, ShellState).setItemToOpen({ itemType: 'ProjectScenarioModule', itemId: aModule().id });
    expect(await screen.findByRole('region', { name: 'Comments' })).toBeInTheDocument();
    await waitFor(() =>
      expect(http.calls('GET', '/api/comments.json').at(-1)?.options?.params).toMatchObject({ commentable_type: 'ProjectScenarioModule' }),
    );
  });

  it('opens the assistant from its toolbar button or Alt+Shift+A, which closes it again', async () => {
    await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Assistant' }));
    expect(screen.getByRole('tab', { name: 'Assistant', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No language model is configured')).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(screen.queryByRole('tab', { name: 'Assistant' })).toBeNull();
    await userEvent.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(screen.getByRole('tab', { name: 'Assistant', selected: true })).toBeInTheDocument();
    expect(screen.getByText('The module view')).toBeInTheDocument();
  });
});
