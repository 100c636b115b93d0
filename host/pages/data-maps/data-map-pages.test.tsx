import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataCatalog, DataMap, DataMapCategory, DataMapDataCatalog, DataMapDetailLink } from '../../../core/domain/data-governance-types';
import { aCompany, aSystem, aUser } from '../../test/fake-guard-services';
import { testRegistry } from '../../test/fixtures';
import { createHostTestContainer, renderApp } from '../../test/render-host';

const WRITE = { read: true, write: true, admin: true };
const map: DataMap = {
  id: 7, company_id: 1, name: 'Customer journey', description: '', created_by: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  permissions: WRITE, image_url: null, category_count: 2, catalog_count: 1, mapped_detail_count: 3, detail_count: 4,
};
const catalog: DataCatalog = {
  id: 5, company_id: 1, name: 'Customer data', description: '', created_by: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  permissions: WRITE, group_count: 1, detail_count: 4,
};
const placement: DataMapDataCatalog = { id: 11, data_map_id: 7, data_catalog_id: 5, position_x: 40, position_y: 40 };
const category = (id: number, name: string, parentId: number | null, position: number): DataMapCategory => ({
  id, data_map_id: 7, parent_id: parentId, level: parentId === null ? 0 : 1, name, description: '', color: '', position,
});

function setUp(mapAsSeen: DataMap = map) {
  const services = createHostTestContainer({ sessionCookie: true });
  services.http
    .on('GET', '/api/system', () => aSystem())
    .on('GET', '/api/current_user', () => aUser())
    .on('GET', '/api/current_company', () => aCompany({ permissions: { read: true, write: true, admin: false } }))
    .on('GET', '/api/data_maps.json?filter=all&sort=name&direction=asc', () => [mapAsSeen])
    .on('GET', '/api/data_maps/7.json', () => mapAsSeen)
    .on('GET', '/api/data_maps/7/data_map_categories.json', () => [category(1, 'Sales', null, 0), category(2, 'Leads', 1, 0)])
    .on('GET', '/api/data_maps/7/data_map_data_catalogs.json', () => [placement])
    .on('GET', '/api/data_maps/7/data_catalogs.json', () => [catalog])
    .on('GET', '/api/data_maps/7/data_catalog_detail_links.json', () => []);
  return services;
}

const path = (router: { state: { location: { pathname: string; search: string } } }) => router.state.location.pathname + router.state.location.search;

describe('data map pages', { timeout: 40000 }, () => {
  it('lists the maps by name ascending, as cards or, in the URL, as rows', async () => {
    const { container } = setUp();
    const { router } = renderApp(container, testRegistry, '/data-maps');
    expect(await screen.findByRole('article', { name: 'Customer journey' })).toBeInTheDocument();
    expect(screen.getByText('1 catalogs, 2 categories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New map' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(await screen.findByRole('link', { name: 'Customer journey' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(path(router)).toBe('/data-maps?view=list');
  });

  it('lets a system admin make a new map global', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/current_user', () => aUser({ system_admin: true })).on('POST', '/api/data_maps.json', () => ({ ...map, company_id: null }));
    renderApp(container, testRegistry, '/data-maps');
    await userEvent.click(await screen.findByRole('button', { name: 'New map' }));
    const dialog = await screen.findByRole('dialog', { name: 'New map' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Industry map');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Global' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(http.calls('POST', '/api/data_maps.json')[0]?.body).toEqual({ name: 'Industry map', description: '', global: true }));
  });

  it('starts a map on its overview: coverage, the placed catalogs and the category tree', async () => {
    const { container } = setUp();
    renderApp(container, testRegistry, '/data-maps/7');
    expect(await screen.findByText('3 of 4 details mapped to a category (75%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Share of details mapped' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('group', { name: 'Customer data' })).toHaveTextContent('4 details');
    const tree = screen.getByRole('list', { name: 'Categories' });
    expect(within(tree).getByText('Leads')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Element mapping' })).toHaveAttribute('href', '/data-maps/7/link-management');
  });

  it('draws an arrow from a catalog to another whose details its details link to, and moves it with the card', async () => {
    const { container, http } = setUp();
    const billing: DataCatalog = { ...catalog, id: 6, name: 'Billing' };
    const link = (id: number): DataMapDetailLink => ({ id, data_catalog_id: 5, data_catalog_detail_id: id, linked_detail_id: 100 + id, linked_group_id: 9, linked_catalog_id: 6 });
    http
      .on('GET', '/api/data_maps/7/data_map_data_catalogs.json', () => [placement, { ...placement, id: 12, data_catalog_id: 6, position_x: 440 }])
      .on('GET', '/api/data_maps/7/data_catalogs.json', () => [catalog, billing])
      .on('GET', '/api/data_maps/7/data_catalog_detail_links.json', () => [link(1), link(2)]);
    renderApp(container, testRegistry, '/data-maps/7');
    const flow = await screen.findByRole('img', { name: '2 links from Customer data to Billing' });
    expect(flow).toHaveTextContent('2 links');
    const line = flow.querySelector('line')!;
    expect(line.getAttribute('x2')).toBe('440');
    const card = screen.getByRole('group', { name: 'Billing' });
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(line.getAttribute('x2')).toBe('456');
  });

  it('moves a focused catalog card with the arrow keys and saves its place when the key is let go', async () => {
    const { container, http } = setUp();
    http.on('PUT', '/api/data_maps/7/data_map_data_catalogs/11.json', () => ({ ...placement, position_x: 56 }));
    renderApp(container, testRegistry, '/data-maps/7');
    const card = await screen.findByRole('group', { name: 'Customer data' });
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    fireEvent.keyUp(card, { key: 'ArrowRight' });
    await waitFor(() => expect(http.calls('PUT', '/api/data_maps/7/data_map_data_catalogs/11.json')[0]?.body).toEqual({ position_x: 56, position_y: 40 }));
    expect(await screen.findByText('Customer data moved')).toBeInTheDocument();
  });

  it('says how many categories go when a category is deleted', async () => {
    const { container } = setUp();
    renderApp(container, testRegistry, '/data-maps/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for category Sales' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sales?' });
    expect(within(dialog).getByText('The 1 category inside it goes too, with the mappings. This cannot be undone.')).toBeInTheDocument();
  });

  it('shows a reader the map and its mapping pages, with nothing to change', async () => {
    const { container } = setUp({ ...map, permissions: { read: true, write: false, admin: false } });
    renderApp(container, testRegistry, '/data-maps/7');
    expect(await screen.findByRole('group', { name: 'Customer data' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Element mapping' })).toHaveAttribute('href', '/data-maps/7/link-management');
    expect(screen.queryByRole('button', { name: 'Place a catalog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for category Sales' })).not.toBeInTheDocument();
  });

  it('opens the map from a legacy admin path', async () => {
    const { container } = setUp();
    const { router } = renderApp(container, testRegistry, '/data-map-admin/7');
    expect(await screen.findByRole('heading', { name: 'Coverage' })).toBeInTheDocument();
    expect(path(router)).toBe('/data-maps/7');
  });
});
