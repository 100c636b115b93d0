/** TypeBox schemas of the sharing calls (core/domain/sharing-types.ts, as JSON Schema). */
import { Type } from 'typebox';
import { IdSchema } from './resource-schema';

export const PermissionKeySchema = Type.Union([Type.Literal('read'), Type.Literal('write'), Type.Literal('admin')]);

export const DirectoryUserSchema = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });

export const DirectoryRoleSchema = Type.Object({ id: Type.Integer(), name: Type.String(), user_ids: Type.Array(Type.Integer()) });

export const UserPermissionSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  user_id: Type.Integer(),
  user: DirectoryUserSchema,
  permission_key: PermissionKeySchema,
});

export const RolePermissionSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  role_id: Type.Integer(),
  role: Type.Object({ id: Type.Integer(), name: Type.String() }),
  permission_key: PermissionKeySchema,
});

export const UserPermissionCreateSchema = Type.Object({ user_id: IdSchema, permission_key: PermissionKeySchema });
export const RolePermissionCreateSchema = Type.Object({ role_id: IdSchema, permission_key: PermissionKeySchema });
export const PermissionUpdateSchema = Type.Object({ permission_key: PermissionKeySchema });

export const EffectivePermissionSchema = Type.Object({
  user: DirectoryUserSchema,
  level: PermissionKeySchema,
  source: Type.Union([Type.Literal('direct'), Type.Literal('role'), Type.Literal('company_admin')]),
});

export const PermissionParamsSchema = Type.Object({ projectId: IdSchema, permissionId: IdSchema });

export const ProjectAccessUrlSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  module_id: Type.Null(),
  access_id: Type.String(),
  url: Type.String(),
  created_at: Type.String(),
});

export const ModuleAccessUrlSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  module_id: Type.Integer(),
  project_access_id: Type.String(),
  access_id: Type.String(),
  url: Type.String(),
  embed_url: Type.String(),
  created_at: Type.String(),
});

export const ProjectAccessUrlParamsSchema = Type.Object({ projectId: IdSchema, accessUrlId: IdSchema });
export const ModuleAccessUrlParamsSchema = Type.Object({ projectId: IdSchema, moduleId: IdSchema, accessUrlId: IdSchema });
