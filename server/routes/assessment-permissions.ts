/**
 * /api/assessments/{assessmentId}/user_permissions and role_permissions: list and get (anyone who may
 * read the assessment), create, update and destroy (its admins).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import {
  createPermission,
  destroyPermission,
  getPermission,
  listPermissions,
  type PermissionKind,
  updatePermission,
} from '../domain/assessments/assessment-permissions';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { AssessmentChildParamsSchema, AssessmentParamsSchema, AssessmentRolePermissionSchema, AssessmentUserPermissionSchema } from '../schemas/assessment-schema';
import { PermissionUpdateSchema, RolePermissionCreateSchema, UserPermissionCreateSchema } from '../schemas/sharing-schema';

const KINDS: Array<{ kind: PermissionKind; who: string; row: typeof AssessmentUserPermissionSchema | typeof AssessmentRolePermissionSchema; create: typeof UserPermissionCreateSchema | typeof RolePermissionCreateSchema }> = [
  { kind: 'user_permissions', who: 'person', row: AssessmentUserPermissionSchema, create: UserPermissionCreateSchema },
  { kind: 'role_permissions', who: 'team', row: AssessmentRolePermissionSchema, create: RolePermissionCreateSchema },
];

const tags = ['assessments'];

const assessmentPermissions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { kind, who, row, create } of KINDS) {
    const base = `/assessments/:assessmentId/${kind}`;
    for (const { url, hide } of routeForms(`${base}.json`)) {
      app.get(url, {
        schema: { tags, summary: `The ${who} permissions of an assessment`, params: AssessmentParamsSchema, response: { 200: Type.Array(row), ...errorResponses }, hide },
      }, async (request) => listPermissions(app.db, requireSignedInUser(request), kind, request.params.assessmentId));
      app.post(url, {
        schema: { tags, summary: `Give a ${who} of the company read (answer), write (build) or admin (responses, permissions)`, params: AssessmentParamsSchema, body: create, response: { 201: row, ...errorResponses }, hide },
      }, async (request, reply) =>
        reply.status(201).send(await createPermission(app.db, requireSignedInUser(request), kind, request.params.assessmentId, request.body)));
    }
    for (const { url, hide } of routeForms(`${base}/:id.json`)) {
      app.get(url, {
        schema: { tags, summary: `One ${who} permission of an assessment`, params: AssessmentChildParamsSchema, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => getPermission(app.db, requireSignedInUser(request), kind, request.params.assessmentId, request.params.id));
      app.put(url, {
        schema: { tags, summary: `Change a ${who} permission (needs admin)`, params: AssessmentChildParamsSchema, body: PermissionUpdateSchema, response: { 200: row, ...errorResponses }, hide },
      }, async (request) =>
        updatePermission(app.db, requireSignedInUser(request), kind, request.params.assessmentId, request.params.id, request.body.permission_key));
      app.delete(url, {
        schema: { tags, summary: `Remove a ${who} permission (needs admin)`, params: AssessmentChildParamsSchema, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => destroyPermission(app.db, requireSignedInUser(request), kind, request.params.assessmentId, request.params.id));
    }
  }
};

export default assessmentPermissions;
