/**
 * Project registries under /api/projects/{projectId}/{resource}: the nine resources served from one
 * declaration each, the 'Untitled' and last-position rule, role and category ids of the same project,
 * and deletes that leave nothing dangling.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../core/domain/api-types';
import {
  REGISTRY_RESOURCES,
  registryPath,
  registryPositionsPath,
  type RegistryResource,
  type Stakeholder,
  type StakeholderMapItem,
  type StakeholderRole,
  type Tag,
} from '../../core/domain/registry-types';
import { insertMapModules, insertModuleOfSegment, registryCreateBody, type MapModules } from './support/registries';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus, failingFields, UNKNOWN_ID } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();
let other: Project;
/** A module of each registry's map kind in "Acme onboarding", by segment. */
let mapModules: MapModules;

beforeAll(async () => {
  other = await createProject(as.owner, 'Other project');
  mapModules = await insertMapModules(t, onboarding);
});

const changeBody = (resource: RegistryResource) => (resource.endsWith('_map_items') ? { x: 99 } : { name: 'Renamed' });

describe.each(REGISTRY_RESOURCES)('%s', (resource) => {
  it('readers read, writers write, another company and unknown ids answer 404', async () => {
    const body = () => registryCreateBody(as.editor, onboarding, resource, mapModules);
    const created = expectStatus<{ id: number }>(await as.editor.post(registryPath(onboarding, resource), await body()), 201);
    const path = registryPath(onboarding, resource, created.id);

    expect(expectStatus<Array<{ id: number }>>(await as.viewer.get(registryPath(onboarding, resource)), 200).map((row) => row.id)).toContain(created.id);
    expectStatus(await as.viewer.get(path), 200);
    expectStatus(await as.viewer.post(registryPath(onboarding, resource), await body()), 403);
    expectStatus(await as.viewer.put(path, changeBody(resource)), 403);
    expectStatus(await as.viewer.delete(path), 403);

    expectStatus(await as.anonymous.get(registryPath(onboarding, resource)), 401);
    expectStatus(await as.restricted.get(registryPath(onboarding, resource)), 403);
    expectStatus(await as.globex.get(registryPath(onboarding, resource)), 404);
    expectStatus(await as.globex.get(path), 404);
    expectStatus(await as.globex.put(path, changeBody(resource)), 404);
    expectStatus(await as.globex.delete(path), 404);
    expectStatus(await as.owner.get(registryPath(other.id, resource, created.id)), 404);
    expectStatus(await as.owner.get(registryPath(onboarding, resource, UNKNOWN_ID)), 404);

    expect(expectStatus(await as.editor.put(path, changeBody(resource)), 200)).toMatchObject(changeBody(resource));
    expect((await as.editor.delete(path)).statusCode).toBe(204);
    expectStatus(await as.editor.get(path), 404);
  });
});

describe('creating', () => {
  it("names a stakeholder or product without a name 'Untitled' and puts every new row last", async () => {
    const project = await createProject(as.owner, 'Positions');
    const first = expectStatus<Stakeholder>(await as.owner.post(registryPath(project.id, 'stakeholders'), {}), 201);
    const second = expectStatus<Stakeholder>(await as.owner.post(registryPath(project.id, 'stakeholders'), { name: '  Board  ' }), 201);
    expect(first).toMatchObject({ name: 'Untitled', position: 0, description: '', link_title: '', link_url: '', stakeholder_role_ids: [], links: [] });
    expect(second).toMatchObject({ name: 'Board', position: 1 });
    const product = expectStatus<{ name: string; position: number }>(await as.owner.post(registryPath(project.id, 'product_and_service_items'), { name: '' }), 201);
    expect(product).toMatchObject({ name: 'Untitled', position: 0 });
  });

  it('requires a name of roles, categories and tags', async () => {
    expect(failingFields(await as.editor.post(registryPath(onboarding, 'tags'), {}))).toEqual(['name']);
    expect(failingFields(await as.editor.post(registryPath(onboarding, 'stakeholder_roles'), { name: '   ' }))).toEqual(['name']);
  });

  it('accepts only http(s) link addresses', async () => {
    expect(failingFields(await as.editor.post(registryPath(onboarding, 'stakeholders'), { link_url: 'javascript:alert(1)' }))).toEqual(['link_url']);
    const ok = expectStatus<Stakeholder>(await as.editor.post(registryPath(onboarding, 'stakeholders'), { link_url: 'https://acme.test/board' }), 201);
    expect(ok.link_url).toBe('https://acme.test/board');
  });

  it('refuses role and category ids of another project', async () => {
    const foreignRole = expectStatus<StakeholderRole>(await as.owner.post(registryPath(other.id, 'stakeholder_roles'), { name: 'Elsewhere' }), 201);
    const ownRole = expectStatus<StakeholderRole>(await as.editor.post(registryPath(onboarding, 'stakeholder_roles'), { name: 'Sponsor' }), 201);
    const res = await as.editor.post(registryPath(onboarding, 'stakeholders'), { stakeholder_role_ids: [ownRole.id, foreignRole.id] });
    expect(failingFields(res)).toEqual(['stakeholder_role_ids']);
    expect(res.json().message).toContain(String(foreignRole.id));
    const foreignCategory = expectStatus<{ id: number }>(await as.owner.post(registryPath(other.id, 'tag_categories'), { name: 'Elsewhere' }), 201);
    expect(failingFields(await as.editor.post(registryPath(onboarding, 'tags'), { name: 'x', tag_category_ids: [foreignCategory.id] }))).toEqual(['tag_category_ids']);
    const ok = expectStatus<Stakeholder>(await as.editor.post(registryPath(onboarding, 'stakeholders'), { stakeholder_role_ids: [ownRole.id, ownRole.id] }), 201);
    expect(ok.stakeholder_role_ids).toEqual([ownRole.id]);
  });

  it("puts map items only on the project's modules of a kind that shows the registry, once per module", async () => {
    const stakeholder = expectStatus<Stakeholder>(await as.editor.post(registryPath(onboarding, 'stakeholders'), {}), 201);
    const body = { module_id: mapModules.stakeholders, stakeholder_id: stakeholder.id, x: 1, y: 1 };
    expectStatus<StakeholderMapItem>(await as.editor.post(registryPath(onboarding, 'stakeholder_map_items'), body), 201);
    expect(failingFields(await as.editor.post(registryPath(onboarding, 'stakeholder_map_items'), body))).toEqual(['stakeholder_id']);
    const wrongKind = { ...body, module_id: mapModules['products-and-services'] };
    expect(failingFields(await as.editor.post(registryPath(onboarding, 'stakeholder_map_items'), wrongKind))).toEqual(['module_id']);
    const otherModule = await insertModuleOfSegment(t, other.id, 'stakeholders');
    expect(failingFields(await as.editor.post(registryPath(onboarding, 'stakeholder_map_items'), { ...body, module_id: otherModule }))).toEqual(['module_id']);
    const onModule = expectStatus<StakeholderMapItem[]>(
      await as.viewer.get(registryPath(onboarding, 'stakeholder_map_items'), { query: { module_id: mapModules.stakeholders } }),
      200,
    );
    expect(onModule.map((item) => item.stakeholder_id)).toContain(stakeholder.id);
  });
});

