/**
 * /api/data_maps/{dataMapId}/user_permissions and role_permissions: list and get (its readers), create, update and
 * destroy (its admins).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { mapPermissionRows } from '../domain/data-governance/map-permissions';
import { registerItemPermissionRoutes } from '../item-permission-routes';
import { DataMapRolePermissionSchema, DataMapUserPermissionSchema } from '../schemas/data-map-schema';

const dataMapPermissions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  registerItemPermissionRoutes(app, {
    rows: mapPermissionRows,
    itemParam: 'dataMapId',
    noun: 'data map',
    tags: ['data maps'],
    rowSchemas: { user_permissions: DataMapUserPermissionSchema, role_permissions: DataMapRolePermissionSchema },
  }, '/data_maps/:dataMapId');
};

export default dataMapPermissions;
