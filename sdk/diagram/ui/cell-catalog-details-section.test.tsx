import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataCatalog, DataCatalogDetail, DataCatalogDetailsEntityValue, DataCatalogDetailsEntityValueCreate } from '../../../core/domain/data-governance-types';
import { HttpError } from '../../../core/services/http-client';
import { EntityValuesStore } from '../../entity-values/entity-values-store';
import { FakeEntityValuesServer } from '../../test-support/entity-values-server';
import { createTestServices, renderWithServices, TEST_PROJECT, testModule } from '../../test-support/render-with-services';
import type { CellDocument } from '../cell-codec';
import { defineShape } from '../shapes/define-shape';
import { createShapeRegistry, type ShapeRegistry } from '../shapes/shape-registry';
import { CellCatalogDetailsSection } from './cell-catalog-details-section';
import { useCellDetailTies } from './use-cell-detail-ties';

const MODULE = testModule({ id: 11 });
const MODULE_PATH = `/api/projects/${TEST_PROJECT.id}/project_scenario_modules/${MODULE.id}`;
const TIES_PATH = `${MODULE_PATH}/data_catalog_details_entity_values`;

const dataShape = defineShape<Record<string, never>>({
  type: 'test.Data',
  kind: 'element',
  catalogDetails: true,
  defaults: { size: { width: 60, height: 80 } },
  properties: {},
  markup: [{ tagName: 'path', selector: 'body' }],
});
const registry = createShapeRegistry([dataShape]);

const catalog: DataCatalog = {
  id: 5, company_id: null, name: 'Customer and order domain', description: '', created_by: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  permissions: { read: true, write: false, admin: false }, group_count: 1, detail_count: 3,
};
const detail = (id: number, name: string, parentId: number | null, position: number): DataCatalogDetail => ({
  id, data_catalog_id: 5, group_id: 8, parent_id: parentId, level: parentId === null ? 0 : 1, name, description: '', type: '', owner: '', classification: '', position, data_map_category_ids: [],
});

interface SetUp {
  saved?: boolean;
  disabled?: boolean;
  catalogs?: DataCatalog[];
  ties?: DataCatalogDetailsEntityValue[];
}

async function setUp({ saved = true, disabled = false, catalogs = [catalog], ties = [] }: SetUp = {}) {
  const services = createTestServices();
  const server = new FakeEntityValuesServer<CellDocument>(services.http, { projectId: TEST_PROJECT.id, moduleId: MODULE.id, moduleTypeId: MODULE.scenario_module_id, attributeKey: 'Cell' });
  if (saved) server.seed([{ value: { jsid: 'data-1', type: 'test.Data', data_catalog_detail_entity_value_ids: ties.map((tie) => tie.id) } as CellDocument }]);
  const store = new EntityValuesStore<CellDocument>({
    http: services.http,
    saveQueues: services.saveQueues,
    projectId: TEST_PROJECT.id,
    moduleId: MODULE.id,
    moduleTypeId: MODULE.scenario_module_id,
    attributeKey: 'Cell',
  });
  store.activate();
  await waitFor(() => expect(store.state.status).toBe('ready'));
  if (!saved) store.create({ jsid: 'data-1', type: 'test.Data' });

  let nextTie = 500;
  const kept = [...ties];
  services.http
    .on('GET', `${MODULE_PATH}/data_catalogs.json`, () => catalogs)
    .on('GET', `${MODULE_PATH}/data_catalogs/5/data_catalog_groups.json`, () => [{ id: 8, data_catalog_id: 5, name: 'Order', description: '', position: 0 }])
    .on('GET', `${MODULE_PATH}/data_catalogs/5/data_catalog_details.json`, () => [detail(20, 'Order', null, 0), detail(21, 'Order number', 20, 0), detail(22, 'Order date', 20, 1)])
    .on('GET', `${TIES_PATH}.json`, () => [...kept])
    .on('POST', `${TIES_PATH}.json`, (request) => {
      const body = request.body as DataCatalogDetailsEntityValueCreate;
      if (body.data_catalog_detail_id === 22) {
        throw new HttpError(422, 'Refused', { fields: [{ field: 'data_catalog_detail_id', code: 'refused', message: 'Choose a detail of a data catalog you may read.' }] });
      }
      const tie = { id: nextTie++, entity_value_id: body.entity_value_id, data_catalog_detail_id: body.data_catalog_detail_id, data_map_id: null, module_id: MODULE.id };
      kept.push(tie);
      return tie;
    });
  for (const tie of ties) services.http.on('DELETE', `${TIES_PATH}/${tie.id}.json`, () => tie);
  renderWithServices(<Harness registry={registry} store={store} disabled={disabled} />, services);
  return { services, server, store, user: userEvent.setup({ delay: null }) };
}

