/**
 * A real OpenID Connect provider on loopback for tests (oidc-provider, http on 127.0.0.1, a random port), with
 * one confidential client that must use PKCE and a few accounts. Its built-in login form (devInteractions)
 * takes an account's login and any password; consent is granted by itself, as for a company's own app.
 * signIn() walks that form over HTTP for API tests; browser tests fill it in.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface OidcPeerAccount {
  /** What is typed into the provider's login form; also the subject. */
  login: string;
  email: string;
  name: string;
  email_verified?: boolean;
}

export interface OidcPeer {
  /** http://127.0.0.1:<port> */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows an authorization URL through the provider's login form as `login` (or cancels there) and gives
   * the URL the provider sends the browser back to (the redirect_uri with code, state, iss or error).
   */
  signIn(authorizationUrl: string, login: string | { cancel: true }): Promise<URL>;
  close(): Promise<void>;
}

export const OIDC_PEER_ACCOUNTS: readonly OidcPeerAccount[] = [
  { login: 'grace', email: 'grace.hopper@acme.test', name: 'Grace Hopper' },
  { login: 'alan', email: 'alan.turing@acme.test', name: 'Alan Turing' },
  { login: 'hedy', email: 'hedy.lamarr@globex.test', name: 'Hedy Lamarr' },
  { login: 'owner', email: 'owner@acme.test', name: 'Acme owner' },
  { login: 'globex', email: 'user@globex.test', name: 'Gus Globex' },
  { login: 'unverified', email: 'unverified@acme.test', name: 'Not Verified', email_verified: false },
];

export async function startOidcPeer(options: { redirectUris: string[]; accounts?: readonly OidcPeerAccount[] }): Promise<OidcPeer> {
  const accounts = options.accounts ?? OIDC_PEER_ACCOUNTS;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'tessera';
  const clientSecret = 'tessera-test-client-secret';
  const configuration: Configuration = {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: options.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-peer-cookie-key'] },
    findAccount(_ctx, id) {
      const account = accounts.find((candidate) => candidate.login === id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: account.email_verified ?? true, name: account.name }),
      };
    },
    // The company's own app: no consent screen, every requested scope granted.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ accountId: ctx.oidc.session!.accountId, clientId: ctx.oidc.client!.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    async signIn(authorizationUrl, login) {
      const cookies = new Map<string, string>();
      const go = async (url: string, init: RequestInit = {}): Promise<string> => {
        const response = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair] = header.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`The OIDC peer answered ${response.status} without a redirect at ${url}: ${await response.text()}`);
        return new URL(location, url).href;
      };
      const interaction = await go(authorizationUrl);
      const resume = typeof login === 'string'
        ? await go(interaction, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
        })
        : await go(`${interaction}/abort`);
      let next = await go(resume);
      while (next.startsWith(issuer)) next = await go(next);
      return new URL(next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
