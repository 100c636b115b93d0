/**
 * The login page to send a person to after they sign out (route guard 4): the provider page they signed in
 * through (/login/{providerId}) while that provider is in use, else their company's login page URL.
 */
import { and, eq } from 'drizzle-orm';
import { providerSignInPath } from '../../../core/domain/company-providers';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { companyProviders, sessions } from '../../db/schema';

export async function loginPageOf(db: Queryable, auth: AuthContext, companyLoginPageUrl: string | null): Promise<string | null> {
  if (auth.kind !== 'user') return companyLoginPageUrl;
  const [provider] = await db
    .select({ id: companyProviders.id })
    .from(sessions)
    .innerJoin(companyProviders, eq(companyProviders.id, sessions.provider_id))
    .where(and(eq(sessions.id, auth.sessionId), eq(companyProviders.company_id, auth.user.company_id), eq(companyProviders.active, true)));
  return provider ? providerSignInPath(provider.id) : companyLoginPageUrl;
}
