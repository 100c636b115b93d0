/**
 * The caller's company as GET /api/current_company answers it (data-layer.md §1); its admin edits it in
 * administration/company-details.ts.
 */
import { eq } from 'drizzle-orm';
import type { CurrentCompany } from '../../core/domain/api-types';
import { mergeEntityMap } from '../../core/domain/entity-map';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { companies } from '../db/schema';
import { notFound } from '../errors';
import { loginPageOf } from './identity/login-page';

/**
 * A share-link visitor gets the shared project's company. login_page_url is where signing out lands: for a
 * session that came through a company provider, that provider's sign-in page.
 */
export async function loadCurrentCompany(db: Queryable, auth: AuthContext): Promise<CurrentCompany> {
  const companyId = auth.kind === 'shared' && auth.share ? auth.share.companyId : auth.user.company_id;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Your company');
  return {
    id: company.id,
    name: company.name,
    permissions: auth.companyPermissions,
    entity_map: mergeEntityMap(company.entity_map),
    login_page_url: await loginPageOf(db, auth, company.login_page_url),
    logo: company.logo,
    suite_hosts: company.suite_hosts,
  };
}
