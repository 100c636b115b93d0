/** TypeBox schemas of the sharing calls (core/domain/sharing-types.ts, as JSON Schema). */
import { Type } from 'typebox';
import { IdSchema } from './resource-schema';

export const PermissionKeySchema = Type.Union([Type.Literal('read'), Type.Literal('write'), Type.Literal('admin')]);

export const DirectoryUserSchema = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });

export const DirectoryRoleSchema = Type.Object({ id: Type.Integer(), name: Type.String(), user_ids: Type.Array(Type.Integer()) });

export const PermissionLevelSchema = Type.Object({ key: PermissionKeySchema, rank: Type.Integer() });

export const UserCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  company_role: Type.Enum(['admin', 'member', 'reader']),
  active: Type.Boolean(),
});

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

const CommentableTypeSchema = Type.Union([Type.Literal('Project'), Type.Literal('ProjectScenarioModule'), Type.Literal('EntityValue')]);
const CommentLevelTypeSchema = Type.Union([Type.Literal('project'), Type.Literal('module'), Type.Literal('item')]);

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  module_id: Type.Union([Type.Integer(), Type.Null()]),
  commentable_type: CommentableTypeSchema,
  commentable_id: Type.Integer(),
  comment_level_type: CommentLevelTypeSchema,
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  user: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  body: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  unread: Type.Boolean(),
  deleted: Type.Optional(Type.Boolean({ description: 'A deleted comment still listed because it has replies.' })),
});

export const CommentListQuerySchema = Type.Object({
  project_id: IdSchema,
  module_id: Type.Optional(IdSchema),
  commentable_type: Type.Optional(CommentableTypeSchema),
  commentable_id: Type.Optional(IdSchema),
});

export const CommentCreateSchema = Type.Object({
  project_id: IdSchema,
  module_id: Type.Optional(Type.Union([IdSchema, Type.Null()])),
  commentable_type: CommentableTypeSchema,
  commentable_id: IdSchema,
  comment_level_type: CommentLevelTypeSchema,
  parent_id: Type.Optional(Type.Union([IdSchema, Type.Null()])),
  body: Type.String({ maxLength: 10000 }),
  mentioned_user_ids: Type.Optional(Type.Array(IdSchema, { maxItems: 100, description: 'Project members the body mentions; each is notified.' })),
});

export const CommentUpdateSchema = Type.Object({ body: Type.String({ maxLength: 10000 }) });

export const MarkReadSchema = Type.Object({ ids: Type.Array(IdSchema, { maxItems: 10000 }) });
export const MarkReadAnswerSchema = Type.Object({ ids: Type.Array(Type.Integer()) });

export const ProjectResourceSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  kind: Type.Union([Type.Literal('link'), Type.Literal('file')]),
  title: Type.String(),
  url: Type.String(),
  content_type: Type.Union([Type.String(), Type.Null()]),
  byte_size: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
  created_at: Type.String(),
});

export const ProjectResourceLinkCreateSchema = Type.Object({
  kind: Type.Optional(Type.Literal('link', { description: 'Files are uploaded with upload_pdf.json.' })),
  title: Type.String({ maxLength: 200 }),
  url: Type.String({ maxLength: 2000 }),
});

export const ProjectResourceUpdateSchema = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 200 })),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});

export const ProjectResourceParamsSchema = Type.Object({ projectId: IdSchema, resourceId: IdSchema });
