/**
 * Sign-in through a company's OpenID Connect provider (screens-and-editor.md §2: /login/{providerId} and
 * /oauth-redirect): the authorization code flow with PKCE (S256), state and nonce, through openid-client.
 *
 * GET  /api/oauth/providers/{id}.json      what the sign-in page shows (label, company name)
 * GET  /api/oauth/providers/{id}/start     a browser navigation: sets the sealed flow cookie, 302 to the provider
 * POST /api/oauth/provider_sign_ins.json   the /oauth-redirect page posts the provider's answer (its query);
 *                                          checked, the person is found or created and signed in
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { Type } from 'typebox';
import { isLocalPath, OAUTH_REDIRECT_PATH } from '../../core/domain/app-paths';
import { providerSignInPath, type ProviderStartProblem, type PublicProvider } from '../../core/domain/company-providers';
import { assertMaySignIn, startSignedInSession } from '../auth/sign-in-session';
import { clearSignInFlowCookie, readSignInFlowCookie, setSignInFlowCookie } from '../auth/sign-in-flow-cookie';
import { frontendUrl } from '../config';
import { accountForProviderSignIn } from '../domain/identity/provider-accounts';
import { findActiveProvider, signInFlowProblem, verifiedClaims } from '../domain/identity/provider-answer';
import { providerConfiguration } from '../domain/identity/provider-client';
import { notFound } from '../errors';
import { routeForms } from '../route-forms';
import { AccessTokenAnswerSchema, errorResponses } from '../schemas/api-schemas';
import { ProviderParamsSchema, PublicProviderSchema } from '../schemas/company-provider-schema';

const tags = ['auth'];
const HOME = '/home';

/**
 * The provider sends the browser back to the app's own /oauth-redirect page. With TESSERA_FRONTEND_URL set
 * that is the configured origin; without it, the origin the browser started on. A forged Host header only
 * spoils the forger's own flow: the provider accepts only the redirect URIs registered for the client.
 */
function redirectUriFor(app: FastifyInstance, request: FastifyRequest): string {
  const origin = app.config.runtimeConfig.frontendUrl ? frontendUrl(app.config) : `${request.protocol}://${request.host}`;
  return `${origin}${OAUTH_REDIRECT_PATH}`;
}

const ProviderReturnBody = Type.Object({
  query: Type.String({ maxLength: 8000, description: "The query string the provider sent to /oauth-redirect ('?code=...&state=...')." }),
});
const ProviderSignInAnswerSchema = Type.Intersect([AccessTokenAnswerSchema, Type.Object({ next: Type.String() })]);

const providerSignIn: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/oauth/providers/:id.json')) {
    app.get(url, {
      config: { public: true },
      schema: { tags, summary: "A company sign-in provider's button (nothing secret)", params: ProviderParamsSchema, response: { 200: PublicProviderSchema, ...errorResponses }, hide },
    }, async (request): Promise<PublicProvider> => {
      const provider = await findActiveProvider(app.db, request.params.id);
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
    const provider = await findActiveProvider(app.db, id);
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

  for (const { url, hide } of routeForms('/oauth/provider_sign_ins.json')) {
    app.post(url, {
      config: { public: true },
      schema: { tags, summary: 'The return from the provider: checks its answer, signs the person in', body: ProviderReturnBody, response: { 200: ProviderSignInAnswerSchema, ...errorResponses }, hide },
    }, async (request, reply) => {
      const flow = readSignInFlowCookie(app, request);
      // A flow is used once, whatever the outcome: a replayed answer finds no flow.
      clearSignInFlowCookie(app, reply);
      if (flow === 'missing') {
        throw signInFlowProblem('sign_in_flow_missing', 'This sign-in was not started in this browser, or it was already used. Start again from the sign-in page.');
      }
      if (flow === 'expired') throw signInFlowProblem('sign_in_flow_expired', 'This sign-in took too long and has expired. Start again.');
      const provider = await findActiveProvider(app.db, flow.provider_id);
      if (!provider) throw signInFlowProblem('provider_unknown', 'This sign-in provider is no longer in use. Sign in with your password, or ask your administrator.');
      const claims = await verifiedClaims(app, provider, flow, request.body.query, request.log);
      const userId = await accountForProviderSignIn(app, provider, claims);
      await assertMaySignIn(app.db, userId);
      const answer = await startSignedInSession(app, request, reply, userId, { providerId: provider.id });
      return { ...answer, next: flow.next };
    });
  }
};

export default providerSignIn;
