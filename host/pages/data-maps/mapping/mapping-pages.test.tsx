import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DataMap, DataMapCategory, DataMapCategoryMapping, DataMapDetailMapping } from '../../../../core/domain/data-governance-types';
import { CurrentUserStore } from '../../../../core/services/current-user-store';
import { resolveService } from '../../../../core/services/service-token';
import { aUser } from '../../../test/fake-guard-services';
import { createHostTestContainer, HostProviders } from '../../../test/render-host';
import { CategoryMappingPage } from './category-mapping-page';
import { DetailMappingPage } from './detail-mapping-page';
import { aCatalog, aDetail, aGroup, aMapping, bigCatalog } from './mapping-test-data';

const aMap = (id: number, name: string, write = true): DataMap => ({
  id, company_id: 1, name, description: '', created_by: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  permissions: { read: true, write, admin: write }, image_url: null, category_count: 2, catalog_count: 1, mapped_detail_count: 1, detail_count: 3,
});
const aCategory = (id: number, mapId: number, name: string, parent: DataMapCategory | null = null): DataMapCategory => ({
  id, data_map_id: mapId, parent_id: parent?.id ?? null, level: parent ? parent.level + 1 : 0, name, description: '', color: '#113253', position: 0,
});

const people = aGroup(8, 5, 'People');
const customer = aDetail(1, people, 'Customer');
const email = aDetail(2, people, 'Email', customer);
const phone = aDetail(3, people, 'Phone', customer);
const parties = aCategory(100, 1, 'Parties');
const contact = aCategory(101, 1, 'Contact', parties);

function setUp({ write = true, mappings = [aMapping(1, 1, 100)], details = [customer, email, phone] }: { write?: boolean; mappings?: DataMapDetailMapping[]; details?: typeof customer[] } = {}) {
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/current_user', () => aUser())
    .on('GET', '/api/data_maps/1.json', () => aMap(1, 'Sales map', write))
    .on('GET', '/api/data_maps/1/data_map_categories.json', () => [parties, contact])
    .on('GET', '/api/data_maps/1/data_map_data_catalogs.json', () => [{ id: 1, data_map_id: 1, data_catalog_id: 5, position_x: 0, position_y: 0 }])
    .on('GET', '/api/data_maps/1/data_map_detail_mappings.json', () => mappings)
    .on('GET', '/api/data_catalogs/5.json', () => aCatalog(5, 'CRM'))
    .on('GET', '/api/data_catalogs/5/data_catalog_groups.json', () => [people])
    .on('GET', '/api/data_catalogs/5/data_catalog_details.json', () => details);
  return services;
}

