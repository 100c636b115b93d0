/** JSON Schemas of the project calls (core/domain/api-types.ts: Project, ProjectCreate, ProjectListQuery, ...). */
import { Type } from 'typebox';
import { MAX_PROJECTS_PER_PAGE, PROJECTS_PER_PAGE } from '../domain/project-list';
import { PermissionFlagsSchema } from './api-schemas';
import { IdSchema } from './resource-schema';
import { LabelSchema } from './workspace-schema';

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
  favorite: Type.Optional(Type.Boolean({ description: 'Whether you marked it a favourite.' })),
  labels: Type.Optional(Type.Array(LabelSchema)),
  status_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  image: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'A URL (/api/files/...) or null.' })),
  published: Type.Optional(Type.Boolean({ description: 'Templates and examples: listed for everyone once published.' })),
  module_count: Type.Optional(Type.Integer()),
});

const ProjectName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const ProjectDescription = Type.String({ maxLength: 10000 });

export const ProjectCreateSchema = Type.Object(
  { name: ProjectName, description: Type.Optional(ProjectDescription) },
  { additionalProperties: false },
);

export const ProjectUpdateSchema = Type.Object(
  {
    name: Type.Optional(ProjectName),
    description: Type.Optional(ProjectDescription),
    status_id: Type.Optional(Type.Union([IdSchema, Type.Null()], { description: 'A /api/project_statuses id, or null.' })),
    label_ids: Type.Optional(
      Type.Array(IdSchema, { maxItems: 100, description: 'Replaces the project’s labels with exactly these company labels.' }),
    ),
    published: Type.Optional(Type.Boolean({ description: 'Templates and examples only; needs project admin.' })),
  },
  { additionalProperties: false },
);

export const ProjectListQuerySchema = Type.Object({
  scope: Type.Optional(
    Type.Enum(
      [
        'recently_viewed',
        'my_projects',
        'all_projects',
        'favorites',
        'templates',
        'unpublished_templates',
        'examples',
        'unpublished_examples',
        'team',
      ],
      { description: 'Default: all_projects. team needs role_id; the unpublished lists need company admin.' },
    ),
  ),
  label_ids: Type.Optional(
    Type.String({ pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$', maxLength: 1000, description: 'Comma list: projects carrying ANY of these labels.' }),
  ),
  role_id: Type.Optional(IdSchema),
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
