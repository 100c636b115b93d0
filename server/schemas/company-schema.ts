/** JSON Schemas of the caller's company (GET /api/current_company) and of its admin's label renames. */
import { Type } from 'typebox';
import type { EntityMap } from '../../core/domain/api-types';
import { DEFAULT_ENTITY_MAP, ENTITY_LABEL_MAX_LENGTH } from '../../core/domain/entity-map';
import { PermissionFlagsSchema } from './api-schemas';

export const MAX_ENTITY_LABEL_LENGTH = ENTITY_LABEL_MAX_LENGTH;

export const CurrentCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  permissions: PermissionFlagsSchema,
  entity_map: Type.Record(Type.String(), Type.Object({ singular: Type.String(), plural: Type.String() })),
  login_page_url: Type.Union([Type.String(), Type.Null()]),
  logo: Type.Union([Type.String(), Type.Null()]),
  suite_hosts: Type.Array(Type.String()),
});

/** Not blank, and at most MAX_ENTITY_LABEL_LENGTH characters once trimmed (leading or trailing spaces are dropped). */
const Label = Type.String({ minLength: 1, maxLength: MAX_ENTITY_LABEL_LENGTH, pattern: '^\\s*\\S[\\s\\S]*$' });
const LabelPair = Type.Object({ singular: Label, plural: Label }, { additionalProperties: false });

/** Renamed entities; unknown keys are refused (422), not dropped. */
export const EntityMapUpdateSchema = Type.Unsafe<Partial<EntityMap>>({
  type: 'object',
  propertyNames: { enum: Object.keys(DEFAULT_ENTITY_MAP) },
  additionalProperties: LabelPair,
  description: 'Renamed entities, keyed as DEFAULT_ENTITY_MAP; each a singular and a plural label.',
});
