/**
 * The company as its admin sees and edits it (GET/PUT /api/company_admin/company.json): name, login page
 * URL, entity label renames, allowed embed hosts (who may frame its embeds) and allowed suite hosts (what its
 * embedded suite modules may frame); licences and trial end are shown, set by system admins.
 * Every change is audited in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { CompanyAdminUpdate, CompanyAdminView } from '../../../core/domain/company-admin-types';
import type { CurrentCompany } from '../../../core/domain/api-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { companies } from '../../db/schema';
import { httpsOriginOf } from '../../../core/domain/framed-page';
import { notFound, unprocessable, type FieldError } from '../../errors';
import { loadCurrentCompany } from '../company';
import { recordAudit } from './audit-log';
import { companyAdminCompanyId } from './company-admin-access';

/** Each entry that is not a bare https origin, as a failure of `<field>/<index>`. */
function originProblems(field: 'embed_hosts' | 'suite_hosts', hosts: readonly string[]): FieldError[] {
  return hosts.flatMap((host, index) =>
    httpsOriginOf(host) ? [] : [{ field: `${field}/${index}`, code: 'httpsOrigin' as const, params: { name: host }, message: `"${host}" is not an https origin such as https://intranet.example.com.` }],
  );
}

/** The origins of the entries, each once, in their order (entries are checked first). */
const originsOf = (hosts: readonly string[]) => [...new Set(hosts.map((host) => httpsOriginOf(host)!))];

export async function loadCompanyAdminView(db: Queryable, auth: AuthContext): Promise<CompanyAdminView> {
  const companyId = companyAdminCompanyId(auth);
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('Your company');
  return {
    ...(await loadCurrentCompany(db, auth)),
    embed_hosts: row.embed_hosts,
    licence_count: row.licence_count,
    licences_used: row.licences_used,
    trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
  };
}

/** What changed, in words, for the audit log. */
function changeSummary(update: CompanyAdminUpdate): string {
  const parts = [
    update.name !== undefined && 'name',
    update.login_page_url !== undefined && 'login page URL',
    update.embed_hosts !== undefined && 'allowed embed hosts',
    update.suite_hosts !== undefined && 'allowed suite hosts',
    update.entity_map !== undefined && 'entity labels',
  ].filter(Boolean);
  return `Changed the company’s ${parts.join(', ')}`;
}

/** Answers the company as GET /api/current_company does, so the client's store takes it as is. */
export async function updateCompanyDetails(db: Database, auth: AuthContext, update: CompanyAdminUpdate): Promise<CurrentCompany> {
  const companyId = companyAdminCompanyId(auth);
  const problems = [...originProblems('embed_hosts', update.embed_hosts ?? []), ...originProblems('suite_hosts', update.suite_hosts ?? [])];
  if (problems.length > 0) throw unprocessable(problems);
  if (Object.keys(update).length === 0) return loadCurrentCompany(db, auth);
  await db.transaction(async (tx) => {
    const [company] = await tx.select({ entity_map: companies.entity_map }).from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) throw notFound('Your company');
    const renamed = update.entity_map
      ? Object.fromEntries(
        Object.entries(update.entity_map).map(([key, label]) => [key, { singular: label!.singular.trim(), plural: label!.plural.trim() }]),
      )
      : {};
    const stored = company.entity_map && typeof company.entity_map === 'object' ? (company.entity_map as Record<string, unknown>) : {};
    await tx
      .update(companies)
      .set({
        ...(update.name !== undefined && { name: update.name.trim() }),
        ...(update.login_page_url !== undefined && { login_page_url: update.login_page_url?.trim() || null }),
        ...(update.embed_hosts !== undefined && { embed_hosts: originsOf(update.embed_hosts) }),
        ...(update.suite_hosts !== undefined && { suite_hosts: originsOf(update.suite_hosts) }),
        ...(update.entity_map !== undefined && { entity_map: { ...stored, ...renamed } }),
        updated_at: new Date(),
      })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, auth, { company_id: companyId, action: 'company.updated', target_type: 'company', target_id: companyId, summary: changeSummary(update), details: { fields: Object.keys(update) } });
  });
  return loadCurrentCompany(db, auth);
}
