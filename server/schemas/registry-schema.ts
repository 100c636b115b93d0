/** JSON Schemas of the project registry calls (core/domain/registry-types.ts), shaped by each declaration. */
import { Type, type TSchema } from 'typebox';
import { LINKABLE_TYPES, type LinkableType } from '../../core/domain/registry-types';
import type { RegistryDeclaration, RegistryField } from '../domain/registries/registry-declarations';
import type { RegistryRow } from '../domain/registries/registry-rows';
import { IdSchema } from './resource-schema';

const MAX_IDS = 1000;
const TEXT_LIMITS: Record<string, number> = { name: 255, link_title: 255, description: 10000 };
const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: 'A hex colour like #5BADCA.' });
const Url = Type.String({ maxLength: 2000, description: "'' or a web address starting with http:// or https://." });
const Coordinate = Type.Number({ minimum: -10000000, maximum: 10000000 });

function inputSchema(field: RegistryField): TSchema {
  switch (field.kind) {
    case 'text':
      return Type.String({ maxLength: TEXT_LIMITS[field.name] ?? 255 });
    case 'color':
      return Type.Union([Color, Type.Null()]);
    case 'url':
      return Url;
    case 'ids':
      return Type.Array(IdSchema, { maxItems: MAX_IDS });
    case 'coordinate':
      return Coordinate;
    case 'module':
    case 'item':
      return IdSchema;
  }
}

function answerSchema(field: RegistryField): TSchema {
  switch (field.kind) {
    case 'color':
      return Type.Union([Type.String(), Type.Null()]);
    case 'ids':
      return Type.Array(Type.Integer());
    case 'coordinate':
      return Type.Number();
    case 'module':
    case 'item':
      return Type.Integer();
    default:
      return Type.String();
  }
}

const LinkableTypeSchema = Type.Unsafe<LinkableType>({ type: 'string', enum: [...LINKABLE_TYPES] });

export const LinkSchema = Type.Object({
  id: Type.Integer(),
  linkable_type: LinkableTypeSchema,
  linkable_id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  position: Type.Integer(),
});

/** Typed as the store's row: the declaration decides the columns, which TypeScript cannot follow. */
export function registryRowSchema(declaration: RegistryDeclaration) {
  return Type.Unsafe<RegistryRow>(Type.Object({
    id: Type.Integer(),
    project_id: Type.Integer(),
    ...Object.fromEntries(declaration.fields.map((field) => [field.name, answerSchema(field)])),
    ...(declaration.positioned ? { position: Type.Integer() } : {}),
    ...(declaration.linkableType ? { links: Type.Array(LinkSchema) } : {}),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  }));
}

export function registryCreateSchema(declaration: RegistryDeclaration) {
  const properties = Object.fromEntries(
    declaration.fields.map((field) => [field.name, field.required ? inputSchema(field) : Type.Optional(inputSchema(field))]),
  );
  return Type.Object(properties, { additionalProperties: false });
}

/** Every field optional; fields fixed at creation are refused by the domain with a message saying so. */
export function registryUpdateSchema(declaration: RegistryDeclaration) {
  return Type.Object(Object.fromEntries(declaration.fields.map((field) => [field.name, Type.Optional(inputSchema(field))])), {
    additionalProperties: false,
  });
}

export const RegistryParamsSchema = Type.Object({ projectId: IdSchema, id: IdSchema });
export const MapItemListQuerySchema = Type.Object({ module_id: Type.Optional(IdSchema) });

export const AssignedItemsIndexSchema = Type.Array(
  Type.Object({
    id: Type.Integer(),
    assigned_items: Type.Array(
      Type.Object({
        entity_value_id: Type.Integer(),
        module_id: Type.Integer(),
        module_name: Type.String(),
        module_segment: Type.String(),
        title: Type.String(),
      }),
    ),
  }),
);

export const LinkCreateSchema = Type.Object(
  { linkable_type: LinkableTypeSchema, linkable_id: IdSchema, title: Type.String({ maxLength: 255 }), url: Url },
  { additionalProperties: false },
);
export const LinkUpdateSchema = Type.Object(
  { title: Type.Optional(Type.String({ maxLength: 255 })), url: Type.Optional(Url), position: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })) },
  { additionalProperties: false },
);
export const LinkListQuerySchema = Type.Object({ linkable_type: LinkableTypeSchema, linkable_id: IdSchema });
export const LinkParamsSchema = Type.Object({ id: IdSchema });
