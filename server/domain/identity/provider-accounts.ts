/**
 * Who an ID token from a company's provider names: the user of that company whose email is the match claim's
 * value (compared as sign-in compares emails), or, when the provider creates unknown users, a new member of
 * the company holding one of its free licences. A user of another company is never signed in this way.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { IDToken } from 'openid-client';
import { normalizeAccountEmail, userHasEmail } from '../../auth/account-email';
import { assertMaySignIn } from '../../auth/sign-in-session';
import type { Queryable } from '../../db/client';
import { companies, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAudit } from '../administration/audit-log';
import type { ProviderRow } from './company-providers';

function refused(code: string, message: string): ApiError {
  return new ApiError(403, code, message);
}

/** The match claim's value; an email the provider says it has not verified does not count. */
function matchedEmail(provider: ProviderRow, claims: IDToken): string {
  const value = claims[provider.match_claim];
  if (typeof value !== 'string' || value.trim() === '') {
    throw refused('provider_claim_missing', `${provider.label} did not tell us your ${provider.match_claim}. Ask your administrator to check the provider's settings.`);
  }
  if (provider.match_claim === 'email' && claims.email_verified === false) {
    throw refused('provider_email_unverified', `${provider.label} has not verified your email address. Verify it there, then sign in again.`);
  }
  return normalizeAccountEmail(value);
}

/** Takes one of the company's free licences, or says there is none. */
async function claimLicence(db: Queryable, companyId: number): Promise<void> {
  const [claimed] = await db
    .update(companies)
    .set({ licences_used: sql`${companies.licences_used} + 1` })
    .where(and(eq(companies.id, companyId), lt(companies.licences_used, companies.licence_count)))
    .returning({ id: companies.id });
  if (!claimed) {
    throw refused('no_free_licence', 'Your company has no free licence for a new account. Ask your administrator to add one, then sign in again.');
  }
}

function nameOf(claims: IDToken, email: string): string {
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return name || email.split('@')[0];
}

async function createMember(app: FastifyInstance, provider: ProviderRow, email: string, claims: IDToken): Promise<number> {
  return app.db.transaction(async (tx) => {
    await claimLicence(tx, provider.company_id);
    const [user] = await tx
      .insert(users)
      .values({ company_id: provider.company_id, email, name: nameOf(claims, email), company_role: 'member', status: 'active', has_licence: true })
      .returning({ id: users.id, name: users.name });
    // Checked before the transaction ends, so a deactivated company gets no new account.
    await assertMaySignIn(tx, user.id);
    await recordAudit(tx, null, {
      company_id: provider.company_id,
      action: 'user.created_by_provider',
      target_type: 'user',
      target_id: user.id,
      summary: `Created ${user.name} (${email}) as a member on first sign-in through "${provider.label}"`,
      details: { provider_id: provider.id },
    });
    return user.id;
  });
}

/** The id of the user to sign in, created if the provider allows it; refusals say what to do. */
export async function accountForProviderSignIn(app: FastifyInstance, provider: ProviderRow, claims: IDToken): Promise<number> {
  const email = matchedEmail(provider, claims);
  const [user] = await app.db.select({ id: users.id, company_id: users.company_id }).from(users).where(userHasEmail(email));
  if (user && user.company_id !== provider.company_id) {
    throw refused('provider_user_other_company', `The account ${email} belongs to another company here, so it cannot sign in through ${provider.label}. Sign in with your password instead.`);
  }
  if (user) return user.id;
  if (!provider.create_unknown_users) {
    throw refused('provider_user_unknown', `There is no account for ${email} in this company. Ask your administrator to invite you.`);
  }
  return createMember(app, provider, email, claims);
}
