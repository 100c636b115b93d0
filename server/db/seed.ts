/**
 * The demo: two companies, one user per kind of access, an example project holding one module of each
 * plugin with sample content, "Acme order process" with one diagram of each kind and the data map and catalogs
 * it works with (seed-data-governance.ts), and the answered assessment "Process maturity". Seeds only a database without companies, so running it twice changes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { ModuleRegistry } from '../domain/module-registry';
import type { Queryable } from './client';
import {
  companies,
  projectModules,
  projects,
  projectUserPermissions,
  sections,
  users,
} from './schema';
import { copyProjectContent } from '../domain/project-copies';
import { seedRegistries } from './seed-registries';
import type { FileStorage } from '../storage/file-storage';
import { readOrderProcess, seedOrderProcess, type OrderProcessWithDataSeed } from './seed-order-process';
import { demoRisks } from './seed-risks';
import { readProcessMaturity, seedProcessMaturity } from './seed-assessments';
import { insertDemoValues } from './seed-values';
import { seedDemoUserEvents } from './seed-user-events';
import { seedDataGovernance } from './seed-data-governance';
import { seedOrderDataUse } from './seed-data-use';
import { DEMO_USERS, type DemoUser, type DemoUserName } from './demo-users';

export { DEMO_USERS, type DemoUserName };

export const DEMO_PASSWORD = 'tessera-demo';

/** The demo's projects have no stored files, so copying them never reaches a file storage. */
const SEED_HAS_NO_FILES: FileStorage = {
  put: () => Promise.reject(new Error('The demo seed stores no files.')),
  get: () => Promise.reject(new Error('The demo seed stores no files.')),
  delete: () => Promise.reject(new Error('The demo seed stores no files.')),
};

type SampleValues = Record<string, unknown>[] | ((tx: Queryable) => Promise<Record<string, unknown>[]>);

/** Sample content per type key: attribute key and the documents to store, in order (or how to find them). */
const SAMPLE_CONTENT: Record<string, { key: string; values: SampleValues }> = {
  FreeTexts: {
    key: 'FreeTextDocument',
    values: [{ html: '<h2>Welcome to Acme</h2><p>Start here: read the <strong>risks</strong> and the SWOT canvas.</p>' }],
  },
  Risks: { key: 'RiskItem', values: demoRisks },
  SwotCanvas: {
    key: 'SwotNote',
    values: [
      { area: 'strengths', text: 'Loyal customers' },
      { area: 'weaknesses', text: 'Manual onboarding' },
      { area: 'opportunities', text: 'New market in the north' },
      { area: 'threats', text: 'A cheaper competitor' },
    ],
  },
};

/** Module type key -> the name the seed uses in DemoSeed.modules. */
const MODULE_SEED_NAMES: Record<string, keyof DemoSeed['modules']> = {
  FreeTexts: 'text',
  Risks: 'risks',
  SwotCanvas: 'swotCanvas',
};

export interface DemoSeed {
  companies: { acme: number; globex: number };
  users: Record<DemoUserName, number>;
  project: { onboarding: number };
  section: { gettingStarted: number };
  /** Example project modules by plugin; a plugin without sample content is absent. */
  modules: { text?: number; risks?: number; swotCanvas?: number } & Record<string, number | undefined>;
  /** Entity attribute ids by key. */
  attributes: Record<string, number>;
  /** "Acme order process": its id and its diagram modules by type key. */
  orderProcess: OrderProcessWithDataSeed;
  /** The demo assessment "Process maturity". */
  assessment: { processMaturity: number };
}

export async function hasAnyCompany(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length > 0;
}

