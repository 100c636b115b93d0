/**
 * Talking to a company's OpenID Connect provider through openid-client: its configuration from the issuer's
 * discovery document, and the admin's "Test discovery" check.
 */
import * as oidc from 'openid-client';
import type { FastifyInstance } from 'fastify';
import type { ProviderDiscoveryCheck } from '../../../core/domain/company-providers';
import { clientSecretOf, type ProviderRow } from './company-providers';

/** A provider that does not answer within this long is reported as unreachable. */
const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * The client configuration for the provider, from its discovery document. Plain http is allowed only where
 * the admin API allowed it: an issuer on this machine (issuerUrlProblem).
 */
export async function providerConfiguration(app: FastifyInstance, provider: ProviderRow): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer_url);
  const secret = clientSecretOf(app.secretBox, provider);
  return oidc.discovery(issuer, provider.client_id, undefined, secret === undefined ? oidc.None() : oidc.ClientSecretPost(secret), {
    execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    timeout: DISCOVERY_TIMEOUT_SECONDS,
  });
}

function discoveryProblem(error: unknown, issuerUrl: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${issuerUrl}/.well-known/openid-configuration could not be used: ${message}${cause}. Check the issuer URL and that this server can reach it.`;
}

/** Fetches the issuer's discovery document and says what is wrong with it, if anything. */
export async function checkDiscovery(app: FastifyInstance, provider: ProviderRow): Promise<ProviderDiscoveryCheck> {
  try {
    const metadata = (await providerConfiguration(app, provider)).serverMetadata();
    const missing = (['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const).filter((key) => !metadata[key]);
    const problem = missing.length > 0 ? `The discovery document does not name ${missing.join(', ')}.` : null;
    return {
      ok: problem === null,
      problem,
      issuer: metadata.issuer,
      authorization_endpoint: metadata.authorization_endpoint ?? null,
      token_endpoint: metadata.token_endpoint ?? null,
    };
  } catch (error) {
    return { ok: false, problem: discoveryProblem(error, provider.issuer_url), issuer: null, authorization_endpoint: null, token_endpoint: null };
  }
}
