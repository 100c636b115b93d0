/**
 * What refers to registry items: links of stakeholders and products (/api/links), the assignment arrays
 * of entity values, assigned_items_index, what share-link visitors reach, and the company's label renames.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentCompany, EntityValue, EntityValueBulkUpdateAnswer, Project } from '../../core/domain/api-types';
import {
  assignedItemsIndexPath,
  COMPANY_ADMIN_COMPANY_PATH,
  linkPath,
  registryPath,
  type AssignedItemsIndexEntry,
  type Link,
  type Stakeholder,
  type StakeholderRole,
  type Tag,
} from '../../core/domain/registry-types';
import { createModuleLink, createProjectLink, withSessionToken } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();
const risks = seed.modules.risks!;
const riskItem = seed.attributes.RiskItem;
let other: Project;
let board: Stakeholder;
let urgent: Tag;
let foreignTag: Tag;
const valuesPath = (moduleId: number) => `${modulePath(onboarding, moduleId)}/entity_values`;

beforeAll(async () => {
  other = await createProject(as.owner, 'Other project');
  board = expectStatus<Stakeholder>(await as.editor.post(registryPath(onboarding, 'stakeholders'), { name: 'Board' }), 201);
  urgent = expectStatus<Tag>(await as.editor.post(registryPath(onboarding, 'tags'), { name: 'Urgent' }), 201);
  foreignTag = expectStatus<Tag>(await as.owner.post(registryPath(other.id, 'tags'), { name: 'Elsewhere' }), 201);
});

describe('links', () => {
  it("appends each new link to its owner's links, which the owner answers in order", async () => {
    const post = async (title: string) =>
      expectStatus<Link>(await as.editor.post(linkPath(), { linkable_type: 'Stakeholder', linkable_id: board.id, title, url: `https://acme.test/${title}` }), 201);
    const first = await post('minutes');
    const second = await post('charter');
    expect([first.position, second.position]).toEqual([0, 1]);
    const owner = expectStatus<Stakeholder>(await as.viewer.get(registryPath(onboarding, 'stakeholders', board.id)), 200);
    expect(owner.links.map((link) => link.title)).toEqual(['minutes', 'charter']);
    const listed = expectStatus<Link[]>(await as.viewer.get(linkPath(), { query: { linkable_type: 'Stakeholder', linkable_id: board.id } }), 200);
    expect(listed.map((link) => link.id)).toEqual([first.id, second.id]);
    expect(expectStatus<Link>(await as.editor.put(linkPath(first.id), { title: 'Minutes' }), 200).title).toBe('Minutes');
  });

  it('follows the owner’s project: readers read, writers write, other companies see nothing', async () => {
    const body = { linkable_type: 'Stakeholder', linkable_id: board.id, title: 'x', url: 'https://acme.test' };
    expectStatus(await as.viewer.post(linkPath(), body), 403);
    expectStatus(await as.globex.post(linkPath(), body), 404);
    expect(failingFields(await as.editor.post(linkPath(), { ...body, url: 'ftp://acme.test' }))).toEqual(['url']);
    const link = expectStatus<Link>(await as.editor.post(linkPath(), body), 201);
    expectStatus(await as.viewer.get(linkPath(link.id)), 200);
    expectStatus(await as.globex.get(linkPath(link.id)), 404);
    expectStatus(await as.viewer.put(linkPath(link.id), { title: 'y' }), 403);
    expectStatus(await as.globex.delete(linkPath(link.id)), 404);
    expect((await as.editor.delete(linkPath(link.id))).statusCode).toBe(204);
    expectStatus(await as.viewer.get(linkPath(link.id)), 404);
  });
});

describe('assignments on entity values', () => {
  it('answers [] for values never assigned, and accepts arrays in create and update (left out: unchanged)', async () => {
    const created = expectStatus<EntityValue>(
      await as.editor.post(`${valuesPath(risks)}.json`, { entity_attribute_id: riskItem, value: { title: 'Assigned' }, tag_ids: [urgent.id] }),
      201,
    );
    expect(created).toMatchObject({ tag_ids: [urgent.id], stakeholder_ids: [], product_and_service_item_ids: [], user_ids: [] });
    const updated = expectStatus<EntityValue>(
      await as.editor.put(`${valuesPath(risks)}/${created.id}.json`, { stakeholder_ids: [board.id], user_ids: [seed.users.editor, seed.users.viewer] }),
      200,
    );
    expect(updated).toMatchObject({ tag_ids: [urgent.id], stakeholder_ids: [board.id], user_ids: [seed.users.editor, seed.users.viewer] });
    const listed = (await listValues(as.viewer, onboarding, risks)).find((value) => value.id === created.id)!;
    expect(listed.stakeholder_ids).toEqual([board.id]);
  });

  it('accepts them in bulk_create and bulk_update', async () => {
    const [created] = expectStatus<EntityValue[]>(
      await as.editor.post(`${valuesPath(risks)}/bulk_create.json`, {
        entity_values: [{ entity_attribute_id: riskItem, value: { title: 'Bulk' }, stakeholder_ids: [board.id] }],
      }),
      201,
    );
    expect(created.stakeholder_ids).toEqual([board.id]);
    const answer = expectStatus<EntityValueBulkUpdateAnswer>(
      await as.editor.post(`${valuesPath(risks)}/bulk_update.json`, {
        entity_values: [
          { id: created.id, tag_ids: [urgent.id] },
          { entity_attribute_id: riskItem, value: { title: 'Bulk new' }, tag_ids: [urgent.id] },
        ],
      }),
      200,
    );
    expect(answer.entity_values.map((value) => [value.tag_ids, value.stakeholder_ids])).toEqual([
      [[urgent.id], [board.id]],
      [[urgent.id], []],
    ]);
  });

  it('refuses ids of another project and users who are not members (422), writing nothing', async () => {
    const [value] = await listValues(as.editor, onboarding, risks);
    const put = (body: object) => as.editor.put(`${valuesPath(risks)}/${value.id}.json`, body);
    const res = await put({ tag_ids: [foreignTag.id] });
    expect(failingFields(res)).toEqual(['tag_ids']);
    expect(res.json().message).toContain(`${foreignTag.id} is not a tag of this project`);
    expect(failingFields(await put({ user_ids: [seed.users.globex] }))).toEqual(['user_ids']);
    expect(failingFields(await put({ stakeholder_ids: [999999] }))).toEqual(['stakeholder_ids']);
    expect(
      failingFields(
        await as.editor.post(`${valuesPath(risks)}/bulk_update.json`, {
          entity_values: [{ id: value.id, value: { title: 'Not saved' } }, { entity_attribute_id: riskItem, value: { title: 'x' }, tag_ids: [foreignTag.id] }],
        }),
      ),
    ).toEqual(['tag_ids']);
    const after = (await listValues(as.editor, onboarding, risks)).find((row) => row.id === value.id)!;
    expect(after.value).toEqual(value.value);
    expect(after.tag_ids).toEqual(value.tag_ids);
  });
});

describe('assigned_items_index', () => {
  it('lists each item in use with the values that carry it and their modules', async () => {
    const tag = expectStatus<Tag>(await as.editor.post(registryPath(onboarding, 'tags'), { name: 'Indexed' }), 201);
    const unused = expectStatus<Tag>(await as.editor.post(registryPath(onboarding, 'tags'), { name: 'Unused' }), 201);
    const value = expectStatus<EntityValue>(
      await as.editor.post(`${valuesPath(risks)}.json`, { entity_attribute_id: riskItem, value: { title: 'Tagged risk' }, tag_ids: [tag.id] }),
      201,
    );
    const index = expectStatus<AssignedItemsIndexEntry[]>(await as.viewer.get(assignedItemsIndexPath(onboarding, 'tags')), 200);
    const entry = index.find((item) => item.id === tag.id)!;
    expect(entry.assigned_items).toEqual([{ entity_value_id: value.id, module_id: risks, module_name: expect.any(String), module_segment: 'risks', title: 'Tagged risk' }]);
    expect(index.some((item) => item.id === unused.id)).toBe(false);
    expectStatus(await as.globex.get(assignedItemsIndexPath(onboarding, 'tags')), 404);
    expectStatus(await as.viewer.get(assignedItemsIndexPath(onboarding, 'stakeholders')), 200);
    expectStatus(await as.viewer.get(assignedItemsIndexPath(onboarding, 'product_and_service_items')), 200);
  });

  it('takes a deleted item out of every value that carried it', async () => {
    const doomed = expectStatus<Tag>(await as.editor.post(registryPath(onboarding, 'tags'), { name: 'Doomed' }), 201);
    const value = expectStatus<EntityValue>(
      await as.editor.post(`${valuesPath(risks)}.json`, { entity_attribute_id: riskItem, value: { title: 'Carrier' }, tag_ids: [doomed.id, urgent.id] }),
      201,
    );
    expect((await as.editor.delete(registryPath(onboarding, 'tags', doomed.id))).statusCode).toBe(204);
    const after = (await listValues(as.editor, onboarding, risks)).find((row) => row.id === value.id)!;
    expect(after.tag_ids).toEqual([urgent.id]);
    const index = expectStatus<AssignedItemsIndexEntry[]>(await as.viewer.get(assignedItemsIndexPath(onboarding, 'tags')), 200);
    expect(index.some((item) => item.id === doomed.id)).toBe(false);
  });
});

describe('share-link visitors', () => {
  it('a project link reads every registry, writes nothing', async () => {
    const visitor = withSessionToken(t.anonymous, (await createProjectLink(as.owner, onboarding)).access_id);
    const stakeholders = expectStatus<Stakeholder[]>(await visitor.get(registryPath(onboarding, 'stakeholders')), 200);
    expect(stakeholders.some((row) => row.id === board.id)).toBe(true);
    expectStatus(await visitor.get(registryPath(onboarding, 'stakeholders', board.id)), 200);
    expectStatus(await visitor.post(registryPath(onboarding, 'stakeholders'), { name: 'Guest' }), 403);
    expectStatus(await visitor.post(linkPath(), { linkable_type: 'Stakeholder', linkable_id: board.id, title: 'x', url: 'https://acme.test' }), 403);
  });

  it("a module link reads only the items its module's content is assigned, and the roles they carry", async () => {
    const role = expectStatus<StakeholderRole>(await as.editor.post(registryPath(onboarding, 'stakeholder_roles'), { name: 'Reached' }), 201);
    const hiddenRole = expectStatus<StakeholderRole>(await as.editor.post(registryPath(onboarding, 'stakeholder_roles'), { name: 'Hidden' }), 201);
    const reached = expectStatus<Stakeholder>(await as.editor.post(registryPath(onboarding, 'stakeholders'), { name: 'Reached', stakeholder_role_ids: [role.id] }), 201);
    const hidden = expectStatus<Stakeholder>(await as.editor.post(registryPath(onboarding, 'stakeholders'), { name: 'Hidden', stakeholder_role_ids: [hiddenRole.id] }), 201);
    const shared = await createModule(as.editor, onboarding, 'Risks', 'Shared risks');
    const elsewhere = await createModule(as.editor, onboarding, 'Risks', 'Other risks');
    const carried = expectStatus<EntityValue>(
      await as.editor.post(`${valuesPath(shared.id)}.json`, { entity_attribute_id: riskItem, value: { title: 'Seen' }, stakeholder_ids: [reached.id] }),
      201,
    );
    await as.editor.post(`${valuesPath(elsewhere.id)}.json`, { entity_attribute_id: riskItem, value: { title: 'Unseen' }, stakeholder_ids: [hidden.id, reached.id] });

    const link = await createModuleLink(as.owner, onboarding, shared.id);
    const visitor = withSessionToken(t.anonymous, `${link.project_access_id}:${link.access_id}`);
    const stakeholders = expectStatus<Stakeholder[]>(await visitor.get(registryPath(onboarding, 'stakeholders')), 200);
    expect(stakeholders.map((row) => row.id)).toEqual([reached.id]);
    expectStatus(await visitor.get(registryPath(onboarding, 'stakeholders', hidden.id)), 404);
    const roles = expectStatus<StakeholderRole[]>(await visitor.get(registryPath(onboarding, 'stakeholder_roles')), 200);
    expect(roles.map((row) => row.id)).toEqual([role.id]);
    const index = expectStatus<AssignedItemsIndexEntry[]>(await visitor.get(assignedItemsIndexPath(onboarding, 'stakeholders')), 200);
    expect(index.find((entry) => entry.id === reached.id)!.assigned_items.map((item) => item.entity_value_id)).toEqual([carried.id]);
    expect(index.some((entry) => entry.id === hidden.id)).toBe(false);
  });
});

describe('PUT /api/company_admin/company.json', () => {
  it("lets a company admin rename entity labels, answering the company with the labels merged", async () => {
    const company = expectStatus<CurrentCompany>(
      await as.owner.put(COMPANY_ADMIN_COMPANY_PATH, { entity_map: { stakeholder: { singular: '  Actor ', plural: 'Actors' } } }),
      200,
    );
    expect(company.entity_map.stakeholder).toEqual({ singular: 'Actor', plural: 'Actors' });
    expect(company.entity_map.tag).toEqual({ singular: 'Tag', plural: 'Tags' });
    const seen = expectStatus<CurrentCompany>(await as.viewer.get('/api/current_company.json'), 200);
    expect(seen.entity_map.stakeholder.singular).toBe('Actor');
  });

  it('refuses other users (403), unknown keys and blank or long labels (422)', async () => {
    const body = { entity_map: { tag: { singular: 'Label', plural: 'Labels' } } };
    expectStatus(await as.editor.put(COMPANY_ADMIN_COMPANY_PATH, body), 403);
    expectStatus(await as.globex.put(COMPANY_ADMIN_COMPANY_PATH, body), 403);
    expectStatus(await as.anonymous.put(COMPANY_ADMIN_COMPANY_PATH, body), 401);
    expectStatus(await as.owner.put(COMPANY_ADMIN_COMPANY_PATH, { entity_map: { risk: { singular: 'a', plural: 'b' } } }), 422);
    expectStatus(await as.owner.put(COMPANY_ADMIN_COMPANY_PATH, { entity_map: { tag: { singular: '   ', plural: 'Labels' } } }), 422);
    expectStatus(await as.owner.put(COMPANY_ADMIN_COMPANY_PATH, { entity_map: { tag: { singular: 'x'.repeat(61), plural: 'Labels' } } }), 422);
    const company = expectStatus<CurrentCompany>(await as.viewer.get('/api/current_company.json'), 200);
    expect(company.entity_map.tag).toEqual({ singular: 'Tag', plural: 'Tags' });
  });
});
