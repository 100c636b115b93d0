/**
 * POST .../entity_values/clone.json: the diagram editor's duplicate (same module) and paste into another
 * module of the same kind. The copies get new jsids, the links among them follow the copies, and the
 * answer holds default, links and data_catalog_detail_entity_values (data-layer.md §7).
 */
import { describe, expect, it } from 'vitest';
import type { EntityValue, EntityValuesCloneAnswer } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, listValues, modulePath } from './support/workspace';

const { as, onboarding } = useSignedInServer();

const valuesPath = (moduleId: number) => `${modulePath(onboarding, moduleId)}/entity_values`;

async function diagramWithCells(name: string, typeKey = 'Bpmns') {
  const module = await createModule(as.editor, onboarding, typeKey, name);
  const attributes = expectStatus<Array<{ id: number; key: string }>>(
    await as.editor.get('/api/entity_attributes.json', { query: { module_type_id: String(module.scenario_module_id) } }),
    200,
  );
  const cellAttribute = attributes.find((attribute) => attribute.key === 'DiagramCell')!.id;
  const cells = expectStatus<EntityValue[]>(
    await as.editor.post(`${valuesPath(module.id)}/bulk_create.json`, {
      entity_values: [
        { entity_attribute_id: cellAttribute, value: { jsid: 'a', type: 'bpmn.Activity', title: 'Pay', position: { x: 0, y: 0 }, layer_id: 'L1' } },
        { entity_attribute_id: cellAttribute, value: { jsid: 'b', type: 'bpmn.Activity', title: 'Ship', position: { x: 200, y: 0 }, layer_id: 'L1' } },
        { entity_attribute_id: cellAttribute, value: { jsid: 'c', type: 'bpmn.Activity', title: 'Left', position: { x: 400, y: 0 }, layer_id: 'L1' } },
        { entity_attribute_id: cellAttribute, value: { jsid: 'ab', type: 'tessera.Link', source: { id: 'a' }, target: { id: 'b' }, layer_id: 'L1' } },
        { entity_attribute_id: cellAttribute, value: { jsid: 'bc', type: 'tessera.Link', source: { id: 'b' }, target: { id: 'c' }, layer_id: 'L1' } },
      ],
    }),
    201,
  );
  const byJsid = (jsid: string) => cells.find((cell) => cell.value.jsid === jsid)!.id;
  return { module, byJsid };
}

describe('POST .../entity_values/clone.json', () => {
  it('duplicates cells in their module with new jsids, offset, on the given layer, keeping the links among them', async () => {
    const { module, byJsid } = await diagramWithCells('Clone here');
    const answer = expectStatus<EntityValuesCloneAnswer>(
      await as.editor.post(`${valuesPath(module.id)}/clone.json`, {
        entity_value_ids: [byJsid('a'), byJsid('b'), byJsid('ab'), byJsid('bc')],
        offset: { x: 20, y: 20 },
        layer_id: 'L2',
      }),
      201,
    );
    expect(answer.data_catalog_detail_entity_values).toEqual([]);
    expect(answer.default.map((value) => value.value.title)).toEqual(['Pay', 'Ship']);
    expect(answer.default.map((value) => value.value.position)).toEqual([{ x: 20, y: 20 }, { x: 220, y: 20 }]);
    const [a, b] = answer.default.map((value) => String(value.value.jsid));
    expect([a, b]).not.toContain('a');
    expect(answer.default.every((value) => value.value.layer_id === 'L2')).toBe(true);
    // The link to the cell left behind is not copied.
    expect(answer.links).toHaveLength(1);
    expect(answer.links[0].value).toMatchObject({ source: { id: a }, target: { id: b }, type: 'tessera.Link' });
    expect(await listValues(as.editor, onboarding, module.id)).toHaveLength(5 + 3);
  });

  it('pastes into another module of the same kind, and refuses a module of another kind', async () => {
    const { byJsid, module: source } = await diagramWithCells('Clone from');
    const target = await createModule(as.editor, onboarding, 'Bpmns', 'Clone to');
    const answer = expectStatus<EntityValuesCloneAnswer>(
      await as.editor.post(`${valuesPath(target.id)}/clone.json`, { source_module_id: source.id, entity_value_ids: [byJsid('a'), byJsid('b'), byJsid('ab')] }),
      201,
    );
    expect(answer.default.every((value) => value.module_id === target.id)).toBe(true);
    expect(answer.links).toHaveLength(1);
    expect(await listValues(as.editor, onboarding, source.id)).toHaveLength(5);

    const other = await createModule(as.editor, onboarding, 'Risks', 'Not a diagram');
    const refused = await as.editor.post(`${valuesPath(other.id)}/clone.json`, { source_module_id: source.id, entity_value_ids: [byJsid('a')] });
    expect(refused.statusCode).toBe(422);
    expect(await listValues(as.editor, onboarding, other.id)).toHaveLength(0);
  });

  it('answers 404 for a value of another module, and 403 to a reader', async () => {
    const { module, byJsid } = await diagramWithCells('Clone guarded');
    const elsewhere = await diagramWithCells('Clone elsewhere');
    expect((await as.editor.post(`${valuesPath(module.id)}/clone.json`, { entity_value_ids: [elsewhere.byJsid('a')] })).statusCode).toBe(404);
    expect((await as.viewer.post(`${valuesPath(module.id)}/clone.json`, { entity_value_ids: [byJsid('a')] })).statusCode).toBe(403);
    expect(await listValues(as.editor, onboarding, module.id)).toHaveLength(5);
  });
});