/** Opens a page as a signed-in user (the map's frame asks who the user is). */
async function open(container: ReturnType<typeof setUp>['container'], path: string) {
  await resolveService(container, CurrentUserStore).load();
  const router = createMemoryRouter(
    [
      { path: '/data-maps/:dataMapId/link-management', element: <DetailMappingPage /> },
      { path: '/data-maps/:dataMapId/category-link-management', element: <CategoryMappingPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <HostProviders container={container}>
      <RouterProvider router={router} />
    </HostProviders>,
  );
}

const bulk = (http: ReturnType<typeof setUp>['http'], action: string) => http.calls('POST', `/api/data_maps/1/data_map_detail_mappings/${action}.json`).map((call) => call.body);
/** A chip's cross, which removes what the chip stands for. */
const removeCross = (chip: HTMLElement) => within(chip).getByTestId('CancelIcon');
const pair = (detail: number, category: number) => ({ data_catalog_detail_id: detail, data_map_category_id: category });
const answerPairs = (body: unknown, firstId: number) =>
  (body as { mappings: Array<ReturnType<typeof pair>> }).mappings.map((one, index) => aMapping(firstId + index, one.data_catalog_detail_id, one.data_map_category_id));

describe('element mapping page', { timeout: 40000 }, () => {
  it('prepares the map for suggestions by meaning, following the run until it is done', async () => {
    const { container, http } = setUp();
    const idle = { state: 'idle', way: 'embeddings', total: 0, done: 0, finished_at: null };
    let asked = 0;
    http
      .on('GET', '/api/data_maps/1/vectorize_data_map.json', () => (asked++ === 0 ? idle : { ...idle, state: 'done', total: 5, done: 5, finished_at: '2026-12-03T08:00:00Z' }))
      .on('POST', '/api/data_maps/1/vectorize_data_map.json', () => ({ ...idle, state: 'running', total: 5, done: 2 }));
    await open(container, '/data-maps/1/link-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest mappings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested mappings' });
    expect(await within(dialog).findByText('Not prepared yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prepare' }));
    expect(await within(dialog).findByText('Preparing: 2 of 5')).toBeInTheDocument();
    expect(await within(dialog).findByText(/^Prepared on/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Prepare again' })).toBeInTheDocument();
  });

  it('says that suggestions go by words when no embeddings model is set up', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/data_maps/1/vectorize_data_map.json', () => ({ state: 'done', way: 'lexical', total: 0, done: 0, finished_at: null }));
    await open(container, '/data-maps/1/link-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest mappings' }));
    expect(await screen.findByText(/suggestions come from the words of the names/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prepare' })).not.toBeInTheDocument();
  });

  it('shows each detail with its path and categories, and the coverage', async () => {
    const { container } = setUp();
    await open(container, '/data-maps/1/link-management');
    expect(await screen.findByRole('heading', { name: 'Element mapping', level: 2 })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Details' });
    expect(within(grid).getByText('CRM · People / Customer / Email')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Unmap Customer from Parties' })).toBeInTheDocument();
    expect(screen.getByText('Coverage: 1 of 3 details mapped (33%)')).toBeInTheDocument();
  });

  it('maps details picked with the mouse to the chosen category in one bulk call, and the coverage follows', async () => {
    const { container, http } = setUp();
    http.on('POST', '/api/data_maps/1/data_map_detail_mappings/bulk_create.json', (request) => answerPairs(request.body, 10));
    await open(container, '/data-maps/1/link-management');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Parties / Contact' }));
    await user.click(screen.getByText('Email'));
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Phone'));
    await user.keyboard('{/Control}');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Map to Contact' }));
    await waitFor(() => expect(bulk(http, 'bulk_create')).toEqual([{ mappings: [pair(2, 101), pair(3, 101)] }]));
    expect(await screen.findByText('Coverage: 3 of 3 details mapped (100%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmap Phone from Contact' })).toBeInTheDocument();
  });

  it('maps by keyboard: arrows, Shift+arrow for a range, Enter', async () => {
    const { container, http } = setUp({ mappings: [] });
    http.on('POST', '/api/data_maps/1/data_map_detail_mappings/bulk_create.json', (request) => answerPairs(request.body, 10));
    await open(container, '/data-maps/1/link-management');
    await userEvent.click(await screen.findByRole('radio', { name: 'Parties' }));
    screen.getByRole('grid', { name: 'Details' }).focus();
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getAllByRole('row', { selected: true })).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bulk(http, 'bulk_create')).toEqual([{ mappings: [pair(2, 100), pair(3, 100)] }]));
    expect(await screen.findByText('2 details mapped to Parties')).toBeInTheDocument();
  });

  it('keeps the focus at its place when the focused detail leaves the unmapped list, so Enter maps the next', async () => {
    const { container, http } = setUp();
    http.on('POST', '/api/data_maps/1/data_map_detail_mappings/bulk_create.json', (request) => answerPairs(request.body, 10 + bulk(http, 'bulk_create').length));
    await open(container, '/data-maps/1/link-management');
    await userEvent.click(await screen.findByRole('switch', { name: 'Unmapped only' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Parties' }));
    const grid = screen.getByRole('grid', { name: 'Details' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    grid.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bulk(http, 'bulk_create')).toEqual([{ mappings: [pair(2, 100)] }, { mappings: [pair(3, 100)] }]));
  });

  it('unmaps one detail with its chip and many with Delete, through bulk_destroy', async () => {
    const mappings = [aMapping(1, 1, 100), aMapping(2, 2, 100), aMapping(3, 3, 101)];
    const { container, http } = setUp({ mappings });
    http.on('POST', '/api/data_maps/1/data_map_detail_mappings/bulk_destroy.json', (request) =>
      (request.body as { mappings: Array<ReturnType<typeof pair>> }).mappings.map(
        (one) => mappings.find((mapping) => mapping.data_catalog_detail_id === one.data_catalog_detail_id && mapping.data_map_category_id === one.data_map_category_id)!,
      ),
    );
    await open(container, '/data-maps/1/link-management');
    await userEvent.click(removeCross(await screen.findByRole('button', { name: 'Unmap Phone from Contact' })));
    await waitFor(() => expect(bulk(http, 'bulk_destroy')).toEqual([{ mappings: [pair(3, 101)] }]));
    expect(await screen.findByText('Coverage: 2 of 3 details mapped (67%)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Parties' }));
    screen.getByRole('grid', { name: 'Details' }).focus();
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    await waitFor(() => expect(bulk(http, 'bulk_destroy')[1]).toEqual({ mappings: [pair(1, 100), pair(2, 100)] }));
  });

  it('filters by search and to the unmapped details', async () => {
    const { container } = setUp();
    await open(container, '/data-maps/1/link-management');
    const grid = await screen.findByRole('grid', { name: 'Details' });
    await userEvent.click(screen.getByRole('switch', { name: 'Unmapped only' }));
    await waitFor(() => expect(within(grid).queryByText('Customer')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search details' }), 'pho');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1));
    expect(screen.getByText('1 detail shown')).toBeInTheDocument();
  });

  it('draws only the rows in view of a map with 10,000 details', async () => {
    const big = bigCatalog(10_000);
    const { container, http } = setUp({ mappings: [] });
    http
      .on('GET', '/api/data_catalogs/5/data_catalog_groups.json', () => big.groups)
      .on('GET', '/api/data_catalogs/5/data_catalog_details.json', () => big.details);
    await open(container, '/data-maps/1/link-management');
    const grid = await screen.findByRole('grid', { name: 'Details' });
    expect(grid).toHaveAttribute('aria-rowcount', '10000');
    expect(within(grid).getAllByRole('row').length).toBeLessThan(50);
    expect(screen.getByText('Coverage: 0 of 10000 details mapped (0%)')).toBeInTheDocument();
  });

  it('lets a reader read the mappings with nothing to change them', async () => {
    const { container } = setUp({ write: false });
    await open(container, '/data-maps/1/link-management');
    expect(await screen.findByText(/You can read this map’s mappings but not change them/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload mappings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unmap/ })).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Details' })).not.toHaveAttribute('aria-multiselectable');
  });
});

describe('category mapping page', { timeout: 40000 }, () => {
  const otherRoot = aCategory(200, 2, 'Customers');
  const otherChild = aCategory(201, 2, 'Contacts', otherRoot);
  const existing: DataMapCategoryMapping = { id: 7, data_map_id: 1, data_map_category_id: 100, mapped_category_id: 200, mapped_data_map_id: 2 };

  function setUpCategories() {
    const services = setUp();
    services.http
      .on('GET', '/api/data_maps/1/data_map_category_mappings.json', () => [existing])
      .on('GET', '/api/data_maps.json', () => [aMap(2, 'Group map'), aMap(1, 'Sales map')])
      .on('GET', '/api/data_maps/2/data_map_categories.json', () => [otherRoot, otherChild]);
    return services;
  }

  it('maps a category to a category of another map, picked map first', async () => {
    const { container, http } = setUpCategories();
    http.on('POST', '/api/data_maps/1/data_map_category_mappings.json', () => ({ id: 8, data_map_id: 1, data_map_category_id: 101, mapped_category_id: 201, mapped_data_map_id: 2 }));
    await open(container, '/data-maps/1/category-link-management');
    expect(await screen.findByRole('button', { name: 'Remove the mapping of Parties to Group map: Customers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category of this map' }));
    await userEvent.click(screen.getByRole('option', { name: 'Parties / Contact' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Map it into' }));
    await userEvent.click(screen.getByRole('option', { name: 'Group map' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Category there' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Customers / Contacts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(http.calls('POST', '/api/data_maps/1/data_map_category_mappings.json')[0]?.body).toEqual({ data_map_category_id: 101, mapped_category_id: 201 }));
    const item = screen.getByRole('listitem', { name: 'Parties / Contact' });
    expect(await within(item).findByText('Group map: Customers / Contacts')).toBeInTheDocument();
  });

  it('removes a category mapping with its chip', async () => {
    const { container, http } = setUpCategories();
    http.on('DELETE', '/api/data_maps/1/data_map_category_mappings/7.json', () => existing);
    await open(container, '/data-maps/1/category-link-management');
    await userEvent.click(removeCross(await screen.findByRole('button', { name: 'Remove the mapping of Parties to Group map: Customers' })));
    await waitFor(() => expect(http.calls('DELETE', '/api/data_maps/1/data_map_category_mappings/7.json')).toHaveLength(1));
    expect(await screen.findByText('0 category mappings')).toBeInTheDocument();
  });
});
