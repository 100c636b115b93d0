import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadProjectMembers } from '../../sdk/members/project-members';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { PermissionsDialog } from './permissions-dialog';

const vera = { id: 4, name: 'Vera Viewer', email: 'viewer@acme.test' };
const eddie = { id: 3, name: 'Eddie Editor', email: 'editor@acme.test' };

function setUp() {
  const services = createHostTestContainer();
  let userPermissions = [{ id: 1, project_id: 7, user_id: 3, user: eddie, permission_key: 'write' }];
  services.http
    .on('GET', '/api/projects/7/user_permissions.json', () => userPermissions)
    .on('GET', '/api/projects/7/role_permissions.json', () => [
      { id: 2, project_id: 7, role_id: 9, role: { id: 9, name: 'Designers' }, permission_key: 'read' },
    ])
    .on('GET', '/api/projects/7/effective_permissions.json', () => [
      { user: eddie, level: 'write', source: 'direct' },
      { user: { id: 2, name: 'Otto Owner', email: 'owner@acme.test' }, level: 'admin', source: 'company_admin' },
    ])
    .on('GET', '/api/users.json', () => [eddie, vera])
    .on('GET', '/api/roles.json', () => [{ id: 9, name: 'Designers', user_ids: [] }])
    .on('POST', '/api/projects/7/user_permissions.json', ({ body }) => {
      const added = { id: 5, project_id: 7, user: vera, ...(body as { user_id: number; permission_key: string }) };
      userPermissions = [...userPermissions, added];
      return added;
    })
    .on('PUT', '/api/projects/7/user_permissions/1.json', ({ body }) => ({ ...userPermissions[0], ...(body as object) }))
    .on('DELETE', '/api/projects/7/user_permissions/1.json', () => {
      userPermissions = userPermissions.filter((p) => p.id !== 1);
      return {};
    });
  renderHost(<PermissionsDialog open projectId={7} onClose={() => undefined} />, services.container);
  return services;
}

describe('PermissionsDialog', { timeout: 20000 }, () => {
  it('shows people, teams and everyone’s effective level with its source', async () => {
    setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions' });
    expect(await within(dialog).findByRole('combobox', { name: 'Access of Eddie Editor' })).toHaveTextContent('Can edit');
    expect(within(dialog).getByRole('combobox', { name: 'Access of Designers' })).toHaveTextContent('Can view');
    const effective = within(dialog).getByRole('region', { name: 'Who has access' });
    expect(within(effective).getByText('Otto Owner: Admin')).toBeInTheDocument();
    expect(within(effective).getByText(/Company administrator/)).toBeInTheDocument();
  });

  it('adds a person picked from the company directory with the chosen level', async () => {
    const { http } = setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Person' }));
    await userEvent.click(await screen.findByRole('option', { name: /Vera Viewer/ }));
    const people = within(dialog).getByRole('region', { name: 'People' });
    await userEvent.click(within(people).getByRole('combobox', { name: 'Access' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() =>
      expect(http.calls('POST', '/api/projects/7/user_permissions.json')[0]?.body).toEqual({ user_id: 4, permission_key: 'admin' }),
    );
    expect(await within(dialog).findByRole('combobox', { name: 'Access of Vera Viewer' })).toBeInTheDocument();
  });

  it('makes user fields load the project’s members again after a change', async () => {
    const { http } = setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions' });
    const effectiveLoads = () => http.calls('GET', '/api/projects/7/effective_permissions.json').length;
    await loadProjectMembers(http, 7);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove Eddie Editor' }));
    await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: 'Access of Eddie Editor' })).not.toBeInTheDocument());
    const before = effectiveLoads();
    await loadProjectMembers(http, 7);
    expect(effectiveLoads()).toBe(before + 1);
  });

  it('changes and removes a person’s permission', async () => {
    const { http } = setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Access of Eddie Editor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Can view' }));
    await waitFor(() =>
      expect(http.calls('PUT', '/api/projects/7/user_permissions/1.json')[0]?.body).toEqual({ permission_key: 'read' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Eddie Editor' }));
    await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: 'Access of Eddie Editor' })).not.toBeInTheDocument());
  });
});
