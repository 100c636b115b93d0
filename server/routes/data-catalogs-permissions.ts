/**
 * /api/data_catalogs/{dataCatalogId}/user_permissions and role_permissions: list and get (its readers), create, update
 * and destroy (its admins).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { catalogPermissionRows } from '../domain/data-governance/catalog-permissions';
import type { PermissionKind } from '../domain/item-permission-rows';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { DataCatalogChildParamsSchema, DataCatalogParamsSchema, DataCatalogRolePermissionSchema, DataCatalogUserPermissionSchema } from '../schemas/data-catalog-schema';
import { PermissionUpdateSchema, RolePermissionCreateSchema, UserPermissionCreateSchema } from '../schemas/sharing-schema';

const KINDS: Array<{ kind: PermissionKind; who: string; row: typeof DataCatalogUserPermissionSchema | typeof DataCatalogRolePermissionSchema; create: typeof UserPermissionCreateSchema | typeof RolePermissionCreateSchema }> = [
  { kind: 'user_permissions', who: 'person', row: DataCatalogUserPermissionSchema, create: UserPermissionCreateSchema },
  { kind: 'role_permissions', who: 'team', row: DataCatalogRolePermissionSchema, create: RolePermissionCreateSchema },
];

const tags = ['data catalogs'];

const dataCatalogPermissions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  const rows = catalogPermissionRows;

  for (const { kind, who, row, create } of KINDS) {
    const base = `/data_catalogs/:dataCatalogId/${kind}`;
    for (const { url, hide } of routeForms(`${base}.json`)) {
      app.get(url, {
        schema: { tags, summary: `The ${who} permissions of a data catalog`, params: DataCatalogParamsSchema, response: { 200: Type.Array(row), ...errorResponses }, hide },
      }, async (request) => rows.list(app.db, requireSignedInUser(request), kind, request.params.dataCatalogId));
      app.post(url, {
        schema: { tags, summary: `Give a ${who} read, write or admin on a data catalog (needs admin)`, params: DataCatalogParamsSchema, body: create, response: { 201: row, ...errorResponses }, hide },
      }, async (request, reply) => reply.status(201).send(await rows.create(app.db, requireSignedInUser(request), kind, request.params.dataCatalogId, request.body)));
    }
    for (const { url, hide } of routeForms(`${base}/:id.json`)) {
      app.get(url, {
        schema: { tags, summary: `One ${who} permission of a data catalog`, params: DataCatalogChildParamsSchema, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => rows.get(app.db, requireSignedInUser(request), kind, request.params.dataCatalogId, request.params.id));
      app.put(url, {
        schema: { tags, summary: `Change a ${who} permission (needs admin)`, params: DataCatalogChildParamsSchema, body: PermissionUpdateSchema, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => rows.update(app.db, requireSignedInUser(request), kind, request.params.dataCatalogId, request.params.id, request.body.permission_key));
      app.delete(url, {
        schema: { tags, summary: `Remove a ${who} permission (needs admin)`, params: DataCatalogChildParamsSchema, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => rows.destroy(app.db, requireSignedInUser(request), kind, request.params.dataCatalogId, request.params.id));
    }
  }
};

export default dataCatalogPermissions;
