/**
 * The return from a company's provider, checked against the flow this browser started
 * (server/auth/sign-in-flow-cookie.ts): the answer must carry the flow's state, and openid-client must accept
 * the code exchange (PKCE verifier), the ID token's signature, issuer, audience and nonce. Refusals carry a code
 * the /oauth-redirect page turns into words.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { sameSecret } from '../../auth/constant-time';
import type { SignInFlow } from '../../auth/sign-in-flow-cookie';
import type { Queryable } from '../../db/client';
import { companies, companyProviders } from '../../db/schema';
import { ApiError } from '../../errors';
import type { ProviderRow } from './company-providers';
import { providerConfiguration } from './provider-client';

export type ActiveProvider = ProviderRow & { company_name: string };

/** A provider in use, with its company's name; null for an unknown or switched-off one. */
export async function findActiveProvider(db: Queryable, id: number): Promise<ActiveProvider | null> {
  const [row] = await db
    .select({ provider: companyProviders, company_name: companies.name })
    .from(companyProviders)
    .innerJoin(companies, eq(companies.id, companyProviders.company_id))
    .where(and(eq(companyProviders.id, id), eq(companyProviders.active, true)));
  return row ? { ...row.provider, company_name: row.company_name } : null;
}

export function signInFlowProblem(code: string, message: string): ApiError {
  return new ApiError(400, code, message);
}

/** What the provider's answer says went wrong before any code was handed out. */
function providerAnswerProblem(params: URLSearchParams, label: string): ApiError | null {
  const error = params.get('error');
  if (!error) return null;
  if (error === 'access_denied') return signInFlowProblem('provider_cancelled', `The sign-in at ${label} was cancelled. Start again when you are ready.`);
  const description = params.get('error_description');
  return signInFlowProblem('provider_refused', `${label} refused the sign-in (${description || error}). Start again, or ask your administrator.`);
}

/** The claims of the person the provider vouches for, from the answer's query ('?code=...&state=...'). */
export async function verifiedClaims(
  app: FastifyInstance,
  provider: ProviderRow,
  flow: SignInFlow,
  query: string,
  log: FastifyBaseLogger,
): Promise<oidc.IDToken> {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const answerProblem = providerAnswerProblem(params, provider.label);
  if (answerProblem) throw answerProblem;
  if (!sameSecret(params.get('state'), flow.state)) {
    throw signInFlowProblem('sign_in_state_mismatch', 'This answer from the provider does not belong to the sign-in started in this browser. Start again.');
  }
  try {
    const configuration = await providerConfiguration(app, provider);
    const callback = new URL(flow.redirect_uri);
    callback.search = params.toString();
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    // Many providers put profile claims (email among them) only in the userinfo answer, for the code flow.
    return idToken[provider.match_claim] === undefined
      ? { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken }
      : idToken;
  } catch (error) {
    log.warn({ err: error, providerId: provider.id }, 'sign-in provider answer refused');
    throw signInFlowProblem('provider_sign_in_failed', `The answer from ${provider.label} could not be verified, so you were not signed in. Start again.`);
  }
}
