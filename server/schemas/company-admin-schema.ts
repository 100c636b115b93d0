/** JSON Schemas of the company admin area (/api/company_admin/*); shapes in core/domain/company-admin-types.ts. */
import { Type } from 'typebox';
import { CurrentCompanySchema, EntityMapUpdateSchema } from './company-schema';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const CompanyAdminIdParamsSchema = IdParams;
export const TeamMemberParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }), userId: Type.Integer({ minimum: 1 }) });

const Timestamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const CompanyRoleSchema = Type.Enum(['admin', 'member', 'reader']);
const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

export const CompanyAdminViewSchema = Type.Intersect([
  CurrentCompanySchema,
  Type.Object({
    embed_hosts: Type.Array(Type.String()),
    licence_count: Type.Integer(),
    licences_used: Type.Integer(),
    trial_ends_at: Timestamp,
  }),
]);

/** Unknown keys are refused (422). */
export const CompanyAdminUpdateSchema = Type.Object(
  {
    name: Type.Optional(Name(200)),
    login_page_url: Type.Optional(Type.Union([Type.String({ maxLength: 2000, pattern: '^(https?://\\S+)?$' }), Type.Null()])),
    embed_hosts: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20, description: 'https origins, e.g. https://intranet.example.com' })),
    suite_hosts: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 50, description: 'https origins whose pages embedded suite modules may frame, e.g. https://suite.example.com' })),
    entity_map: Type.Optional(EntityMapUpdateSchema),
  },
  { additionalProperties: false },
);

export const CompanyUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  company_role: CompanyRoleSchema,
  has_licence: Type.Boolean(),
  restricted: Type.Boolean(),
  status: Type.Enum(['active', 'invited', 'removed']),
  last_sign_in_at: Timestamp,
});

export const CompanyUserInviteSchema = Type.Object(
  {
    name: Name(200),
    email: Type.String({ format: 'email', maxLength: 320 }),
    company_role: CompanyRoleSchema,
    has_licence: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const CompanyUserUpdateSchema = Type.Object(
  {
    company_role: Type.Optional(CompanyRoleSchema),
    restricted: Type.Optional(Type.Boolean()),
    removed: Type.Optional(Type.Literal(true, { description: 'Takes the person out of the company.' })),
  },
  { additionalProperties: false },
);

export const CompanyTeamSchema = Type.Object({ id: Type.Integer(), name: Type.String(), member_count: Type.Integer() });
export const CompanyTeamDetailsSchema = Type.Intersect([
  CompanyTeamSchema,
  Type.Object({
    members: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
    project_grants: Type.Array(Type.Object({ project_id: Type.Integer(), project_name: Type.String(), permission_key: Type.String() })),
  }),
]);
export const CompanyTeamBodySchema = Type.Object({ name: Name(200) }, { additionalProperties: false });
export const TeamMemberBodySchema = Type.Object({ user_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const RemovedProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  deleted_at: Type.String({ format: 'date-time' }),
  created_by_name: Type.Union([Type.String(), Type.Null()]),
});

const ApiKeyScopeSchema = Type.Enum(['read', 'read_write']);
export const CompanyApiKeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String(),
  scope: ApiKeyScopeSchema,
  expires_at: Timestamp,
  last_used_at: Timestamp,
  revoked_at: Timestamp,
  created_at: Type.String({ format: 'date-time' }),
  created_by_name: Type.Union([Type.String(), Type.Null()]),
});
export const CreatedApiKeySchema = Type.Intersect([CompanyApiKeySchema, Type.Object({ secret: Type.String() })]);
export const ApiKeyCreateSchema = Type.Object(
  {
    name: Name(200),
    scope: ApiKeyScopeSchema,
    expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);

export const AuditEventSchema = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.Union([Type.Integer(), Type.Null()]),
  summary: Type.String(),
  actor: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

export const ProjectRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
