/** Answers of the module version history (core/domain/module-revision-types.ts). */
import { Type } from 'typebox';

const UserSchema = Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]);
const StateSchema = Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]);

export const ModuleRevisionSummarySchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('edit'), Type.Literal('restore'), Type.Literal('daily')]),
  restored_from_id: Type.Union([Type.Integer(), Type.Null()]),
  user: UserSchema,
  created_at: Type.String({ format: 'date-time' }),
  added: Type.Integer(),
  removed: Type.Integer(),
  changed: Type.Integer(),
});

export const ModuleRevisionPageSchema = Type.Object({
  groups: Type.Array(Type.Object({ user: UserSchema, minute: Type.String({ format: 'date-time' }), revisions: Type.Array(ModuleRevisionSummarySchema) })),
  total: Type.Integer(),
});

export const ModuleRevisionDetailSchema = Type.Intersect([
  ModuleRevisionSummarySchema,
  Type.Object({
    items: Type.Array(Type.Object({
      entity_value_id: Type.Union([Type.Integer(), Type.Null()]),
      key: Type.String(),
      change: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed')]),
      label: Type.Union([Type.String(), Type.Null()]),
      before: StateSchema,
      after: StateSchema,
      fields: Type.Array(Type.Object({ name: Type.String(), before: Type.Unknown(), after: Type.Unknown() })),
    })),
  }),
]);

export const RestoreAnswerSchema = Type.Object({
  restored_from_id: Type.Integer(),
  revision_id: Type.Union([Type.Integer(), Type.Null()]),
});
