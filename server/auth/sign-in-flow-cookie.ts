/**
 * The state of one sign-in through a company's provider, between leaving for the provider and coming back:
 * state, nonce, PKCE code verifier, redirect_uri and where the person was going. It lives in a short-lived,
 * httpOnly cookie sealed by the secret box, so it is bound to the browser that started the flow, cannot be
 * read or changed there, and needs no table.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SIGN_IN_FLOW_COOKIE = 'tessera_sign_in_flow';
/** Long enough to type a password at the provider; short enough that a forgotten tab's flow is useless. */
export const SIGN_IN_FLOW_TTL_SECONDS = 10 * 60;
/** Only the sign-in calls under /api/oauth read it. */
const COOKIE_PATH = '/api/oauth';
const SEAL_CONTEXT = 'sign_in_flow';

export interface SignInFlow {
  provider_id: number;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  /** The app path to land on afterwards. */
  next: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

function cookieOptions(app: FastifyInstance) {
  // Lax: the provider sends the browser back with a top-level GET from its own site.
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: app.config.secureCookies };
}

export function setSignInFlowCookie(app: FastifyInstance, reply: FastifyReply, flow: Omit<SignInFlow, 'expires_at'>): void {
  const sealed = app.secretBox.seal(JSON.stringify({ ...flow, expires_at: Date.now() + SIGN_IN_FLOW_TTL_SECONDS * 1000 }), SEAL_CONTEXT);
  reply.setCookie(SIGN_IN_FLOW_COOKIE, sealed, { ...cookieOptions(app), maxAge: SIGN_IN_FLOW_TTL_SECONDS });
}

/** The flow this browser started; 'missing' (none, changed, or from another server) or 'expired' otherwise. */
export function readSignInFlowCookie(app: FastifyInstance, request: FastifyRequest): SignInFlow | 'missing' | 'expired' {
  const sealed = request.cookies[SIGN_IN_FLOW_COOKIE];
  const text = sealed ? app.secretBox.open(sealed, SEAL_CONTEXT) : null;
  if (text === null) return 'missing';
  const flow = JSON.parse(text) as SignInFlow;
  return flow.expires_at < Date.now() ? 'expired' : flow;
}

export function clearSignInFlowCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SIGN_IN_FLOW_COOKIE, cookieOptions(app));
}
