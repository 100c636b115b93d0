/** JSON Schemas of /api/projects/{projectId}/sections. */
import { Type } from 'typebox';
import { IdSchema, PositionSchema } from './resource-schema';

export const SectionSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  name: Type.String(),
  position: Type.Integer(),
});

const SectionName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

export const SectionCreateSchema = Type.Object(
  { name: SectionName, position: Type.Optional(PositionSchema) },
  { additionalProperties: false },
);

export const SectionUpdateSchema = Type.Object(
  { name: Type.Optional(SectionName), position: Type.Optional(PositionSchema) },
  { additionalProperties: false },
);

export const SectionParamsSchema = Type.Object({ projectId: IdSchema, id: IdSchema });
