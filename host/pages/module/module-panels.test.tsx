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

const restored = { count: 0 };

const revisionSummary = (id: number, changed: number) => ({
  id, kind: 'edit', restored_from_id: null, user: { id: 5, name: 'Ann Editor' }, created_at: '2026-01-01T10:00:20Z', added: 0, removed: 0, changed,
});

async function setUp({ write = true, admin = false, path = '/' } = {}) {
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
    .on('GET', '/api/modules/11/revisions.json', () => ({
      groups: [{ user: { id: 5, name: 'Ann Editor' }, minute: '2026-01-01T10:00:00.000Z', revisions: [revisionSummary(31, 1), revisionSummary(30, 2)] }],
      total: 2,
    }))
    .on('GET', '/api/modules/11/revisions/31.json', () => ({
      ...revisionSummary(31, 1),
      items: [{
        entity_value_id: 40, key: 'RiskItem', change: 'changed', label: 'Late supplier', before: null, after: null,
        fields: [{ name: 'owner', before: 'Ann', after: 'Bob' }],
      }],
    }))
    .on('POST', '/api/modules/11/revisions/30/restore.json', () => ({ restored_from_id: 30, revision_id: 32 }))
    .on('GET', '/api/assistant/status', () => ({ chat: false, embeddings: false, budget: { used: 0, limit: null } }));
  await resolveService(services.container, CurrentUserStore).load();
  await resolveService(services.container, CurrentCompanyStore).load();
  const project = aProject({ permissions: { read: true, write, admin } });
  renderHost(
    <ModulePanels project={project} module={aModule()} segment="risks" onChanged={() => undefined} onContentRestored={() => restored.count++} assistantActions={[]}>
      <ModuleView />
    </ModulePanels>,
    services.container,
    path,
  );
  return services;
}

describe('ModulePanels', { timeout: 40000 }, () => {
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

  it('shows the version history grouped by user and minute, tells a change in words and restores after confirming', async () => {
    restored.count = 0;
    const { http } = await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const panel = await screen.findByRole('region', { name: 'Version history' });
    expect(await within(panel).findByRole('heading', { name: /^Ann Editor, / })).toBeInTheDocument();
    await userEvent.click(within(panel).getAllByRole('button', { name: 'Show changes' })[0]);
    expect(await within(panel).findByText('Changed “Owner” of “Late supplier” from “Ann” to “Bob”')).toBeInTheDocument();
    await userEvent.click(within(panel).getAllByRole('button', { name: 'Restore' })[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restored.count).toBe(1));
    expect(http.calls('POST', '/api/modules/11/revisions/30/restore.json')).toHaveLength(1);
  });

  it('opens the version history when the address asks for it, without Restore for a reader', async () => {
    await setUp({ write: false, path: '/?panel=history' });
    const panel = await screen.findByRole('region', { name: 'Version history' });
    expect(await within(panel).findAllByRole('button', { name: 'Show changes' })).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: 'Restore' })).toBeNull();
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
