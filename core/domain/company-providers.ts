/** A company's OpenID Connect providers: what the admin API answers and takes, and the public sign-in page's view. */

export interface CompanyProvider {
  id: number;
  company_id: number;
  /** The sign-in button's words. */
  label: string;
  issuer_url: string;
  client_id: string;
  /** The secret itself is write-only: never answered. */
  has_client_secret: boolean;
  scopes: string;
  /** The ID token claim matched against users' email addresses. */
  match_claim: string;
  create_unknown_users: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
}

/** Create: label, issuer_url and client_id are needed. Update: omitted fields stay; client_secret '' removes the secret. */
export interface CompanyProviderInput {
  label?: string;
  issuer_url?: string;
  client_id?: string;
  client_secret?: string;
  scopes?: string;
  match_claim?: string;
  create_unknown_users?: boolean;
  active?: boolean;
}

/** "Test discovery": what the issuer's discovery document says, or what is wrong with it. */
export interface ProviderDiscoveryCheck {
  ok: boolean;
  /** What is wrong, in words an admin can act on; null when ok. */
  problem: string | null;
  issuer: string | null;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
}

/** What the public sign-in page may know of a provider: nothing secret. */
export interface PublicProvider {
  id: number;
  label: string;
  company_name: string;
}

export const DEFAULT_PROVIDER_SCOPES = 'openid email profile';
export const DEFAULT_MATCH_CLAIM = 'email';

/** The page to give people so they sign in through the provider. */
export function providerSignInPath(providerId: number): string {
  return `/login/${providerId}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Issuers are reached over https; plain http only on this machine (a test or development provider). */
export function issuerUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter the issuer as a full URL, like https://login.example.com/realms/acme.';
  }
  if (url.search || url.hash) return 'The issuer URL cannot have a query or a fragment.';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.'))) return null;
  return 'The issuer URL must start with https:// (plain http only for a provider on this machine).';
}

/** The answer to the return from the provider: signed in, and where to land. */
export interface ProviderSignInAnswer {
  access_token: string;
  expires_in: number;
  /** The app path the person was going to. */
  next: string;
}

/** Why a sign-in through a provider could not start (the sign-in page's ?error=). */
export type ProviderStartProblem = 'provider_unknown' | 'provider_unreachable';

/** The API call the sign-in page's provider button opens (a browser navigation, not an XHR). */
export function providerStartPath(providerId: number, next: string): string {
  return `/api/oauth/providers/${providerId}/start?${new URLSearchParams({ next })}`;
}
