import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentChildPath,
  assessmentResultsPath,
  assessmentsPath,
  QUESTION_TYPE_KEYS,
  type Assessment,
  type AssessmentQuestion,
  type AssessmentResults,
  type AssessmentSection,
} from '../../core/domain/assessment-types';
import type { AssociatedDataElement, DataCatalog, DataCatalogDetail, ModuleDataDetailLink, ProjectDataCatalog, ProjectDataMap } from '../../core/domain/data-governance-types';
import { USER_EVENT_KINDS } from '../../core/domain/statistics-types';
import { verifyPassword } from '../../server/auth/password';
import { startTestServer, type TestServer } from './harness';
import type { Queryable } from '../../server/db/client';
import { companies, entityValues, projectModules, projectUserPermissions, projects, sections, userEvents, users } from '../../server/db/schema';
import { DEMO_PASSWORD, DEMO_USERS, readDemoSeed, seedDemo, type DemoUserName } from '../../server/db/seed';
import { PROCESS_MATURITY } from '../../server/db/seed-assessments';
import { seedDemoUserEvents } from '../../server/db/seed-user-events';
import { ORDER_PROCESS_PROJECT } from '../../server/db/seed-order-process';
import { storeDemoPreviews } from '../../server/db/seed-previews';
import { fileStorage } from '../../server/storage';
import { DIAGRAM_CELL_KEY, DIAGRAM_SETTINGS_KEY } from '../../sdk/manifest';
import type { CellDocument } from '../../sdk/diagram/cell-codec';
import { cleanUpLoadedCells } from '../../sdk/diagram/load-cleanup';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

class Rollback extends Error {}

