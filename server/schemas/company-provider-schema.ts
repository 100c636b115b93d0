/** JSON Schemas of a company's sign-in providers (core/domain/company-providers.ts). */
import { Type } from 'typebox';
import { IdSchema } from './resource-schema';

export const CompanyProviderSchema = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  label: Type.String(),
  issuer_url: Type.String(),
  client_id: Type.String(),
  has_client_secret: Type.Boolean(),
  scopes: Type.String(),
  match_claim: Type.String(),
  create_unknown_users: Type.Boolean(),
  active: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const Label = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const fields = {
  label: Label,
  issuer_url: Type.String({ minLength: 1, maxLength: 500 }),
  client_id: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  client_secret: Type.String({ maxLength: 2000, description: 'Write-only: answers say only has_client_secret. An empty text removes it.' }),
  scopes: Type.String({ minLength: 1, maxLength: 500, pattern: '\\bopenid\\b', description: 'Space-separated; must include openid.' }),
  match_claim: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$' }),
  create_unknown_users: Type.Boolean(),
  active: Type.Boolean(),
};

export const CompanyProviderCreateSchema = Type.Object(
  {
    label: fields.label,
    issuer_url: fields.issuer_url,
    client_id: fields.client_id,
    client_secret: Type.Optional(fields.client_secret),
    scopes: Type.Optional(fields.scopes),
    match_claim: Type.Optional(fields.match_claim),
    create_unknown_users: Type.Optional(fields.create_unknown_users),
    active: Type.Optional(fields.active),
  },
  { additionalProperties: false },
);

export const CompanyProviderUpdateSchema = Type.Partial(CompanyProviderCreateSchema, { additionalProperties: false });

export const CompanyProvidersParamsSchema = Type.Object({ companyId: IdSchema });
export const CompanyProviderParamsSchema = Type.Object({ companyId: IdSchema, id: IdSchema });
export const ProviderParamsSchema = Type.Object({ id: IdSchema });

export const ProviderDiscoveryCheckSchema = Type.Object({
  ok: Type.Boolean(),
  problem: Type.Union([Type.String(), Type.Null()]),
  issuer: Type.Union([Type.String(), Type.Null()]),
  authorization_endpoint: Type.Union([Type.String(), Type.Null()]),
  token_endpoint: Type.Union([Type.String(), Type.Null()]),
});

export const PublicProviderSchema = Type.Object({ id: Type.Integer(), label: Type.String(), company_name: Type.String() });
