/**
 * /api/data_catalogs/{dataCatalogId}/user_permissions and role_permissions: list and get (its readers), create, update
 * and destroy (its admins).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { catalogPermissionRows } from '../domain/data-governance/catalog-permissions';
import { registerItemPermissionRoutes } from '../item-permission-routes';
import { DataCatalogRolePermissionSchema, DataCatalogUserPermissionSchema } from '../schemas/data-catalog-schema';

const dataCatalogPermissions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  registerItemPermissionRoutes(app, {
    rows: catalogPermissionRows,
    itemParam: 'dataCatalogId',
    noun: 'data catalog',
    tags: ['data catalogs'],
    rowSchemas: { user_permissions: DataCatalogUserPermissionSchema, role_permissions: DataCatalogRolePermissionSchema },
  }, '/data_catalogs/:dataCatalogId');
};

export default dataCatalogPermissions;