describe('update_positions', () => {
  it('takes the complete new order; an incomplete one is refused', async () => {
    const project = await createProject(as.owner, 'Reorder');
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map(async (name) => expectStatus<Tag>(await as.owner.post(registryPath(project.id, 'tags'), { name }), 201)));
    const ordered = expectStatus<Tag[]>(await as.owner.post(registryPositionsPath(project.id, 'tags'), { ids: [c.id, a.id, b.id] }), 200);
    expect(ordered.map((tag) => [tag.id, tag.position])).toEqual([[c.id, 0], [a.id, 1], [b.id, 2]]);
    expect(failingFields(await as.owner.post(registryPositionsPath(project.id, 'tags'), { ids: [a.id] }))).toEqual(['ids']);
    expectStatus(await as.viewer.post(registryPositionsPath(onboarding, 'tags'), { ids: [] }), 403);
  });
});

describe('deleting', () => {
  it("takes a role's id out of the stakeholders that carry it", async () => {
    const role = expectStatus<StakeholderRole>(await as.editor.post(registryPath(onboarding, 'stakeholder_roles'), { name: 'Short-lived' }), 201);
    const keep = expectStatus<StakeholderRole>(await as.editor.post(registryPath(onboarding, 'stakeholder_roles'), { name: 'Kept' }), 201);
    const stakeholder = expectStatus<Stakeholder>(
      await as.editor.post(registryPath(onboarding, 'stakeholders'), { stakeholder_role_ids: [role.id, keep.id] }),
      201,
    );
    expect((await as.editor.delete(registryPath(onboarding, 'stakeholder_roles', role.id))).statusCode).toBe(204);
    const after = expectStatus<Stakeholder>(await as.viewer.get(registryPath(onboarding, 'stakeholders', stakeholder.id)), 200);
    expect(after.stakeholder_role_ids).toEqual([keep.id]);
  });

  it('removes a stakeholder’s map items and links with it', async () => {
    const stakeholder = expectStatus<Stakeholder>(await as.editor.post(registryPath(onboarding, 'stakeholders'), {}), 201);
    const placed = expectStatus<StakeholderMapItem>(
      await as.editor.post(registryPath(onboarding, 'stakeholder_map_items'), { module_id: mapModules.stakeholders, stakeholder_id: stakeholder.id, x: 0, y: 0 }),
      201,
    );
    const link = expectStatus<{ id: number }>(
      await as.editor.post('/api/links.json', { linkable_type: 'Stakeholder', linkable_id: stakeholder.id, title: 'Site', url: 'https://acme.test' }),
      201,
    );
    expect((await as.editor.delete(registryPath(onboarding, 'stakeholders', stakeholder.id))).statusCode).toBe(204);
    expectStatus(await as.editor.get(registryPath(onboarding, 'stakeholder_map_items', placed.id)), 404);
    expectStatus(await as.editor.get(`/api/links/${link.id}.json`), 404);
  });
});