/** Runs the check on an emptied database inside a transaction that is always rolled back. */
async function onEmptyDatabase(check: (tx: Queryable) => Promise<void>): Promise<void> {
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`TRUNCATE companies CASCADE`);
      await check(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

describe('the demo seed', () => {
  it('creates every demo user with the demo password, none having accepted the terms', async () => {
    const rows = await t.db.select().from(users).orderBy(asc(users.id));
    expect(rows.map((u) => u.email).sort()).toEqual(Object.values(DEMO_USERS).map((u) => u.email).sort());
    for (const row of rows) {
      expect(row.accepted_eula).toBe(false);
      expect(row.name).not.toBe('');
    }
    const admin = rows.find((u) => u.email === 'admin@acme.test');
    expect(admin).toMatchObject({ system_admin: true, company_role: 'admin', company_id: t.seed.companies.acme });
    expect(rows.find((u) => u.email === 'restricted@acme.test')).toMatchObject({ restricted: true, company_role: 'member' });
    expect(rows.find((u) => u.email === 'user@globex.test')).toMatchObject({ company_id: t.seed.companies.globex });
    expect(await verifyPassword(DEMO_PASSWORD, admin?.password_hash ?? null)).toBe(true);
  });

  it('grants the example project: owner admin, editor write, viewer read', async () => {
    const rows = await t.db
      .select({ user_id: projectUserPermissions.user_id, key: projectUserPermissions.permission_key })
      .from(projectUserPermissions)
      .where(eq(projectUserPermissions.project_id, t.seed.project.onboarding));
    const byUser = Object.fromEntries(rows.map((r) => [r.user_id, r.key]));
    expect(byUser).toEqual({ [t.seed.users.owner]: 'admin', [t.seed.users.editor]: 'write', [t.seed.users.viewer]: 'read' });
  });

  it('fills the example project with one module of each plugin, with content', async () => {
    const [project] = await t.db.select().from(projects).where(eq(projects.id, t.seed.project.onboarding));
    expect(project).toMatchObject({ name: 'Acme onboarding', entity_type: 'project', company_id: t.seed.companies.acme, deleted_at: null });
    const [section] = await t.db.select().from(sections).where(eq(sections.id, t.seed.section.gettingStarted));
    expect(section.name).toBe('Getting started');
    const modules = await t.db.select().from(projectModules).where(eq(projectModules.project_id, project.id));
    expect(modules).toHaveLength(3);
    expect(modules.every((m) => m.section_id === section.id)).toBe(true);
    for (const id of [t.seed.modules.text, t.seed.modules.risks, t.seed.modules.swotCanvas]) {
      const values = await t.db.select().from(entityValues).where(eq(entityValues.module_id, id as number));
      expect(values.length, `module ${id}`).toBeGreaterThan(0);
      for (const value of values) expect(t.app.moduleRegistry.validatorFor(value.entity_attribute_id)?.(value.value)).toBeNull();
    }
  });

  it('gives the example project registries, some of them assigned to its risks, and its template copies of them', async () => {
    const { onboarding } = t.seed.project;
    const owner = await t.signIn('owner@acme.test');
    const list = async (resource: string, projectId = onboarding) =>
      (await owner.get(`/api/projects/${projectId}/${resource}.json`)).json() as Array<{ id: number; name: string }>;
    for (const resource of ['stakeholder_roles', 'stakeholders', 'product_and_service_item_categories', 'product_and_service_items', 'tag_categories', 'tags']) {
      expect((await list(resource)).length, resource).toBeGreaterThan(0);
    }
    const risks = await t.db.select().from(entityValues).where(eq(entityValues.module_id, t.seed.modules.risks!));
    const stakeholderIds = new Set((await list('stakeholders')).map((row) => row.id));
    expect(risks.flatMap((risk) => risk.stakeholder_ids).every((id) => stakeholderIds.has(id))).toBe(true);
    expect(risks.some((risk) => risk.stakeholder_ids.length > 0 && risk.tag_ids.length > 0)).toBe(true);
    const [template] = await t.db.select({ id: projects.id }).from(projects).where(eq(projects.name, 'Onboarding template'));
    expect((await list('stakeholders', template.id)).map((row) => row.name)).toEqual((await list('stakeholders')).map((row) => row.name));
  });

  it('draws one diagram of each kind in "Acme order process", owned by the owner', async () => {
    const { project: projectId, modules } = t.seed.orderProcess;
    const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({ name: ORDER_PROCESS_PROJECT, entity_type: 'project', company_id: t.seed.companies.acme });
    const grants = await t.db.select().from(projectUserPermissions).where(eq(projectUserPermissions.project_id, projectId));
    expect(grants.map((grant) => [grant.user_id, grant.permission_key])).toEqual([[t.seed.users.owner, 'admin']]);
    const diagramTypes = t.app.moduleRegistry.moduleTypes.filter((type) => type.manifest.family === 'diagram');
    expect(diagramTypes.length).toBe(5);
    const rows = await t.db.select().from(projectModules).where(eq(projectModules.project_id, projectId));
    const diagramRows = rows.filter((row) => row.id !== t.seed.orderProcess.dataMapModule);
    expect(diagramRows.map((row) => row.scenario_module_id).sort()).toEqual(diagramTypes.map((type) => type.id).sort());
    expect(Object.keys(modules).sort()).toEqual(diagramTypes.map((type) => type.typeKey).sort());
  });

  it('seeds diagram cells that fit their schema and that the editor loads without deleting any', async () => {
    for (const [typeKey, moduleId] of Object.entries(t.seed.orderProcess.modules)) {
      const cellAttribute = t.app.moduleRegistry.attributeByKey(typeKey, DIAGRAM_CELL_KEY);
      const settingsAttribute = t.app.moduleRegistry.attributeByKey(typeKey, DIAGRAM_SETTINGS_KEY);
      const values = await t.db.select().from(entityValues).where(eq(entityValues.module_id, moduleId));
      for (const value of values) expect(t.app.moduleRegistry.validatorFor(value.entity_attribute_id)?.(value.value), typeKey).toBeNull();
      const cells = values.filter((value) => value.entity_attribute_id === cellAttribute?.id).map((value) => value.value as CellDocument);
      const settings = values.filter((value) => value.entity_attribute_id === settingsAttribute?.id);
      expect(cells.length, typeKey).toBeGreaterThanOrEqual(6);
      expect(settings, typeKey).toHaveLength(1);
      const jsids = new Set(cells.map((cell) => cell.jsid));
      expect(jsids.size, typeKey).toBe(cells.length);
      for (const cell of cells) {
        for (const end of [cell.source, cell.target]) if (end) expect(jsids.has(String(end.id)), `${typeKey} ${cell.jsid}`).toBe(true);
      }
      const layers = (settings[0].value as { layers: Array<{ id: string }> }).layers.map((layer) => layer.id);
      expect(cleanUpLoadedCells(cells, { layerIds: layers }), typeKey).toMatchObject({ deleted: [], changed: [] });
    }
  });

  it('gives each seeded diagram the editor’s drawing of it as its preview', async () => {
    await storeDemoPreviews(t.db, fileStorage(t.app), t.seed.orderProcess);
    const owner = await t.signIn(DEMO_USERS.owner.email);
    for (const [typeKey, moduleId] of Object.entries(t.seed.orderProcess.modules)) {
      const module = (await owner.get(`/api/projects/${t.seed.orderProcess.project}/project_scenario_modules/${moduleId}.json`)).json() as { preview_image: string | null };
      expect(module.preview_image, typeKey).toMatch(/^\/api\/files\/projects\/\d+\/modules\/\d+\/preview\/[0-9a-f]+\.png$/);
      const file = await owner.get(module.preview_image!);
      expect(file.statusCode, typeKey).toBe(200);
      expect(file.rawPayload.equals(readFileSync(new URL(`../../server/db/seed-previews/${typeKey}.png`, import.meta.url))), typeKey).toBe(true);
    }
  });

  it('gives "Acme order process" the global customer and order catalog, Acme’s order system and the data map of both', async () => {
    const owner = await t.signIn(DEMO_USERS.owner.email);
    const project = `/api/projects/${t.seed.orderProcess.project}`;
    const maps = (await owner.get(`${project}/data_maps.json`)).json() as ProjectDataMap[];
    expect(maps.map((row) => row.data_map)).toEqual([expect.objectContaining({ name: 'Acme data map', category_count: 13, catalog_count: 2 })]);
    const catalogs = ((await owner.get(`${project}/data_catalogs.json`)).json() as ProjectDataCatalog[]).map((row) => row.data_catalog);
    expect(catalogs.map((catalog) => [catalog.name, catalog.company_id, catalog.group_count])).toEqual([
      ['Acme order system', t.seed.companies.acme, 2],
      ['Customer and order domain', null, 4],
    ]);
    const domain = catalogs[1];
    expect(domain.detail_count).toBeGreaterThanOrEqual(55);
    expect(domain.detail_count).toBeLessThanOrEqual(65);
    const details = (await owner.get(`/api/data_catalogs/${domain.id}/data_catalog_details.json`)).json() as DataCatalogDetail[];
    expect(Math.max(...details.map((detail) => detail.level))).toBe(2);
    for (const detail of details) expect(detail.type && detail.classification && detail.description && detail.owner, detail.name).toBeTruthy();

    const mapId = maps[0].data_map_id;
    expect(((await owner.get(`/api/data_maps/${mapId}/data_map_detail_mappings.json`)).json() as unknown[]).length).toBe(22);
    expect(((await owner.get(`/api/data_maps/${mapId}/data_map_category_mappings.json`)).json() as unknown[]).length).toBe(3);
    // A diagram of the project shows the map's lineage: Acme's system feeding the domain.
    const moduleId = Object.values(t.seed.orderProcess.modules)[0];
    const lineage = (await owner.get(`${project}/project_scenario_modules/${moduleId}/data_map_detail_links.json`)).json() as ModuleDataDetailLink[];
    expect(lineage).toHaveLength(6);
    expect(new Set(lineage.map((link) => link.linked_catalog_id))).toEqual(new Set([domain.id]));
    // The diagram's data object and data store point at details of the domain; the data-map module lists them.
    const elements = (await owner.get(`${project}/associated_data_elements.json`)).json() as AssociatedDataElement[];
    expect(elements).toHaveLength(4);
    for (const element of elements) expect(element).toMatchObject({ data_catalog_id: domain.id, data_map_id: mapId, module_ids: [t.seed.orderProcess.modules.Bpmns] });
    const dataMapPath = `${project}/project_scenario_modules/${t.seed.orderProcess.dataMapModule}`;
    const uses = (await owner.get(`${dataMapPath}/entity_values.json`)).json() as Array<{ value: { text: string; link_ids: number[] } }>;
    expect(uses.map((use) => use.value.link_ids)).toEqual([[t.seed.orderProcess.modules.Bpmns], [t.seed.orderProcess.modules.Bpmns]]);
    // Every member reads the global catalog, not Acme's map.
    const viewer = await t.signIn(DEMO_USERS.viewer.email);
    expect(((await viewer.get('/api/data_catalogs.json')).json() as DataCatalog[]).map((catalog) => catalog.name)).toContain('Customer and order domain');
  });

  it('holds the open assessment "Process maturity": every question type, a condition, three submitted responses', async () => {
    const { processMaturity } = t.seed.assessment;
    const owner = await t.signIn(DEMO_USERS.owner.email);
    expect((await owner.get(assessmentsPath(processMaturity))).json()).toMatchObject({ name: PROCESS_MATURITY, status_key: 'open', anonymous: false, accepting_answers: true, question_count: 12 });
    const sections = (await owner.get(assessmentChildPath(processMaturity, 'sections'))).json() as AssessmentSection[];
    expect(sections.map((section) => section.name)).toEqual(['Governance', 'Execution', 'Improvement']);
    const questions = (await owner.get(assessmentChildPath(processMaturity, 'questions'))).json() as AssessmentQuestion[];
    expect(new Set(questions.map((question) => question.question_type_key))).toEqual(new Set(QUESTION_TYPE_KEYS));
    expect(questions.filter((question) => question.condition)).toHaveLength(1);

    const results = (await owner.get(assessmentResultsPath(processMaturity))).json() as AssessmentResults;
    expect(results.submitted_count).toBe(3);
    expect(results.responses.map((response) => response.user?.id).sort()).toEqual([t.seed.users.owner, t.seed.users.editor, t.seed.users.viewer].sort());
    const percents = results.section_averages.map((section) => section.average_percent);
    expect(percents.every((percent) => percent !== null && percent > 0 && percent < 100), String(percents)).toBe(true);
    const perResponse = results.responses.map((response) => response.section_scores.map((score) => score.percent).join());
    expect(new Set(perResponse).size, 'each respondent scores differently').toBe(3);

    const levels = async (name: DemoUserName) => {
      const res = await (await t.signIn(DEMO_USERS[name].email)).get(assessmentsPath(processMaturity));
      return res.statusCode === 200 ? (res.json() as Assessment).permissions : res.statusCode;
    };
    expect(await levels('editor')).toMatchObject({ read: true, write: true, admin: false });
    expect(await levels('viewer')).toMatchObject({ read: true, write: false, admin: false });
    expect(await levels('admin')).toMatchObject({ admin: true });
    expect(await levels('restricted')).toBe(403);
    expect(await levels('globex')).toBe(404);
  });

  it('records 90 days of user events up to now: every kind, on working days, on the seeded projects', async () => {
    const [span] = await t.db
      .select({ first: sql<string>`min(created_at)::text`, last: sql<string>`max(created_at)::text`, count: sql<number>`count(*)::int` })
      .from(userEvents);
    expect(span.count).toBeGreaterThan(1000);
    expect(new Date(span.last).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(span.last).getTime() - new Date(span.first).getTime()).toBeLessThanOrEqual(90 * 24 * 3600 * 1000);
    const kinds = await t.db.selectDistinct({ kind: userEvents.kind }).from(userEvents);
    expect(kinds.map((row) => row.kind).sort()).toEqual([...USER_EVENT_KINDS].sort());
    const [days] = await t.db
      .select({
        weekday: sql<number>`count(*) filter (where extract(isodow from created_at at time zone 'UTC') < 6)::int`,
        weekend: sql<number>`count(*) filter (where extract(isodow from created_at at time zone 'UTC') >= 6)::int`,
      })
      .from(userEvents);
    expect(days.weekday).toBeGreaterThan(days.weekend * 10);
    const [elsewhere] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(userEvents)
      .innerJoin(projects, eq(projects.id, userEvents.project_id))
      .where(sql`${projects.company_id} <> ${userEvents.company_id}`);
    expect(elsewhere.count).toBe(0);
    const models = await t.db
      .select({ model: sql<string>`details->>'model'`, tokens: sql<number>`min((details->>'tokens_in')::int + (details->>'tokens_out')::int)::int` })
      .from(userEvents)
      .where(eq(userEvents.kind, 'ai_request'))
      .groupBy(sql`details->>'model'`);
    expect(models).toHaveLength(2);
    expect(models.every((row) => row.tokens > 0)).toBe(true);
  });

  it('seeds the same user events every time for the same moment', async () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const seedTwice = async (tx: Queryable) => {
      const runs = [];
      for (let run = 0; run < 2; run++) {
        await tx.delete(userEvents);
        await seedDemoUserEvents(tx, t.seed.users, now);
        runs.push(await tx.select({ kind: userEvents.kind, user_id: userEvents.user_id, created_at: userEvents.created_at, details: userEvents.details }).from(userEvents).orderBy(asc(userEvents.id)));
      }
      expect(runs[0].length).toBeGreaterThan(1000);
      expect(runs[1]).toEqual(runs[0]);
    };
    await t.db
      .transaction(async (tx) => {
        await seedTwice(tx);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });

  it('leaves a database that already has a company alone', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(await seedDemo(t.db, t.app.moduleRegistry)).toBeNull();
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });

  it('answers the ids of what it created, the same ones readDemoSeed finds', async () => {
    await onEmptyDatabase(async (tx) => {
      const seeded = await seedDemo(tx, t.app.moduleRegistry);
      expect(seeded).not.toBeNull();
      expect(await readDemoSeed(tx, t.app.moduleRegistry)).toEqual(seeded);
      const names = (await tx.select({ name: companies.name }).from(companies)).map((c) => c.name).sort();
      expect(names).toEqual(['Acme', 'Globex']);
    });
  });
});
