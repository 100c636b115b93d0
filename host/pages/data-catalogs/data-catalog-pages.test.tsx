import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataCatalog, DataCatalogDetail, DataCatalogDetailLink, DataCatalogGroup, DataCatalogLineage } from '../../../core/domain/data-governance-types';
import { HttpError } from '../../../core/services/http-client';
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
  const services = createHostTestContainer({ sessionCookie: true });
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

  describe('a detail’s links', () => {
    const billing: DataCatalog = { ...catalog, id: 6, name: 'Billing' };
    const invoice: DataCatalogDetail = { ...detail(20, 'Invoice', 0), data_catalog_id: 6, group_id: 9 };
    const link: DataCatalogDetailLink = { id: 30, data_catalog_detail_id: 1, linked_detail_id: 21, linked_group_id: 9, linked_catalog_id: 6 };
    const lineage = (nodes: DataCatalogLineage['nodes']): DataCatalogLineage => ({ detail_id: 1, direction: 'both', depth: 2, nodes, edges: [] });
    const linksOf = (services: ReturnType<typeof setUp>, links: DataCatalogDetailLink[]) =>
      services.http
        .on('GET', '/api/data_catalogs/5/data_catalog_details/1/data_catalog_detail_links.json', () => links)
        .on('GET', '/api/data_catalogs/5/data_catalog_details/1/lineage.json?direction=downstream&depth=1', () =>
          lineage(links.map((each) => ({ detail_id: each.linked_detail_id, catalog_id: 6, group_id: 9, name: 'Amount', catalog_name: 'Billing', distance: 1 }))))
        .on('GET', '/api/data_catalogs/5/data_catalog_details/1/lineage.json?direction=both&depth=2', () => lineage([]));

    it('lists where the detail’s data goes, each linked detail and catalog a link, removable by a writer', async () => {
      const services = setUp();
      linksOf(services, [link]);
      renderApp(services.container, testRegistry, '/data-catalogs/5?detail=1');
      const section = await screen.findByRole('region', { name: 'Links' });
      expect(await within(section).findByRole('link', { name: 'Amount' })).toHaveAttribute('href', '/data-catalogs/6?detail=21');
      expect(within(section).getByRole('link', { name: 'In Billing' })).toHaveAttribute('href', '/data-catalogs/6');
      expect(within(section).getByRole('button', { name: 'Remove the link to Amount' })).toBeInTheDocument();
    });

    it('shows a reader the links without anything to change', async () => {
      const services = setUp();
      services.http.on('GET', '/api/data_catalogs/5.json', () => ({ ...catalog, permissions: { read: true, write: false, admin: false } }));
      linksOf(services, [link]);
      renderApp(services.container, testRegistry, '/data-catalogs/5?detail=1');
      const section = await screen.findByRole('region', { name: 'Links' });
      expect(await within(section).findByRole('link', { name: 'Amount' })).toBeInTheDocument();
      expect(within(section).queryByRole('button')).toBeNull();
    });

    it('adds a link to a detail of another catalog, and shows the server’s refusal in the dialog', async () => {
      const services = setUp();
      linksOf(services, []);
      services.http
        .on('GET', '/api/data_catalogs.json?filter=all&sort=name&direction=asc', () => [billing, catalog])
        .on('GET', '/api/data_catalogs/6.json', () => billing)
        .on('GET', '/api/data_catalogs/6/data_catalog_groups.json', () => [{ ...group, id: 9, data_catalog_id: 6, name: 'Money' }])
        .on('GET', '/api/data_catalogs/6/data_catalog_details.json', () => [invoice])
        .on('POST', '/api/data_catalogs/5/data_catalog_details/1/data_catalog_detail_links.json', () => {
          throw new HttpError(422, 'Unprocessable', { fields: [{ field: 'linked_detail_id', message: 'These details are linked already.' }] });
        });
      renderApp(services.container, testRegistry, '/data-catalogs/5?detail=1');
      const section = await screen.findByRole('region', { name: 'Links' });
      expect(await within(section).findByText(/not linked to any other detail/)).toBeInTheDocument();
      await userEvent.click(within(section).getByRole('button', { name: 'Add link' }));
      const dialog = await screen.findByRole('dialog', { name: 'Link Customer to another detail' });
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Catalog' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Billing' }));
      const picker = await within(dialog).findByRole('combobox', { name: 'Detail' });
      await waitFor(() => expect(picker).toBeEnabled());
      await userEvent.type(picker, 'inv');
      await userEvent.click(await screen.findByRole('option', { name: 'Money / Invoice' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
      expect(await within(dialog).findByText('These details are linked already.')).toBeInTheDocument();
      expect(services.http.calls('POST', '/api/data_catalogs/5/data_catalog_details/1/data_catalog_detail_links.json')[0]?.body).toEqual({ linked_detail_id: 20 });
    });
  });
});