/** Seeds the demo when no company exists; answers the ids, or null when the database was not empty. */
export async function seedDemo(db: Queryable, registry: ModuleRegistry): Promise<DemoSeed | null> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    if (await hasAnyCompany(tx)) return null;
    const [acme] = await tx.insert(companies).values({ name: 'Acme' }).returning({ id: companies.id });
    const [globex] = await tx.insert(companies).values({ name: 'Globex' }).returning({ id: companies.id });
    const companyIds = { acme: acme.id, globex: globex.id };

    const userIds = {} as Record<DemoUserName, number>;
    for (const [name, user] of Object.entries(DEMO_USERS) as Array<[DemoUserName, DemoUser]>) {
      const [row] = await tx
        .insert(users)
        .values({
          company_id: companyIds[user.company],
          email: user.email,
          name: user.name,
          password_hash: passwordHash,
          company_role: user.company_role,
          system_admin: user.system_admin ?? false,
          restricted: user.restricted ?? false,
          has_licence: true,
          // The demo's people know their way around: the intro and landing tours are for people who join later.
          viewed_intro_tour: true,
          viewed_landing_tour: true,
        })
        .returning({ id: users.id });
      userIds[name] = row.id;
    }
    await tx.execute(sql`update companies set licences_used = (select count(*) from users where users.company_id = companies.id)`);

    const [project] = await tx
      .insert(projects)
      .values({
        company_id: acme.id,
        name: 'Acme onboarding',
        description: 'An example project: one module of each kind.',
        entity_type: 'project',
        created_by: userIds.owner,
      })
      .returning({ id: projects.id });
    for (const [name, user] of Object.entries(DEMO_USERS) as Array<[DemoUserName, DemoUser]>) {
      if (user.project) {
        await tx.insert(projectUserPermissions).values({ project_id: project.id, user_id: userIds[name], permission_key: user.project });
      }
    }
    const [section] = await tx
      .insert(sections)
      .values({ project_id: project.id, name: 'Getting started', position: 0 })
      .returning({ id: sections.id });

    const modules: DemoSeed['modules'] = {};
    const attributes: Record<string, number> = {};
    let position = 0;
    for (const type of registry.moduleTypes) {
      for (const attribute of type.attributes) attributes[attribute.key] = attribute.id;
      const sample = SAMPLE_CONTENT[type.typeKey];
      const attribute = sample && registry.attributeByKey(type.typeKey, sample.key);
      if (!sample || !attribute) continue;
      const [module] = await tx
        .insert(projectModules)
        .values({
          project_id: project.id,
          section_id: section.id,
          scenario_module_id: type.id,
          name: type.manifest.title,
          position: position++,
        })
        .returning({ id: projectModules.id });
      modules[MODULE_SEED_NAMES[type.typeKey] ?? type.manifest.segment] = module.id;
      const values = typeof sample.values === 'function' ? await sample.values(tx) : sample.values;
      await insertDemoValues(tx, attribute, { projectId: project.id, moduleId: module.id, what: `Demo content for ${type.typeKey}` }, values);
    }

    await seedRegistries(tx, project.id, modules.risks);

    // A published template and example so /templates and /examples are not empty: copies of the
    // example project, owned by the company admin.
    for (const [name, entityType] of [
      ['Onboarding template', 'project_template'],
      ['Onboarding example', 'project_sample'],
    ] as const) {
      const [copy] = await tx
        .insert(projects)
        .values({
          company_id: acme.id,
          name,
          description: 'Start a project from this: one module of each kind, already filled in.',
          entity_type: entityType,
          published: true,
          created_by: userIds.owner,
          source_project_id: project.id,
        })
        .returning({ id: projects.id });
      await tx.insert(projectUserPermissions).values({ project_id: copy.id, user_id: userIds.owner, permission_key: 'admin' });
      await copyProjectContent(tx, SEED_HAS_NO_FILES, project.id, copy.id);
    }
    const orderDiagrams = await seedOrderProcess(tx, registry, { companyId: acme.id, ownerId: userIds.owner });
    const governance = await seedDataGovernance(tx, { companyId: acme.id, systemAdminId: userIds.admin, ownerId: userIds.owner, projectId: orderDiagrams.project });
    const orderProcess = await seedOrderDataUse(tx, registry, orderDiagrams, governance);
    const processMaturity = await seedProcessMaturity(tx, userIds);
    await seedDemoUserEvents(tx, userIds);

    return {
      companies: companyIds,
      users: userIds,
      project: { onboarding: project.id },
      section: { gettingStarted: section.id },
      modules,
      attributes,
      orderProcess,
      assessment: { processMaturity },
    };
  });
}

/** Finds the ids of an already seeded demo (the test harness reads them from its template). */
export async function readDemoSeed(db: Queryable, registry: ModuleRegistry): Promise<DemoSeed> {
  const company = async (name: string) => {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
    if (!row) throw new Error(`The demo company ${name} is missing; seed the demo first.`);
    return row.id;
  };
  const userIds = {} as Record<DemoUserName, number>;
  for (const [name, user] of Object.entries(DEMO_USERS) as Array<[DemoUserName, DemoUser]>) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    if (!row) throw new Error(`The demo user ${user.email} is missing; seed the demo first.`);
    userIds[name] = row.id;
  }
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, 'Acme onboarding'));
  const [section] = await db.select({ id: sections.id }).from(sections).where(eq(sections.project_id, project.id));
  const moduleRows = await db
    .select({ id: projectModules.id, scenario_module_id: projectModules.scenario_module_id })
    .from(projectModules)
    .where(eq(projectModules.project_id, project.id));
  const modules: DemoSeed['modules'] = {};
  for (const row of moduleRows) {
    const type = registry.moduleTypeById(row.scenario_module_id);
    if (type) modules[MODULE_SEED_NAMES[type.typeKey] ?? type.manifest.segment] = row.id;
  }
  const attributes: Record<string, number> = {};
  for (const type of registry.moduleTypes) for (const a of type.attributes) attributes[a.key] = a.id;
  const orderProcess = await readOrderProcess(db, registry);
  const acme = await company('Acme');
  return {
    companies: { acme, globex: await company('Globex') },
    users: userIds,
    project: { onboarding: project.id },
    section: { gettingStarted: section.id },
    modules,
    attributes,
    orderProcess,
    assessment: { processMaturity: await readProcessMaturity(db, acme) },
  };
}
