/** JSON Schemas of /api/projects/{projectId}/project_scenario_modules. */
import { Type } from 'typebox';
import { PermissionFlagsSchema } from './api-schemas';
import { IdSchema } from './resource-schema';

export const ProjectModuleSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  section_id: Type.Union([Type.Integer(), Type.Null()]),
  scenario_module_id: Type.Integer(),
  type_key: Type.String({ description: 'The module kind; the client picks the typed route with it.' }),
  name: Type.String(),
  position: Type.Integer(),
  locked: Type.Boolean(),
  permissions: PermissionFlagsSchema,
  description: Type.Optional(Type.String()),
  status_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  preview_image: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'A URL or null.' })),
  summary: Type.Optional(
    Type.Object(
      { total: Type.Integer({ minimum: 0 }), done: Type.Optional(Type.Integer({ minimum: 0 })) },
      { description: "The module's content counted for its card (kinds that declare a card summary; in the modules list only)." },
    ),
  ),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const ModuleName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const SectionRef = Type.Union([IdSchema, Type.Null()], { description: 'A section of the same project, or null.' });

export const ProjectModuleCreateSchema = Type.Object(
  {
    name: ModuleName,
    scenario_module_id: Type.Optional(IdSchema),
    type_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'E.g. Risks. Give this or scenario_module_id.' })),
    section_id: Type.Optional(SectionRef),
  },
  { additionalProperties: false },
);

export const ProjectModuleUpdateSchema = Type.Object(
  {
    name: Type.Optional(ModuleName),
    section_id: Type.Optional(SectionRef),
    locked: Type.Optional(Type.Boolean({ description: 'Locking and unlocking need project admin.' })),
    description: Type.Optional(Type.String({ maxLength: 10000 })),
    status_id: Type.Optional(Type.Union([IdSchema, Type.Null()], { description: 'A /api/project_scenario_module_statuses id, or null.' })),
  },
  { additionalProperties: false },
);