function Harness({ registry, store, disabled }: { registry: ShapeRegistry; store: EntityValuesStore<CellDocument>; disabled: boolean }) {
  const details = useCellDetailTies(MODULE, registry, store);
  return details ? <CellCatalogDetailsSection cellId="data-1" disabled={disabled} details={details} /> : null;
}

const section = () => screen.getByRole('region', { name: 'Catalog details' });
const tieOf = (id: number, detailId: number): DataCatalogDetailsEntityValue => ({ id, entity_value_id: 101, data_catalog_detail_id: detailId, data_map_id: null, module_id: MODULE.id });

describe('CellCatalogDetailsSection', { timeout: 30000 }, () => {
  it('lists the cell’s ties by path and catalog, leaving out other cells’ ties', async () => {
    await setUp({ ties: [tieOf(40, 21), { ...tieOf(41, 22), entity_value_id: 999 }] });
    const list = await within(section()).findByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Order / Order / Order numberCustomer and order domain']);
  });

  it('adds a detail chosen by typing, and keeps its tie id on the saved cell', async () => {
    const { server, services, user } = await setUp();
    expect(await within(section()).findByText('No catalog detail yet.')).toBeInTheDocument();
    await user.type(within(section()).getByRole('combobox', { name: 'Add a catalog detail' }), 'number');
    await user.click(await screen.findByRole('option', { name: 'Order / Order / Order number' }));

    expect(await within(section()).findByRole('listitem')).toHaveTextContent('Order / Order / Order number');
    expect(services.http.requestsTo('POST', `${TIES_PATH}.json`).map((request) => request.body)).toEqual([{ entity_value_id: 101, data_catalog_detail_id: 21 }]);
    await waitFor(() => expect(server.values[0].value.data_catalog_detail_entity_value_ids).toEqual([500]), { timeout: 3000 });
  });

  it('removes a tie and its id from the cell', async () => {
    const { server, services, user } = await setUp({ ties: [tieOf(40, 21), tieOf(41, 20)] });
    await user.click(await within(section()).findByRole('button', { name: 'Remove “Order / Order / Order number”' }));

    await waitFor(() => expect(within(section()).queryByText('Order / Order / Order number')).not.toBeInTheDocument());
    expect(within(section()).getByText('Order / Order')).toBeInTheDocument();
    expect(services.http.requestsTo('DELETE', `${TIES_PATH}/40.json`)).toHaveLength(1);
    await waitFor(() => expect(server.values[0].value.data_catalog_detail_entity_value_ids).toEqual([41]), { timeout: 3000 });
  });

  it('shows the server’s reason when it refuses a detail', async () => {
    const { user } = await setUp();
    await user.type(await within(section()).findByRole('combobox', { name: 'Add a catalog detail' }), 'date');
    await user.click(await screen.findByRole('option', { name: 'Order / Order / Order date' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Choose a detail of a data catalog you may read.');
    expect(within(section()).getByText('No catalog detail yet.')).toBeInTheDocument();
  });

  it('shows a reader the list without remove buttons or picker', async () => {
    await setUp({ disabled: true, ties: [tieOf(40, 21)] });
    expect(await within(section()).findByText('Order / Order / Order number')).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('asks for the cell to be saved first', async () => {
    await setUp({ saved: false });
    expect(within(section()).getByText('Catalog details can be added once this element is saved.')).toBeInTheDocument();
    expect(within(section()).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says when the project has no data catalog', async () => {
    await setUp({ catalogs: [] });
    expect(await within(section()).findByText('The project has no data catalog yet: attach one in a data-map module.')).toBeInTheDocument();
  });
});
