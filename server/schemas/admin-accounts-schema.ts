/** JSON Schemas of the system admin's companies, users and removed-projects calls (core/domain/admin-accounts.ts). */
import { Type, type TSchema } from 'typebox';
import { COMPANY_ROLES, EMAIL_PATTERN } from '../../core/domain/admin-accounts';
import { MAX_ADMIN_PAGE_SIZE } from './admin-page-schema';
import { IdSchema } from './resource-schema';

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Role = Type.Enum([...COMPANY_ROLES]);

export const AdminCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  user_count: Type.Integer(),
  licence_count: Type.Integer(),
  licences_used: Type.Integer(),
  trial_ends_at: Nullable(Type.String({ format: 'date-time' })),
  active: Type.Boolean(),
  logo: Nullable(Type.String()),
  login_page_url: Nullable(Type.String()),
  embed_hosts: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});

const companyFields = {
  name: Name,
  licence_count: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  trial_ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.String({ format: 'date' }), Type.Null()], { description: 'null: no trial.' }),
  active: Type.Boolean(),
};

export const AdminCompanyCreateSchema = Type.Object(
  { name: companyFields.name, licence_count: companyFields.licence_count, trial_ends_at: Type.Optional(companyFields.trial_ends_at), active: Type.Optional(companyFields.active) },
  { additionalProperties: false },
);

export const AdminCompanyUpdateSchema = Type.Partial(Type.Object(companyFields, { additionalProperties: false }));

export const CompanyCloneSchema = Type.Object({ name: Type.Optional(Name) }, { additionalProperties: false });

export const CompanyQuickIndexQuerySchema = Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })) });
export const CompanyQuickIndexSchema = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }));

export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  company: Type.Object({ id: Type.Integer(), name: Type.String() }),
  company_role: Role,
  system_admin: Type.Boolean(),
  restricted: Type.Boolean(),
  has_licence: Type.Boolean(),
  status: Type.String(),
  profile_image: Nullable(Type.String()),
  last_sign_in_at: Nullable(Type.String({ format: 'date-time' })),
  role_ids: Type.Array(Type.Integer(), { description: 'The teams of their company they belong to.' }),
});

export const AdminUserUpdateSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 320, pattern: EMAIL_PATTERN })),
    company_role: Type.Optional(Role),
    role_ids: Type.Optional(Type.Array(IdSchema, { maxItems: 1000 })),
    system_admin: Type.Optional(Type.Boolean()),
    restricted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const AdminTeamSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  members: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
});

export const RemovedProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  company: Type.Object({ id: Type.Integer(), name: Type.String() }),
  deleted_at: Type.String({ format: 'date-time' }),
});

export const CsvImportQuerySchema = Type.Object({
  dry_run: Type.Optional(Type.Boolean({ description: 'true: check and answer the rows, change nothing.' })),
});

export const CsvImportReportSchema = Type.Object({
  dry_run: Type.Boolean(),
  rows: Type.Array(Type.Object({ line: Type.Integer(), values: Type.Record(Type.String(), Type.String()), errors: Type.Array(Type.String()) })),
  valid_count: Type.Integer(),
  error_count: Type.Integer(),
});

export const AuditPageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ADMIN_PAGE_SIZE })),
});

export const AuditPageSchema = Type.Object({
  items: Type.Array(Type.Object({
    id: Type.Integer(),
    action: Type.String(),
    target_type: Type.String(),
    target_id: Nullable(Type.Integer()),
    summary: Type.String(),
    actor: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  })),
  total: Type.Integer(),
});

export const CompanyIdParamsSchema = Type.Object({ companyId: IdSchema });
export const CompanyProjectParamsSchema = Type.Object({ companyId: IdSchema, projectId: IdSchema });
export const CompanyUserParamsSchema = Type.Object({ companyId: IdSchema, userId: IdSchema });
export const RemoveCompanyUserSchema = Type.Object({ removed: Type.Literal(true) }, { additionalProperties: false });
export const UserIdParamsSchema = Type.Object({ userId: IdSchema });
export const RemovedProjectParamsSchema = Type.Object({ projectId: IdSchema });
