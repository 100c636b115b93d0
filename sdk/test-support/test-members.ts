/** The test project's members for SDK and plugin tests, served by the fake HTTP client as the server serves them. */
import type { EffectivePermission } from '../../core/domain/sharing-types';
import { projectMembersPath, type ProjectMember } from '../members/project-members';
import type { FakeHttpClient } from './fake-http-client';
import { TEST_PROJECT } from './render-with-services';

/** By name, as the server orders them. */
export const TEST_MEMBERS: ProjectMember[] = [
  { id: 51, name: 'Ada Admin', email: 'ada@acme.test' },
  { id: 52, name: 'Eve Editor', email: 'eve@acme.test' },
  { id: 53, name: 'Vic Viewer', email: 'vic@acme.test' },
];

/** Answers GET /api/projects/{id}/effective_permissions.json for the test project. */
export function serveTestMembers(http: FakeHttpClient): void {
  const levels = ['admin', 'write', 'read'] as const;
  http.on('GET', projectMembersPath(TEST_PROJECT.id), (): EffectivePermission[] =>
    TEST_MEMBERS.map((user, index) => ({ user, level: levels[index], source: 'direct' })),
  );
}
