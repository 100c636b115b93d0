import { serviceToken, type ServiceToken } from './service-token';
/** Sign-in and sign-out against /api/oauth. */
export const AuthService: ServiceToken<AuthService> = serviceToken<AuthService>('AuthService');
export interface AuthService {
  /** Rejects with an HttpError (401 wrong credentials, 429 throttled). */
  signIn(email: string, password: string): Promise<void>;
  /** Accepts an invitation with the person's name and password, which signs them in like signIn. Rejects with an HttpError (404, 410, 422, 429). */
  acceptInvitation(token: string, name: string, password: string): Promise<void>;
  /**
   * Completes a sign-in through a company's provider with the query the provider sent to /oauth-redirect;
   * resolves to the app path the person was going to. Rejects with an HttpError whose body names the problem.
   */
  completeProviderSignIn(providerQuery: string): Promise<string>;
  /** Ends the session on the server, clears local state and goes to the remembered logout URL. */
  signOut(): Promise<void>;
  /** Signs out as signOut does, with the request the spec gives for declining the terms (a GET). */
  declineTerms(): Promise<void>;
  /** Asks for a fresh access token for the current session cookie; null when there is no session. */
  refreshAccessToken(): Promise<string | null>;
}
