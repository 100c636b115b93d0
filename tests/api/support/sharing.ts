/** Helpers for the sharing API tests: share-link visitors, links, teams. */
import { SESSION_TOKEN_HEADER } from '../../../core/domain/http-conventions';
import type { ModuleAccessUrl, ProjectAccessUrl } from '../../../core/domain/sharing-types';
import { roles, roleUsers } from '../../../server/db/schema';
import type { ApiClient, ApiResponse, RequestOptions, TestServer } from '../harness';
import { expectStatus } from './workspace';

/** The calls of a client, each sent with the session-token header of a share link. */
export interface Visitor {
  get(url: string, options?: RequestOptions): Promise<ApiResponse>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse>;
  put(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse>;
  delete(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse>;
}

export function withSessionToken(client: ApiClient, sessionToken: string): Visitor {
  const h = (options?: RequestOptions): RequestOptions => ({
    ...options,
    headers: { ...options?.headers, [SESSION_TOKEN_HEADER]: sessionToken },
  });
  return {
    get: (url, options) => client.get(url, h(options)),
    post: (url, body, options) => client.post(url, body, h(options)),
    put: (url, body, options) => client.put(url, body, h(options)),
    delete: (url, body, options) => client.delete(url, body, h(options)),
  };
}

export async function createProjectLink(client: ApiClient, projectId: number): Promise<ProjectAccessUrl> {
  return expectStatus<ProjectAccessUrl>(await client.post(`/api/projects/${projectId}/project_access_urls.json`), 201);
}

export async function createModuleLink(client: ApiClient, projectId: number, moduleId: number): Promise<ModuleAccessUrl> {
  return expectStatus<ModuleAccessUrl>(
    await client.post(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/module_access_urls.json`),
    201,
  );
}

/** A team of a company with these members, written straight to the database. */
export async function createTeam(t: TestServer, companyId: number, name: string, userIds: number[]): Promise<number> {
  const [role] = await t.db.insert(roles).values({ company_id: companyId, name }).returning({ id: roles.id });
  if (userIds.length > 0) await t.db.insert(roleUsers).values(userIds.map((user_id) => ({ role_id: role.id, user_id })));
  return role.id;
}
