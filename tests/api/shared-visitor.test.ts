/**
 * Share-link visitors: no bearer token, the session-token header carrying a link's access id(s). They
 * read the shared project (or only the shared module), never write, and lose access when it is revoked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeAccessId, decodeAccessId } from '../../core/domain/access-id';
import type { CurrentCompany, CurrentUser, EntityValue, Paged, Project, ProjectModule } from '../../core/domain/api-types';
import type { ModuleAccessUrl, ProjectAccessUrl } from '../../core/domain/sharing-types';
import { createModuleLink, createProjectLink, withSessionToken, type Visitor } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, listValues, modulePath, UNKNOWN_ID } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();
const risks = seed.modules.risks!;
const text = seed.modules.text!;
let projectLink: ProjectAccessUrl;
let visitor: Visitor;

beforeAll(async () => {
  projectLink = await createProjectLink(as.owner, onboarding);
  visitor = withSessionToken(t.anonymous, projectLink.access_id);
});

const READ_ONLY = { read: true, write: false, admin: false };

describe('a project link visitor', () => {
  it('reads the project, its sections, modules and content, read only', async () => {
    const project = expectStatus<Project>(await visitor.get(`/api/projects/${onboarding}.json`), 200);
    expect(project).toMatchObject({ id: onboarding, name: 'Acme onboarding', permissions: READ_ONLY });
    expectStatus(await visitor.get(`/api/projects/${onboarding}/sections.json`), 200);
    const modules = expectStatus<ProjectModule[]>(await visitor.get(`/api/projects/${onboarding}/project_scenario_modules.json`), 200);
    expect(modules.length).toBeGreaterThanOrEqual(2);
    expect(modules.every((m) => m.permissions.write === false && m.permissions.read)).toBe(true);
    const module = expectStatus<ProjectModule>(await visitor.get(`${modulePath(onboarding, risks)}.json`), 200);
    expect(module.permissions).toEqual(READ_ONLY);
    expect(expectStatus<EntityValue[]>(await visitor.get(`${modulePath(onboarding, risks)}/entity_values.json`), 200).length).toBeGreaterThan(0);
    expectStatus(await visitor.get(`${modulePath(onboarding, text)}/entity_values.json`), 200);
  });

  it('is a guest: current user and company answer read-only, no list shows anything else', async () => {
    const me = expectStatus<CurrentUser>(await visitor.get('/api/current_user.json'), 200);
    expect(me).toMatchObject({ id: 0, name: 'Guest', shared_user: true, accepted_eula: true, system_admin: false, restricted: false, company_id: t.seed.companies.acme });
    const company = expectStatus<CurrentCompany>(await visitor.get('/api/current_company'), 200);
    expect(company).toMatchObject({ id: t.seed.companies.acme, name: 'Acme', permissions: READ_ONLY });
    expect(expectStatus<Paged<Project>>(await visitor.get('/api/projects.json'), 200).total).toBe(0);
  });

  it('never writes: 403 on every change', async () => {
    const values = expectStatus<EntityValue[]>(await visitor.get(`${modulePath(onboarding, risks)}/entity_values.json`), 200);
    expectStatus(await visitor.put(`/api/projects/${onboarding}.json`, { name: 'Hijacked' }), 403);
    expectStatus(await visitor.delete(`/api/projects/${onboarding}.json`), 403);
    expectStatus(await visitor.post('/api/projects.json', { name: 'Guest project' }), 403);
    expectStatus(await visitor.post(`/api/projects/${onboarding}/sections.json`, { name: 'Guest section' }), 403);
    expectStatus(await visitor.post(`/api/projects/${onboarding}/project_scenario_modules.json`, { name: 'X', type_key: 'Risks' }), 403);
    expectStatus(await visitor.put(`${modulePath(onboarding, risks)}.json`, { name: 'Renamed' }), 403);
    expectStatus(await visitor.put(`${modulePath(onboarding, risks)}/entity_values/${values[0].id}.json`, { value: values[0].value }), 403);
    expectStatus(await visitor.post(`${modulePath(onboarding, risks)}/entity_values/bulk_update.json`, { entity_values: [] }), 403);
    expectStatus(await visitor.put('/api/current_user.json', { name: 'Guest' }), 403);
    expectStatus(await visitor.post('/api/comments.json', {
      project_id: onboarding,
      commentable_type: 'Project',
      commentable_id: onboarding,
      comment_level_type: 'project',
      body: 'Hi',
    }), 403);
    expect(expectStatus<Project>(await as.owner.get(`/api/projects/${onboarding}.json`), 200).name).toBe('Acme onboarding');
  });

  it('sees no other project (404)', async () => {
    const other = await createProject(as.owner, 'Not shared');
    expectStatus(await visitor.get(`/api/projects/${other.id}.json`), 404);
    expectStatus(await visitor.get(`/api/projects/${other.id}/project_scenario_modules.json`), 404);
  });

  it('is nobody with a wrong, forged or malformed token (401)', async () => {
    const { secret } = decodeAccessId(projectLink.access_id)!;
    const other = await createProject(as.owner, 'Forged target');
    for (const token of [
      'nonsense',
      encodeAccessId(onboarding, 'wrong-secret'),
      encodeAccessId(other.id, secret),
      `${projectLink.access_id}:${encodeAccessId(risks, 'another-secret')}`,
      'x'.repeat(5000),
    ]) {
      expectStatus(await withSessionToken(t.anonymous, token).get(`/api/projects/${onboarding}.json`), 401);
    }
    // A bad bearer token stays a 401 even with a good link, so the client refreshes its token.
    const stale = t.client({ token: 'not-a-token' });
    expectStatus(await withSessionToken(stale, projectLink.access_id).get(`/api/projects/${onboarding}.json`), 401);
  });

  it('loses access the moment the link is revoked, or the project is removed', async () => {
    const project = await createProject(as.owner, 'Short-lived share');
    const link = await createProjectLink(as.owner, project.id);
    const guest = withSessionToken(t.anonymous, link.access_id);
    expectStatus(await guest.get(`/api/projects/${project.id}.json`), 200);
    expectStatus(await as.owner.delete(`/api/projects/${project.id}/project_access_urls/${link.id}.json`), 200);
    expectStatus(await guest.get(`/api/projects/${project.id}.json`), 401);
    expectStatus(await guest.get('/api/current_user.json'), 401);

    const removed = await createProject(as.owner, 'Removed share');
    const removedLink = await createProjectLink(as.owner, removed.id);
    expectStatus(await as.owner.delete(`/api/projects/${removed.id}.json`), 200);
    expectStatus(await withSessionToken(t.anonymous, removedLink.access_id).get(`/api/projects/${removed.id}.json`), 401);
  });
});

describe('a module link visitor', () => {
  let link: ModuleAccessUrl;
  let guest: Visitor;

  beforeAll(async () => {
    link = await createModuleLink(as.owner, onboarding, risks);
    guest = withSessionToken(t.anonymous, `${link.project_access_id}:${link.access_id}`);
  });

  it('reads that module and its project’s basic info', async () => {
    expect(expectStatus<ProjectModule>(await guest.get(`${modulePath(onboarding, risks)}.json`), 200).permissions).toEqual(READ_ONLY);
    expectStatus(await guest.get(`${modulePath(onboarding, risks)}/entity_values.json`), 200);
    expect(expectStatus<Project>(await guest.get(`/api/projects/${onboarding}.json`), 200).permissions).toEqual(READ_ONLY);
  });

  it('cannot open another module of the same project (404), nor see it in lists', async () => {
    expectStatus(await guest.get(`${modulePath(onboarding, text)}.json`), 404);
    expectStatus(await guest.get(`${modulePath(onboarding, text)}/entity_values.json`), 404);
    const modules = expectStatus<ProjectModule[]>(await guest.get(`/api/projects/${onboarding}/project_scenario_modules.json`), 200);
    expect(modules.map((m) => m.id)).toEqual([risks]);
    const [textValue] = await listValues(as.owner, onboarding, text);
    const [riskValue] = await listValues(as.owner, onboarding, risks);
    const byIds = expectStatus<EntityValue[]>(
      await guest.get(`/api/projects/${onboarding}/entity_values.json`, { query: { ids: `${textValue.id},${riskValue.id}` } }),
      200,
    );
    expect(byIds.map((v) => v.id)).toEqual([riskValue.id]);
  });

  it('does not see the rest of the project: its sections and history (404)', async () => {
    expectStatus(await guest.get(`/api/projects/${onboarding}/sections.json`), 404);
    expectStatus(await guest.get(`/api/projects/${onboarding}/sections/${t.seed.section.gettingStarted}.json`), 404);
    expectStatus(await guest.get(`/api/projects/${onboarding}/project_history_events.json`), 404);
  });

  it('keeps the module scope with the project part alone, and refuses a token naming another module', async () => {
    const projectOnly = withSessionToken(t.anonymous, link.project_access_id);
    expectStatus(await projectOnly.get(`${modulePath(onboarding, risks)}.json`), 200);
    expectStatus(await projectOnly.get(`${modulePath(onboarding, text)}.json`), 404);
    const { secret } = decodeAccessId(link.access_id)!;
    expectStatus(
      await withSessionToken(t.anonymous, `${link.project_access_id}:${encodeAccessId(text, secret)}`).get(`${modulePath(onboarding, text)}.json`),
      401,
    );
    expectStatus(await withSessionToken(t.anonymous, `${link.project_access_id}:${text}`).get(`${modulePath(onboarding, text)}.json`), 401);
    expectStatus(await withSessionToken(t.anonymous, `${link.project_access_id}:${risks}`).get(`${modulePath(onboarding, risks)}.json`), 200);
  });

  it('cannot export the project, as an archive or a PDF (404)', async () => {
    expectStatus(await guest.get(`/api/projects/${onboarding}/export.json`), 404);
    expectStatus(await guest.get(`/api/projects/${onboarding}/export.pdf`), 404);
  });

  it('reads only its module’s comments: project-level comments answer 404 and mark_read confirms nothing', async () => {
    const onProject = expectStatus<{ id: number }>(
      await as.editor.post('/api/comments.json', { project_id: onboarding, commentable_type: 'Project', commentable_id: onboarding, comment_level_type: 'project', body: 'Project-wide note' }),
      201,
    );
    const globexWithLink = withSessionToken(as.globex, `${link.project_access_id}:${link.access_id}`);
    expectStatus(await globexWithLink.post('/api/comments/mark_read.json', { ids: [onProject.id] }), 404);
    expectStatus(await globexWithLink.post('/api/comments/mark_read.json', { ids: [UNKNOWN_ID] }), 404);
    const seen = expectStatus<Array<{ id: number }>>(await guest.get('/api/comments.json', { query: { project_id: onboarding } }), 200);
    expect(seen.map((c) => c.id)).not.toContain(onProject.id);
  });

  it('cannot write to the module', async () => {
    expectStatus(await guest.put(`${modulePath(onboarding, risks)}.json`, { name: 'Guest edit' }), 403);
    expectStatus(await guest.post(`${modulePath(onboarding, risks)}/entity_values/bulk_update.json`, { entity_values: [] }), 403);
  });

  it('lets a project link open a module by its plain id too', async () => {
    const plain = withSessionToken(t.anonymous, `${projectLink.access_id}:${text}`);
    expectStatus(await plain.get(`${modulePath(onboarding, text)}.json`), 200);
  });
});

describe('another company’s user holding a share link', () => {
  it('cannot copy the project into their own company with either kind of link (404)', async () => {
    const moduleLink = await createModuleLink(as.owner, onboarding, risks);
    const tokens = [projectLink.access_id, `${moduleLink.project_access_id}:${moduleLink.access_id}`];
    for (const token of tokens) {
      const holder = withSessionToken(as.globex, token);
      expectStatus(await holder.post(`/api/projects/${onboarding}/clone.json`, {}), 404);
      expectStatus(await holder.post(`/api/projects/${onboarding}/create_project_from.json`, {}), 404);
    }
    const globexProjects = expectStatus<Paged<Project>>(await as.globex.get('/api/projects.json'), 200);
    expect(globexProjects.items.some((p) => p.name.startsWith('Acme onboarding'))).toBe(false);
  });

  it('exports the project through a project link, not through a module link', async () => {
    const moduleLink = await createModuleLink(as.owner, onboarding, risks);
    expectStatus(await withSessionToken(as.globex, projectLink.access_id).get(`/api/projects/${onboarding}/export.json`), 200);
    expectStatus(await withSessionToken(as.globex, `${moduleLink.project_access_id}:${moduleLink.access_id}`).get(`/api/projects/${onboarding}/export.json`), 404);
  });
});

describe('a signed-in user with a share link', () => {
  it('keeps their own rights where they have them', async () => {
    const editorWithLink = withSessionToken(as.editor, projectLink.access_id);
    const project = expectStatus<Project>(await editorWithLink.get(`/api/projects/${onboarding}.json`), 200);
    expect(project.permissions.write).toBe(true);
    const module = await createModule(as.editor, onboarding, 'Risks', 'Editor module');
    expectStatus(await editorWithLink.put(`${modulePath(onboarding, module.id)}.json`, { name: 'Still editing' }), 200);
  });

  it('reads through the link where their rights do not reach, and writes nothing', async () => {
    expectStatus(await as.globex.get(`/api/projects/${onboarding}.json`), 404);
    const globexWithLink = withSessionToken(as.globex, projectLink.access_id);
    expect(expectStatus<Project>(await globexWithLink.get(`/api/projects/${onboarding}.json`), 200).permissions).toEqual(READ_ONLY);
    expectStatus(await globexWithLink.get(`${modulePath(onboarding, risks)}/entity_values.json`), 200);
    expectStatus(await globexWithLink.put(`/api/projects/${onboarding}.json`, { name: 'Globex was here' }), 403);
    expectStatus(await globexWithLink.put(`${modulePath(onboarding, risks)}.json`, { name: 'Globex module' }), 403);
    // Their own identity stays theirs.
    expect(expectStatus<CurrentUser>(await globexWithLink.get('/api/current_user.json'), 200).email).toBe('user@globex.test');
  });
});
