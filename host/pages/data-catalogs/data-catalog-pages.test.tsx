import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataCatalog, DataCatalogDetail, DataCatalogGroup } from '../../../core/domain/data-governance-types';
import { aCompany, aSystem, aUser } from '../../test/fake-guard-services';
import { testRegistry } from '../../test/fixtures';
import { createHostTestContainer, renderApp } from '../../test/render-host';

const catalog: DataCatalog = {
  id: 5, company_id: 1, name: 'Customer data', description: '', created_by: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  permissions: { read: true, write: true, admin: true }, group_count: 1, detail_count: 2,
};
const group: DataCatalogGroup = { id: 8, data_catalog_id: 5, name: 'People', description: '', position: 0 };
const detail = (id: number, name: string, position: number): DataCatalogDetail => ({
  id, data_catalog_id: 5, group_id: 8, parent_id: null, level: 0, name, description: '', type: '', owner: '', classification: '', position, data_map_category_ids: [],
});

function setUp() {
  const services = createHostTestContainer(testRegistry, { sessionCookie: true });
  services.http
    .on('GET', '/api/system', () => aSystem())
    .on('GET', '/api/current_user', () => aUser())
    .on('GET', '/api/current_company', () => aCompany({ permissions: { read: true, write: true, admin: false } }))
    .on('GET', '/api/data_catalogs.json?filter=all&sort=name&direction=asc', () => [catalog])
    .on('GET', '/api/data_catalogs/5.json', () => catalog)
    .on('GET', '/api/data_catalogs/5/data_catalog_groups.json', () => [group])
    .on('GET', '/api/data_catalogs/5/data_catalog_details.json', () => [detail(1, 'Customer', 0), detail(2, 'Email', 1)]);
  return services;
}

const path = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('data catalog pages', { timeout: 40000 }, () => {
  it('lists the catalogs by name ascending, all of them, unless the URL says otherwise', async () => {
    const { container } = setUp();
    renderApp(container, testRegistry, '/data-catalogs');
    expect(await screen.findByRole('article', { name: 'Customer data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New catalog' })).toBeInTheDocument();
  });

  it('opens the permissions of a catalog its admin may share', async () => {
    const { container, http } = setUp();
    http
      .on('GET', '/api/data_catalogs/5/user_permissions.json', () => [])
      .on('GET', '/api/data_catalogs/5/role_permissions.json', () => [])
      .on('GET', '/api/users.json', () => [])
      .on('GET', '/api/roles.json', () => []);
    renderApp(container, testRegistry, '/data-catalogs');
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Customer data' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Customer data' });
    expect(await within(dialog).findByText('No one has been given access directly.')).toBeInTheDocument();
    expect(within(dialog).getByText('No team has been given access.')).toBeInTheDocument();
  });

  it('opens the catalog from a legacy admin path', async () => {
    const { container } = setUp();
    const { router } = renderApp(container, testRegistry, '/data-catalog-admin/5/category-link-management');
    expect(await screen.findByRole('navigation', { name: 'Groups and details' })).toBeInTheDocument();
    expect(path(router)).toBe('/data-catalogs/5');
  });

  it('moves a detail up from its menu, the keyboard way to reorder', async () => {
    const { container, http } = setUp();
    http.on('PUT', '/api/data_catalogs/5/data_catalog_details/2.json', () => detail(2, 'Email', 0));
    renderApp(container, testRegistry, '/data-catalogs/5/data-catalog-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Email' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(http.calls('PUT', '/api/data_catalogs/5/data_catalog_details/2.json')[0]?.body).toEqual({ group_id: 8, parent_id: null, position: 0 }));
    expect(await screen.findByText('Email moved up')).toBeInTheDocument();
  });

  it('says how many details go when a detail is deleted', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/data_catalogs/5/data_catalog_details.json', () => [detail(1, 'Customer', 0), { ...detail(2, 'Email', 0), parent_id: 1, level: 1 }]);
    renderApp(container, testRegistry, '/data-catalogs/5/data-catalog-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Customer' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Customer?' });
    expect(within(dialog).getByText('The 1 detail inside it goes too. This cannot be undone.')).toBeInTheDocument();
  });
});
