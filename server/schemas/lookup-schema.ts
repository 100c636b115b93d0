/** JSON Schemas of the lookup calls (core/domain/lookups.ts), shaped by each lookup's declaration. */
import { Type, type TSchema } from 'typebox';
import type { MoveDirection } from '../../core/domain/lookups';
import type { LookupDeclaration } from '../domain/lookups/lookup-declarations';
import { IdSchema } from './resource-schema';

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: 'A hex colour like #5BADCA.' });
const Weight = Type.Integer({ minimum: -1000000, maximum: 1000000 });

function optionalColumns({ hasColor, hasWeight }: LookupDeclaration): Record<string, TSchema> {
  return { ...(hasColor ? { color: Color } : {}), ...(hasWeight ? { weight: Weight } : {}) };
}

/** The fixed key of a keyed lookup's items: answered, never written through the API. */
function keyColumn({ hasKey }: LookupDeclaration): Record<string, TSchema> {
  return hasKey ? { key: Type.String() } : {};
}

export function lookupItemSchema(declaration: LookupDeclaration) {
  return Type.Object({
    id: Type.Integer(),
    ...keyColumn(declaration),
    name: Type.String(),
    position: Type.Integer(),
    ...optionalColumns(declaration),
  });
}

export function lookupCreateSchema(declaration: LookupDeclaration) {
  const optional = Object.fromEntries(Object.entries(optionalColumns(declaration)).map(([key, schema]) => [key, Type.Optional(schema)]));
  return Type.Object({ name: Name, ...optional }, { additionalProperties: false });
}

export function lookupUpdateSchema(declaration: LookupDeclaration) {
  const optional = Object.fromEntries(Object.entries(optionalColumns(declaration)).map(([key, schema]) => [key, Type.Optional(schema)]));
  return Type.Object({ name: Type.Optional(Name), ...optional }, { additionalProperties: false });
}

export const LookupIdParamsSchema = Type.Object({ id: IdSchema });
export const LookupDestroyQuerySchema = Type.Object({ replace_with_id: Type.Optional(IdSchema) });
// One enum rather than a union of literals, so a wrong direction is one failing field.
export const MoveItemSchema = Type.Object({ move_direction: Type.Unsafe<MoveDirection>({ type: 'string', enum: ['up', 'down'] }) });
