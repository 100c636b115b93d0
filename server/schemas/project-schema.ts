/** JSON Schemas of the project calls (core/domain/api-types.ts: Project, ProjectCreate, ProjectListQuery, ...). */
import { Type } from 'typebox';
import { MAX_PROJECTS_PER_PAGE, PROJECTS_PER_PAGE } from '../domain/project-list';
import { PermissionFlagsSchema } from './api-schemas';
import { IdSchema } from './resource-schema';

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  entity_type: Type.Enum(['project', 'project_sample', 'project_template']),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  last_event_date: Type.String({ format: 'date-time' }),
  permissions: PermissionFlagsSchema,
});

const ProjectName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const ProjectDescription = Type.String({ maxLength: 10000 });

export const ProjectCreateSchema = Type.Object(
  { name: ProjectName, description: Type.Optional(ProjectDescription) },
  { additionalProperties: false },
);

export const ProjectUpdateSchema = Type.Object(
  { name: Type.Optional(ProjectName), description: Type.Optional(ProjectDescription) },
  { additionalProperties: false },
);

export const ProjectListQuerySchema = Type.Object({
  scope: Type.Optional(Type.Enum(['recently_viewed', 'my_projects', 'all_projects'], { description: 'Default: all_projects.' })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  order: Type.Optional(Type.Enum(['last_event_date', 'name', 'created_at'])),
  direction: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'Default: desc for dates, asc for name.' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, description: 'From 1.' })),
  per_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PROJECTS_PER_PAGE, description: `Default ${PROJECTS_PER_PAGE}.` }),
  ),
});

export const ProjectPageSchema = Type.Object({ items: Type.Array(ProjectSchema), total: Type.Integer() });

export const QuickIndexItemSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ProjectIdParamsSchema = Type.Object({ id: IdSchema });

export const RegisterViewedProjectSchema = Type.Object({ project_id: IdSchema }, { additionalProperties: false });

export const ProjectViewSchema = Type.Object({
  project_id: Type.Integer(),
  viewed_at: Type.String({ format: 'date-time' }),
});
