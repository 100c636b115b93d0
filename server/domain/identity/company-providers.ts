/**
 * A company's OpenID Connect providers, as system admins keep them (data-layer.md §7): the client secret is
 * stored sealed (server/auth/secret-box.ts) and never answered; every change is audited.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_MATCH_CLAIM,
  DEFAULT_PROVIDER_SCOPES,
  issuerUrlProblem,
  type CompanyProvider,
  type CompanyProviderInput,
} from '../../../core/domain/company-providers';
import type { AuthContext } from '../../auth/auth-context';
import type { SecretBox } from '../../auth/secret-box';
import type { Queryable } from '../../db/client';
import { companies, companyProviders } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { recordAudit } from '../administration/audit-log';

export type ProviderRow = typeof companyProviders.$inferSelect;

/** The sealing context of client secrets: a secret sealed for anything else does not open as one. */
const CLIENT_SECRET_CONTEXT = 'company_provider_client_secret';

function sealClientSecret(box: SecretBox, secret: string): string {
  return secret === '' ? '' : box.seal(secret, CLIENT_SECRET_CONTEXT);
}

/** The provider's client secret; undefined for a public client (none stored). */
export function clientSecretOf(box: SecretBox, provider: ProviderRow): string | undefined {
  if (provider.client_secret_encrypted === '') return undefined;
  const secret = box.open(provider.client_secret_encrypted, CLIENT_SECRET_CONTEXT);
  if (secret === null) throw new Error(`The client secret of sign-in provider ${provider.id} cannot be decrypted with this server's key.`);
  return secret;
}

export function providerAnswer(row: ProviderRow): CompanyProvider {
  return {
    id: row.id,
    company_id: row.company_id,
    label: row.label,
    issuer_url: row.issuer_url,
    client_id: row.client_id,
    has_client_secret: row.client_secret_encrypted !== '',
    scopes: row.scopes,
    match_claim: row.match_claim,
    create_unknown_users: row.create_unknown_users,
    active: row.active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function assertCompanyExists(db: Queryable, companyId: number): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('The company');
}

function assertIssuerUrl(issuerUrl: string | undefined): void {
  const problem = issuerUrl === undefined ? null : issuerUrlProblem(issuerUrl);
  if (problem) throw unprocessable([{ field: 'issuer_url', code: 'url', message: problem }], problem);
}

/** The issuer as typed, without a trailing slash (discovery appends /.well-known/openid-configuration). */
function normalizedIssuer(issuerUrl: string): string {
  return issuerUrl.trim().replace(/\/+$/, '');
}

function auditProvider(db: Queryable, auth: AuthContext, change: 'created' | 'updated' | 'deleted', row: ProviderRow, summary: string, details?: Record<string, unknown>) {
  return recordAudit(db, auth, { company_id: row.company_id, action: `provider.${change}`, target_type: 'provider', target_id: row.id, summary, details });
}

export async function listProviders(db: Queryable, companyId: number): Promise<CompanyProvider[]> {
  await assertCompanyExists(db, companyId);
  const rows = await db.select().from(companyProviders).where(eq(companyProviders.company_id, companyId)).orderBy(asc(companyProviders.id));
  return rows.map(providerAnswer);
}

export async function findProviderRow(db: Queryable, companyId: number, id: number): Promise<ProviderRow> {
  const [row] = await db
    .select()
    .from(companyProviders)
    .where(and(eq(companyProviders.id, id), eq(companyProviders.company_id, companyId)));
  if (!row) throw notFound('The sign-in provider');
  return row;
}

type NewProvider = Required<Pick<CompanyProviderInput, 'label' | 'issuer_url' | 'client_id'>> & CompanyProviderInput;

export async function createProvider(app: FastifyInstance, auth: AuthContext, companyId: number, input: NewProvider): Promise<CompanyProvider> {
  assertIssuerUrl(input.issuer_url);
  return app.db.transaction(async (tx) => {
    await assertCompanyExists(tx, companyId);
    const [row] = await tx
      .insert(companyProviders)
      .values({
        company_id: companyId,
        label: input.label.trim(),
        issuer_url: normalizedIssuer(input.issuer_url),
        client_id: input.client_id.trim(),
        client_secret_encrypted: sealClientSecret(app.secretBox, input.client_secret ?? ''),
        scopes: input.scopes ?? DEFAULT_PROVIDER_SCOPES,
        match_claim: input.match_claim ?? DEFAULT_MATCH_CLAIM,
        create_unknown_users: input.create_unknown_users ?? false,
        active: input.active ?? true,
      })
      .returning();
    await auditProvider(tx, auth, 'created', row, `Added the sign-in provider "${row.label}" (${row.issuer_url})`);
    return providerAnswer(row);
  });
}

export async function updateProvider(
  app: FastifyInstance,
  auth: AuthContext,
  companyId: number,
  id: number,
  input: CompanyProviderInput,
): Promise<CompanyProvider> {
  assertIssuerUrl(input.issuer_url);
  return app.db.transaction(async (tx) => {
    const before = await findProviderRow(tx, companyId, id);
    const { client_secret, issuer_url, label, client_id, ...rest } = input;
    const [row] = await tx
      .update(companyProviders)
      .set({
        ...rest,
        ...(label !== undefined ? { label: label.trim() } : {}),
        ...(client_id !== undefined ? { client_id: client_id.trim() } : {}),
        ...(issuer_url !== undefined ? { issuer_url: normalizedIssuer(issuer_url) } : {}),
        ...(client_secret !== undefined ? { client_secret_encrypted: sealClientSecret(app.secretBox, client_secret) } : {}),
        updated_at: new Date(),
      })
      .where(eq(companyProviders.id, before.id))
      .returning();
    const changed = Object.keys(input);
    await auditProvider(tx, auth, 'updated', row, `Changed the sign-in provider "${row.label}": ${changed.join(', ') || 'nothing'}`, { fields: changed });
    return providerAnswer(row);
  });
}

export async function deleteProvider(app: FastifyInstance, auth: AuthContext, companyId: number, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await findProviderRow(tx, companyId, id);
    await tx.delete(companyProviders).where(eq(companyProviders.id, row.id));
    await auditProvider(tx, auth, 'deleted', row, `Removed the sign-in provider "${row.label}" (${row.issuer_url})`);
  });
}
