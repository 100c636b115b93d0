/**
 * POST /api/admin/companies/{id}/clone.json: a new company set up like another: its label renames, embed and suite
 * hosts, licence count, login page URL, trial end, active flag and its own mail templates. Not copied:
 * people, teams and projects (the point is a fresh company), licences in use (nobody holds one yet), the
 * logo (a brand of its own), and sign-in providers (an identity provider registers each company's client
 * and secret separately, so a copy would sign people into the wrong company).
 */
import { eq } from 'drizzle-orm';
import type { AdminCompany } from '../../../core/domain/admin-accounts';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/client';
import { companies, emailTemplates } from '../../db/schema';
import { quoted } from '../project-events';
import { adminCompanyOf, loadCompany } from './admin-companies';
import { recordAudit } from './audit-log';

export async function cloneCompany(db: Database, auth: AuthContext, sourceId: number, name: string | undefined): Promise<AdminCompany> {
  const created = await db.transaction(async (tx) => {
    const source = await loadCompany(tx, sourceId);
    const [copy] = await tx
      .insert(companies)
      .values({
        name: name?.trim() || `Copy of ${source.name}`,
        entity_map: source.entity_map,
        login_page_url: source.login_page_url,
        licence_count: source.licence_count,
        trial_ends_at: source.trial_ends_at,
        active: source.active,
        embed_hosts: source.embed_hosts,
        suite_hosts: source.suite_hosts,
      })
      .returning();
    const templates = await tx.select().from(emailTemplates).where(eq(emailTemplates.company_id, sourceId));
    if (templates.length > 0) {
      await tx.insert(emailTemplates).values(
        templates.map(({ key, subject, body }) => ({ company_id: copy.id, key, subject, body, updated_by: auth.user.id })),
      );
    }
    await recordAudit(tx, auth, {
      company_id: copy.id,
      action: 'company.cloned',
      target_type: 'company',
      target_id: copy.id,
      summary: `Created company ${quoted(copy.name)} as a copy of ${quoted(source.name)}`,
      details: { source_company_id: sourceId },
    });
    return copy;
  });
  return adminCompanyOf(created, 0);
}
