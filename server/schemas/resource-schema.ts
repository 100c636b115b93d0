/** Building blocks the resource schemas share: ids in paths and bodies, update_positions, documents. */
import { Type } from 'typebox';
import { MAX_ROW_ID } from '../../core/domain/access-id';

/** A database id: a positive 32-bit integer. In a path it must be written as plain digits (validator-compiler.ts). */
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

/** Positions are small non-negative integers. */
export const PositionSchema = Type.Integer({ minimum: 0, maximum: 2147483647 });

/** Any JSON object; entity values are checked against their attribute's own JSON Schema by the server. */
export const JsonObjectSchema = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

export const UpdatePositionsSchema = Type.Object(
  { ids: Type.Array(IdSchema, { maxItems: 10000, description: 'Every id of the collection, in the new order.' }) },
  { additionalProperties: false },
);

export const ProjectParamsSchema = Type.Object({ projectId: IdSchema });

export const ModuleParamsSchema = Type.Object({ projectId: IdSchema, moduleId: IdSchema });

