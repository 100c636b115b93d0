/** JSON Schemas of the projects workspace calls (core/domain/workspace-types.ts). */
import { Type } from 'typebox';
import { IdSchema } from './resource-schema';

export const LabelSchema = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() });

const LabelName = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });
const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: 'A hex colour like #5BADCA.' });

export const LabelCreateSchema = Type.Object(
  { name: LabelName, color: Type.Optional(Color), project_id: Type.Optional(IdSchema) },
  { additionalProperties: false },
);

export const LabelUpdateSchema = Type.Object(
  { name: Type.Optional(LabelName), color: Type.Optional(Color) },
  { additionalProperties: false },
);

export const LabelListQuerySchema = Type.Object({ project_id: Type.Optional(IdSchema) });

export const LabelIdParamsSchema = Type.Object({ id: IdSchema });

export const PreferenceKeyParamsSchema = Type.Object({
  key: Type.String({ pattern: '^[a-z0-9][a-z0-9_.-]{0,63}$', description: 'E.g. home-list.' }),
});

export const PreferenceSchema = Type.Object({ key: Type.String(), value: Type.Unknown() });

export const PreferencePutSchema = Type.Object({ value: Type.Unknown() }, { additionalProperties: false });
