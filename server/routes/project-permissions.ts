/**
 * /api/projects/{projectId}/user_permissions and role_permissions (list, get, create, update, destroy; changing
 * needs project admin, readers may list) and GET effective_permissions.json (data-layer.md §4).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import {
  createRolePermission,
  createUserPermission,
  destroyRolePermission,
  destroyUserPermission,
  getRolePermission,
  getUserPermission,
  listEffectivePermissions,
  listRolePermissions,
  listUserPermissions,
  updateRolePermission,
  updateUserPermission,
} from '../domain/project-permissions';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectParamsSchema } from '../schemas/resource-schema';
import {
  EffectivePermissionSchema,
  PermissionParamsSchema,
  PermissionUpdateSchema,
  RolePermissionCreateSchema,
  RolePermissionSchema,
  UserPermissionCreateSchema,
  UserPermissionSchema,
} from '../schemas/sharing-schema';

const tags = ['permissions'];

const projectPermissions: FastifyPluginAsyncTypebox = async (app) => {
  // Share-link visitors have no account to grant anything to: 403 before the input is validated.
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  const users = '/projects/:projectId/user_permissions';
  for (const { url, hide } of routeForms(`${users}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The user permissions of a project', params: ProjectParamsSchema, response: { 200: Type.Array(UserPermissionSchema), ...errorResponses }, hide },
    }, async (request) => listUserPermissions(app.db, requireSignedInUser(request), request.params.projectId));
    app.post(url, {
      schema: {
        tags,
        summary: 'Give a user of the company read, write or admin (needs project admin)',
        params: ProjectParamsSchema,
        body: UserPermissionCreateSchema,
        response: { 201: UserPermissionSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) =>
      reply.status(201).send(await createUserPermission(app.db, requireSignedInUser(request), request.params.projectId, request.body)));
  }
  for (const { url, hide } of routeForms(`${users}/:permissionId.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One user permission of a project', params: PermissionParamsSchema, response: { 200: UserPermissionSchema, ...errorResponses }, hide },
    }, async (request) => getUserPermission(app.db, requireSignedInUser(request), request.params.projectId, request.params.permissionId));
    app.put(url, {
      schema: { tags, summary: 'Change a user permission (needs project admin)', params: PermissionParamsSchema, body: PermissionUpdateSchema, response: { 200: UserPermissionSchema, ...errorResponses }, hide },
    }, async (request) =>
      updateUserPermission(app.db, requireSignedInUser(request), request.params.projectId, request.params.permissionId, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Remove a user permission (needs project admin)', params: PermissionParamsSchema, response: { 200: UserPermissionSchema, ...errorResponses }, hide },
    }, async (request) => destroyUserPermission(app.db, requireSignedInUser(request), request.params.projectId, request.params.permissionId));
  }

  const teams = '/projects/:projectId/role_permissions';
  for (const { url, hide } of routeForms(`${teams}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The team permissions of a project', params: ProjectParamsSchema, response: { 200: Type.Array(RolePermissionSchema), ...errorResponses }, hide },
    }, async (request) => listRolePermissions(app.db, requireSignedInUser(request), request.params.projectId));
    app.post(url, {
      schema: {
        tags,
        summary: 'Give a team of the company read, write or admin (needs project admin)',
        params: ProjectParamsSchema,
        body: RolePermissionCreateSchema,
        response: { 201: RolePermissionSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) =>
      reply.status(201).send(await createRolePermission(app.db, requireSignedInUser(request), request.params.projectId, request.body)));
  }
  for (const { url, hide } of routeForms(`${teams}/:permissionId.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One team permission of a project', params: PermissionParamsSchema, response: { 200: RolePermissionSchema, ...errorResponses }, hide },
    }, async (request) => getRolePermission(app.db, requireSignedInUser(request), request.params.projectId, request.params.permissionId));
    app.put(url, {
      schema: { tags, summary: 'Change a team permission (needs project admin)', params: PermissionParamsSchema, body: PermissionUpdateSchema, response: { 200: RolePermissionSchema, ...errorResponses }, hide },
    }, async (request) =>
      updateRolePermission(app.db, requireSignedInUser(request), request.params.projectId, request.params.permissionId, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Remove a team permission (needs project admin)', params: PermissionParamsSchema, response: { 200: RolePermissionSchema, ...errorResponses }, hide },
    }, async (request) => destroyRolePermission(app.db, requireSignedInUser(request), request.params.projectId, request.params.permissionId));
  }

  for (const { url, hide } of routeForms('/projects/:projectId/effective_permissions.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Everyone with access to the project: their level and where it comes from (direct, team, company admin)',
        params: ProjectParamsSchema,
        response: { 200: Type.Array(EffectivePermissionSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listEffectivePermissions(app.db, requireSignedInUser(request), request.params.projectId));
  }
};

export default projectPermissions;
