/**
 * The caller's company as GET /api/current_company answers it, and the company admin's renames of its
 * entity labels (data-layer.md §1; PUT /api/company_admin/company.json).
 */
import { eq } from 'drizzle-orm';
import type { CurrentCompany, EntityMap } from '../../core/domain/api-types';
import { mergeEntityMap } from '../../core/domain/entity-map';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { companies } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { loginPageOf } from './identity/login-page';
import { assertWorkspaceUser } from './workspace-access';

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
  };
}

/**
 * Stores the given labels (the request schema allows only the renamable entities, each with a singular
 * and a plural that are not blank); entities left out keep their labels.
 */
export async function updateEntityMap(db: Queryable, auth: AuthContext, entityMap: Partial<EntityMap>): Promise<CurrentCompany> {
  assertWorkspaceUser(auth);
  if (auth.kind === 'shared' || auth.companyRole !== 'admin') throw forbidden('Only company admins rename entity labels.');
  const [company] = await db.select({ entity_map: companies.entity_map }).from(companies).where(eq(companies.id, auth.user.company_id));
  if (!company) throw notFound('Your company');
  const renamed = Object.fromEntries(
    Object.entries(entityMap).map(([key, label]) => [key, { singular: label!.singular.trim(), plural: label!.plural.trim() }]),
  );
  const stored = company.entity_map && typeof company.entity_map === 'object' ? (company.entity_map as Record<string, unknown>) : {};
  await db.update(companies).set({ entity_map: { ...stored, ...renamed }, updated_at: new Date() }).where(eq(companies.id, auth.user.company_id));
  return loadCurrentCompany(db, auth);
}
