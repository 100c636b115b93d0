/**
 * Sign-in through a company's OpenID Connect provider (screens-and-editor.md §2: /login/{providerId} and
 * /oauth-redirect): the authorization code flow with PKCE (S256), state and nonce, through openid-client.
 *
 * GET  /api/oauth/providers/{id}.json      what the sign-in page shows (label, company name)
 * GET  /api/oauth/providers/{id}/start     a browser navigation: sets the sealed flow cookie, 302 to the provider
 * POST /api/oauth/provider_sign_ins.json   the /oauth-redirect page posts the provider's answer (its query);
 *                                          validated, the person is found or created and signed in
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { Type } from 'typebox';
import { isLocalPath, OAUTH_REDIRECT_PATH } from '../../core/domain/app-paths';
import { providerSignInPath, type ProviderStartProblem, type PublicProvider } from '../../core/domain/company-providers';
import { assertMaySignIn, startSignedInSession } from '../auth/sign-in-session';
import { clearSignInFlowCookie, readSignInFlowCookie, setSignInFlowCookie } from '../auth/sign-in-flow-cookie';
import { frontendUrl } from '../config';
import { companies, companyProviders } from '../db/schema';
import { accountForProviderSignIn } from '../domain/identity/provider-accounts';
import { providerConfiguration } from '../domain/identity/provider-client';
import type { ProviderRow } from '../domain/identity/company-providers';
import { ApiError, notFound } from '../errors';
import { routeForms } from '../route-forms';
import { AccessTokenAnswerSchema, errorResponses } from '../schemas/api-schemas';
import { ProviderParamsSchema, PublicProviderSchema } from '../schemas/company-provider-schema';

const tags = ['auth'];
const HOME = '/home';

async function activeProvider(app: FastifyInstance, id: number): Promise<(ProviderRow & { company_name: string }) | null> {
  const [row] = await app.db
    .select({ provider: companyProviders, company_name: companies.name })
    .from(companyProviders)
    .innerJoin(companies, eq(companies.id, companyProviders.company_id))
    .where(and(eq(companyProviders.id, id), eq(companyProviders.active, true)));
  return row ? { ...row.provider, company_name: row.company_name } : null;
}

/**
 * The provider sends the browser back to the app's own /oauth-redirect page. With TESSERA_FRONTEND_URL set
 * that is the configured origin; without it, the origin the browser started on. A forged Host header only
 * spoils the forger's own flow: the provider accepts only the redirect URIs registered for the client.
 */
function redirectUriFor(app: FastifyInstance, request: FastifyRequest): string {
  const origin = app.config.runtimeConfig.frontendUrl ? frontendUrl(app.config) : `${request.protocol}://${request.host}`;
  return `${origin}${OAUTH_REDIRECT_PATH}`;
}

function sameText(a: string | null, b: string): boolean {
  if (a === null) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const flowProblem = (code: string, message: string) => new ApiError(400, code, message);

/** What the provider's answer says went wrong before any code was handed out. */
function providerAnswerProblem(params: URLSearchParams, label: string): ApiError | null {
  const error = params.get('error');
  if (!error) return null;
  if (error === 'access_denied') return flowProblem('provider_cancelled', `The sign-in at ${label} was cancelled. Start again when you are ready.`);
  const description = params.get('error_description');
  return flowProblem('provider_refused', `${label} refused the sign-in (${description || error}). Start again, or ask your administrator.`);
}

const providerSignIn: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/oauth/providers/:id.json')) {
    app.get(url, {
      config: { public: true },
      schema: { tags, summary: "A company sign-in provider's button (nothing secret)", params: ProviderParamsSchema, response: { 200: PublicProviderSchema, ...errorResponses }, hide },
    }, async (request): Promise<PublicProvider> => {
      const provider = await activeProvider(app, request.params.id);
      if (!provider) throw notFound('This sign-in link');
      return { id: provider.id, label: provider.label, company_name: provider.company_name };
    });
  }

  app.get('/oauth/providers/:id/start', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Leave for the provider (a browser navigation): 302 there, or back to /login/{id}?error= when it cannot start',
      params: ProviderParamsSchema,
      querystring: Type.Object({ next: Type.Optional(Type.String({ maxLength: 2000 })) }),
    },
  }, async (request, reply) => {
    const { id } = request.params;
    const back = (problem: ProviderStartProblem) => reply.redirect(`${providerSignInPath(id)}?${new URLSearchParams({ error: problem })}`);
    const provider = await activeProvider(app, id);
    if (!provider) return back('provider_unknown');
    let configuration: oidc.Configuration;
    try {
      configuration = await providerConfiguration(app, provider);
    } catch (error) {
      request.log.warn({ err: error, providerId: id }, 'sign-in provider discovery failed');
      return back('provider_unreachable');
    }
    const flow = {
      provider_id: id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      code_verifier: oidc.randomPKCECodeVerifier(),
      redirect_uri: redirectUriFor(app, request),
      next: isLocalPath(request.query.next) ? request.query.next : HOME,
    };
    const target = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: flow.redirect_uri,
      scope: provider.scopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.code_verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    setSignInFlowCookie(app, reply, flow);
    return reply.redirect(target.href);
  });

  const ProviderReturnBody = Type.Object({
    query: Type.String({ maxLength: 8000, description: "The query string the provider sent to /oauth-redirect ('?code=...&state=...')." }),
  });
  const ProviderSignInAnswerSchema = Type.Intersect([AccessTokenAnswerSchema, Type.Object({ next: Type.String() })]);
  for (const { url, hide } of routeForms('/oauth/provider_sign_ins.json')) {
    app.post(url, {
      config: { public: true },
      schema: { tags, summary: "The return from the provider: checks its answer, signs the person in", body: ProviderReturnBody, response: { 200: ProviderSignInAnswerSchema, ...errorResponses }, hide },
    }, async (request, reply) => {
      const flow = readSignInFlowCookie(app, request);
      // A flow is used once, whatever the outcome: a replayed answer finds no flow.
      clearSignInFlowCookie(app, reply);
      if (flow === 'missing') {
        throw flowProblem('sign_in_flow_missing', 'This sign-in was not started in this browser, or it was already used. Start again from the sign-in page.');
      }
      if (flow === 'expired') throw flowProblem('sign_in_flow_expired', 'This sign-in took too long and has expired. Start again.');
      const provider = await activeProvider(app, flow.provider_id);
      if (!provider) throw flowProblem('provider_unknown', 'This sign-in provider is no longer in use. Sign in with your password, or ask your administrator.');
      const params = new URLSearchParams(request.body.query.replace(/^\?/, ''));
      const answerProblem = providerAnswerProblem(params, provider.label);
      if (answerProblem) throw answerProblem;
      if (!sameText(params.get('state'), flow.state)) {
        throw flowProblem('sign_in_state_mismatch', 'This answer from the provider does not belong to the sign-in started in this browser. Start again.');
      }
      let claims: oidc.IDToken;
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
        claims = idToken[provider.match_claim] === undefined
          ? { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken }
          : idToken;
      } catch (error) {
        request.log.warn({ err: error, providerId: provider.id }, 'sign-in provider answer refused');
        throw flowProblem('provider_sign_in_failed', `The answer from ${provider.label} could not be verified, so you were not signed in. Start again.`);
      }
      const userId = await accountForProviderSignIn(app, provider, claims);
      await assertMaySignIn(app.db, userId);
      const answer = await startSignedInSession(app, request, reply, userId, { providerId: provider.id });
      return { ...answer, next: flow.next };
    });
  }
};

export default providerSignIn;
