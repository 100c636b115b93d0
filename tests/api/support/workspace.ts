/**
 * Shared setup for the workspace API tests (projects, sections, modules, entity values): one signed-in
 * client per demo user, small factories, and status assertions that show the answer when they fail.
 */
import { expect } from 'vitest';
import type { EntityValue, Project, ProjectModule, Section } from '../../../core/domain/api-types';
import type { ApiClient, ApiResponse, TestServer } from '../harness';

export interface Actors {
  /** System admin and company admin of Acme. */
  admin: ApiClient;
  /** Company admin of Acme; admin row on "Acme onboarding". */
  owner: ApiClient;
  /** Member with a write row on "Acme onboarding". */
  editor: ApiClient;
  /** Member with a read row on "Acme onboarding". */
  viewer: ApiClient;
  /** Restricted member: confined to the profile page. */
  restricted: ApiClient;
  /** Member of Globex: Acme's ids must look unknown to them. */
  globex: ApiClient;
  /** Not signed in (no bearer token), with the XSRF cookie and header like a browser. */
  anonymous: ApiClient;
}

export async function signInAll(t: TestServer): Promise<Actors> {
  const [admin, owner, editor, viewer, restricted, globex] = await Promise.all(
    ['admin@acme.test', 'owner@acme.test', 'editor@acme.test', 'viewer@acme.test', 'restricted@acme.test', 'user@globex.test'].map(
      (email) => t.signIn(email),
    ),
  );
  return { admin, owner, editor, viewer, restricted, globex, anonymous: t.anonymous };
}

/** Asserts the status (showing the body when it differs) and answers the parsed body. */
export function expectStatus<T = unknown>(res: ApiResponse, status: number): T {
  expect(res.statusCode, `${res.statusCode} ${res.body}`).toBe(status);
  return res.json() as T;
}

/** Asserts a 422 and answers the names of the failing fields. */
export function failingFields(res: ApiResponse): string[] {
  const body = expectStatus<{ fields?: Array<{ field: string }> }>(res, 422);
  return (body.fields ?? []).map((f) => f.field);
}

export async function createProject(client: ApiClient, name: string, description?: string): Promise<Project> {
  return expectStatus<Project>(await client.post('/api/projects.json', { name, description }), 201);
}

export async function createSection(client: ApiClient, projectId: number, name: string): Promise<Section> {
  return expectStatus<Section>(await client.post(`/api/projects/${projectId}/sections.json`, { name }), 201);
}

export async function createModule(
  client: ApiClient,
  projectId: number,
  typeKey: string,
  name = typeKey,
  sectionId?: number,
): Promise<ProjectModule> {
  const res = await client.post(`/api/projects/${projectId}/project_scenario_modules.json`, {
    name,
    type_key: typeKey,
    section_id: sectionId,
  });
  return expectStatus<ProjectModule>(res, 201);
}

/** Creates a project as `client` and deletes it again: its id must then answer 404 everywhere. */
export async function deletedProject(client: ApiClient, name = 'Deleted project'): Promise<Project> {
  const project = await createProject(client, name);
  expectStatus(await client.delete(`/api/projects/${project.id}.json`), 200);
  return project;
}

export function modulePath(projectId: number, moduleId: number): string {
  return `/api/projects/${projectId}/project_scenario_modules/${moduleId}`;
}

export async function listValues(client: ApiClient, projectId: number, moduleId: number): Promise<EntityValue[]> {
  return expectStatus<EntityValue[]>(await client.get(`${modulePath(projectId, moduleId)}/entity_values.json`), 200);
}

/** An id no row will have in a test database. */
export const UNKNOWN_ID = 999999;
