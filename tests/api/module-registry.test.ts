import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityAttributes, scenarioModules } from '../../server/db/schema';
import { startTestServer, type TestServer } from './harness';
import { loadModuleRegistry, readManifests, registerModules } from '../../server/domain/module-registry';
import lessonsManifest from '../../plugins/lessons-learned/manifest';

const RISK_SCHEMA_WITH_OWNER = {
  type: 'object',
  required: ['title', 'owner'],
  properties: { title: { type: 'string' }, owner: { type: 'string' } },
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('readManifests', () => {
  it('finds every plugins/*/manifest.ts', async () => {
    const keys = (await readManifests()).map((m) => m.typeKey);
    expect(keys).toEqual(expect.arrayContaining(['FreeTexts', 'Risks', 'SwotCanvas']));
  });

  it('says which file is wrong when a manifest has no usable default export', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-plugins-'));
    try {
      await mkdir(join(dir, 'broken'));
      await writeFile(join(dir, 'broken', 'manifest.ts'), 'export default { title: "no type key" };\n');
      await expect(readManifests(dir)).rejects.toThrow(/broken\/manifest\.ts must default-export defineManifest/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('registerModules', () => {
  it('is idempotent: registering again keeps the ids and adds no rows', async () => {
    const before = await t.db.select().from(scenarioModules).orderBy(scenarioModules.id);
    const again = await loadModuleRegistry(t.db);
    const after = await t.db.select().from(scenarioModules).orderBy(scenarioModules.id);
    expect(after).toEqual(before);
    expect(again.moduleTypeByKey('Risks')?.id).toBe(t.app.moduleRegistry.moduleTypeByKey('Risks')?.id);
    expect(again.attributeByKey('Risks', 'RiskItem')?.id).toBe(t.seed.attributes.RiskItem);
  });

  it("updates a module type's title and an attribute's schema when the manifest changes", async () => {
    const risks = t.app.moduleRegistry.moduleTypeByKey('Risks');
    if (!risks) throw new Error('the risks plugin is missing');
    const changed = {
      ...risks.manifest,
      title: 'Risk register',
      entityAttributes: [{ key: 'RiskItem', json_schema: RISK_SCHEMA_WITH_OWNER }],
    };
    try {
      const registry = await registerModules(t.db, [changed]);
      const [row] = await t.db.select().from(scenarioModules).where(eq(scenarioModules.type_key, 'Risks'));
      expect(row.title).toBe('Risk register');
      const [attribute] = await t.db.select().from(entityAttributes).where(eq(entityAttributes.id, t.seed.attributes.RiskItem));
      expect(attribute.json_schema).toEqual(RISK_SCHEMA_WITH_OWNER);
      expect(registry.validatorFor(t.seed.attributes.RiskItem)?.({ title: 'x' })).toEqual([{ field: 'owner', code: 'required', message: 'is required' }]);
    } finally {
      await registerModules(t.db, [risks.manifest]);
    }
  });

  it('says which attribute has a schema that does not compile', async () => {
    const manifest = { ...(t.app.moduleRegistry.manifests[0]), typeKey: 'Broken', entityAttributes: [{ key: 'Bad', json_schema: { type: 'nonsense' } }] };
    await expect(registerModules(t.db, [manifest])).rejects.toThrow(/Broken\.Bad does not compile/);
    expect(await t.db.select().from(scenarioModules).where(eq(scenarioModules.type_key, 'Broken'))).toEqual([]);
  });
});

describe('validatorFor', () => {
  it('accepts a document that fits the attribute schema', () => {
    const validate = t.app.moduleRegistry.validatorFor(t.seed.attributes.RiskItem);
    expect(validate?.({ title: 'Late', impact: 4, probability: 2 })).toBeNull();
  });

  it('lists each failing field with a message', () => {
    const validate = t.app.moduleRegistry.validatorFor(t.seed.attributes.RiskItem);
    expect(validate?.({ impact: 'enormous', colour: 'red' })).toEqual(
      expect.arrayContaining([
        { field: 'title', code: 'required', message: 'is required' },
        { field: 'impact', code: 'invalid', message: 'must be integer,null' },
        { field: 'colour', code: 'invalid', message: 'is not a known field' },
      ]),
    );
    expect(t.app.moduleRegistry.validatorFor(t.seed.attributes.FreeTextDocument)?.('text')).toEqual([{ field: '(body)', code: 'invalid', message: 'must be object' }]);
  });

  it('answers undefined for an attribute no manifest declares', () => {
    expect(t.app.moduleRegistry.validatorFor(987654)).toBeUndefined();
  });
});

describe('a list kind declared by its fields', () => {
  it('is registered with the JSON Schema generated from its fields, which the server validates with', async () => {
    const lessons = t.app.moduleRegistry.attributeByKey('LearnedLessons', 'LearnedLesson');
    if (!lessons) throw new Error('the lessons learned plugin is missing');
    const [row] = await t.db.select().from(entityAttributes).where(eq(entityAttributes.id, lessons.id));
    expect(row.json_schema).toEqual(lessonsManifest.entityAttributes[0].json_schema);
    expect(lessons.validate({ situation: 'Kick-off', whatHappened: 'Late', category: 'planning', date: '2026-03-31' })).toBeNull();
    expect(lessons.validate({ situation: 'Kick-off', date: '2026-02-30' })).toEqual([expect.objectContaining({ field: 'date' })]);
    expect(lessons.validate({ situation: 'Kick-off', category: 'luck' })).toEqual([expect.objectContaining({ field: 'category' })]);
    expect(lessons.validate({ lesson: 'No situation' })).toEqual([expect.objectContaining({ field: 'situation' })]);
  });
});

describe('the kinds declared on the family contract', () => {
  it("validate a user story's checklist of acceptance criteria with the server's schema", () => {
    const stories = t.app.moduleRegistry.attributeByKey('UserStories', 'UserStory');
    if (!stories) throw new Error('the user stories plugin is missing');
    const criteria = [{ text: 'Works offline', done: true }];
    expect(stories.validate({ title: 'Offline', asA: 'field engineer', acceptanceCriteria: criteria, priority: 'must', estimate: 3 })).toBeNull();
    expect(stories.validate({ title: 'Offline', acceptanceCriteria: [{ text: 'Works offline' }] })).toEqual([
      expect.objectContaining({ field: expect.stringContaining('acceptanceCriteria') }),
    ]);
    expect(stories.validate({ title: 'Offline', priority: 'maybe' })).toEqual([expect.objectContaining({ field: 'priority' })]);
  });

  it("validate a user story's assignee and a driver's owner as user ids with the server's schema", () => {
    const stories = t.app.moduleRegistry.attributeByKey('UserStories', 'UserStory');
    const drivers = t.app.moduleRegistry.attributeByKey('Drivers', 'Driver');
    if (!stories || !drivers) throw new Error('the user stories or drivers plugin is missing');
    expect(stories.validate({ title: 'Offline', assignee: t.seed.users.editor })).toBeNull();
    expect(stories.validate({ title: 'Offline', assignee: 'Eddie Editor' })).toEqual([expect.objectContaining({ field: 'assignee' })]);
    expect(drivers.validate({ title: 'Regulation', owner: t.seed.users.owner })).toBeNull();
    expect(drivers.validate({ title: 'Regulation', owner: 'Otto Owner' })).toEqual([expect.objectContaining({ field: 'owner' })]);
  });

  it("validate a canvas note's area and colour with the server's schema", () => {
    const notes = t.app.moduleRegistry.attributeByKey('BusinessCanvas', 'BusinessCanvasNote');
    if (!notes) throw new Error('the business model canvas plugin is missing');
    expect(notes.validate({ area: 'keyPartners', text: 'Suppliers', color: 'green' })).toBeNull();
    expect(notes.validate({ area: 'keyPartners', text: 'Suppliers', color: 'black' })).toEqual([expect.objectContaining({ field: 'color' })]);
    expect(notes.validate({ area: 'threats', text: 'Not a block of this canvas' })).toEqual([expect.objectContaining({ field: 'area' })]);
  });
});
