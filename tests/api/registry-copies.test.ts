/**
 * Registries travel with their project: a copy and an exported-then-imported project get their own
 * registry rows, and the copied values' assignments, map items and links point at those; a module
 * copied within its project keeps its assignments and its map.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue, Project, ProjectModule } from '../../core/domain/api-types';
import { linkPath, registryPath, type Stakeholder, type StakeholderMapItem, type StakeholderRole, type Tag } from '../../core/domain/registry-types';
import type { ProjectArchive } from '../../core/domain/workspace-types';
import { insertMapModules, type MapModules } from './support/registries';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const { t, as, seed } = useSignedInServer();
const riskItem = seed.attributes.RiskItem;
let source: Project;
let risks: ProjectModule;
let mapModules: MapModules;
let role: StakeholderRole;
let board: Stakeholder;
let tag: Tag;
let value: EntityValue;

beforeAll(async () => {
  source = await createProject(as.owner, 'Registry source');
  risks = await createModule(as.owner, source.id, 'Risks');
  mapModules = await insertMapModules(t, source.id);
  role = expectStatus<StakeholderRole>(await as.owner.post(registryPath(source.id, 'stakeholder_roles'), { name: 'Sponsor' }), 201);
  board = expectStatus<Stakeholder>(await as.owner.post(registryPath(source.id, 'stakeholders'), { name: 'Board', stakeholder_role_ids: [role.id] }), 201);
  tag = expectStatus<Tag>(await as.owner.post(registryPath(source.id, 'tags'), { name: 'Urgent' }), 201);
  expectStatus(await as.owner.post(linkPath(), { linkable_type: 'Stakeholder', linkable_id: board.id, title: 'Charter', url: 'https://acme.test/charter' }), 201);
  expectStatus(
    await as.owner.post(registryPath(source.id, 'stakeholder_map_items'), { module_id: mapModules.stakeholders, stakeholder_id: board.id, x: 5, y: 6 }),
    201,
  );
  value = expectStatus<EntityValue>(
    await as.owner.post(`${modulePath(source.id, risks.id)}/entity_values.json`, {
      entity_attribute_id: riskItem,
      value: { title: 'Board leaves' },
      stakeholder_ids: [board.id],
      tag_ids: [tag.id],
      user_ids: [seed.users.owner],
    }),
    201,
  );
});

/** The copy's registries, and its risk value, checked to point at the copy's own rows (and its map, when its module came along). */
async function expectCarried(projectId: number, users: number[], withMap = true): Promise<void> {
  const [copiedRole] = expectStatus<StakeholderRole[]>(await as.owner.get(registryPath(projectId, 'stakeholder_roles')), 200);
  const [copiedBoard] = expectStatus<Stakeholder[]>(await as.owner.get(registryPath(projectId, 'stakeholders')), 200);
  const [copiedTag] = expectStatus<Tag[]>(await as.owner.get(registryPath(projectId, 'tags')), 200);
  expect(copiedBoard).toMatchObject({ name: 'Board', stakeholder_role_ids: [copiedRole.id], links: [{ title: 'Charter', linkable_id: copiedBoard.id }] });
  expect(copiedBoard.id).not.toBe(board.id);
  const modules = expectStatus<ProjectModule[]>(await as.owner.get(`/api/projects/${projectId}/project_scenario_modules.json`), 200);
  const copiedRisks = modules.find((module) => module.type_key === 'Risks')!;
  const [copiedValue] = await listValues(as.owner, projectId, copiedRisks.id);
  expect(copiedValue).toMatchObject({ stakeholder_ids: [copiedBoard.id], tag_ids: [copiedTag.id], user_ids: users });
  const [placed] = expectStatus<StakeholderMapItem[]>(await as.owner.get(registryPath(projectId, 'stakeholder_map_items')), 200);
  if (!withMap) return expect(placed).toBeUndefined();
  expect(placed).toMatchObject({ stakeholder_id: copiedBoard.id, x: 5, y: 6 });
  expect(modules.map((module) => module.id)).toContain(placed.module_id);
}

describe('copies', () => {
  it("a cloned project gets its own registries, and its values' assignments point at them", async () => {
    const copy = expectStatus<Project>(await as.owner.post(`/api/projects/${source.id}/clone.json`, {}), 201);
    await expectCarried(copy.id, [seed.users.owner]);
  });

  it('a module copied within its project keeps its assignments and its map', async () => {
    const copy = expectStatus<ProjectModule>(await as.owner.post(`${modulePath(source.id, risks.id)}/clone.json`, {}), 201);
    const [copied] = await listValues(as.owner, source.id, copy.id);
    expect(copied).toMatchObject({ stakeholder_ids: [board.id], tag_ids: [tag.id], user_ids: [seed.users.owner] });
    const mapCopy = expectStatus<ProjectModule>(await as.owner.post(`${modulePath(source.id, mapModules.stakeholders)}/clone.json`, {}), 201);
    const placed = expectStatus<StakeholderMapItem[]>(await as.owner.get(registryPath(source.id, 'stakeholder_map_items'), { query: { module_id: mapCopy.id } }), 200);
    expect(placed.map((item) => [item.stakeholder_id, item.x, item.y])).toEqual([[board.id, 5, 6]]);
  });
});

describe('export and import', () => {
  /** The export without the test's map modules, whose kinds this server has no plugin for. */
  async function exported(): Promise<ProjectArchive> {
    const archive = expectStatus<ProjectArchive>(await as.owner.get(`/api/projects/${source.id}/export.json`), 200);
    return { ...archive, modules: archive.modules.filter((module) => !module.type_key.startsWith('Test-')) };
  }

  it('carries the registries and translates the assignments; users, and map items of modules left out, are not carried', async () => {
    const archive = await exported();
    expect(archive.entity_values.find((item) => item.value.title === value.value.title)).toMatchObject({ stakeholder_ids: [board.id] });
    expect(archive.registries?.stakeholder_map_items?.length).toBeGreaterThan(0);
    const imported = expectStatus<Project>(await as.owner.post('/api/projects/import.json', archive), 201);
    await expectCarried(imported.id, [], false);
  });

  it('refuses an archive whose registry rows are not valid', async () => {
    const archive = await exported();
    const broken = { ...archive, registries: { ...archive.registries, stakeholders: [{ id: 1, name: 'x', link_url: 'javascript:alert(1)' }] } };
    expect(failingFields(await as.owner.post('/api/projects/import.json', broken))).toEqual(['registries/stakeholders/0/link_url']);
  });
});
