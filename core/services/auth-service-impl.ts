import { inject, injectable } from 'inversify';
import { API_PATHS } from '../domain/api-paths';
import type { AccessTokenAnswer } from '../domain/api-types';
import type { ProviderSignInAnswer } from '../domain/company-providers';
import { TokenRefresher } from '../http/token-refresher';
import type { AuthService } from './auth-service';
import { CurrentCompanyStore } from './current-company-store';
import { CurrentUserStore } from './current-user-store';
import { HttpClient } from './http-client';
import { Navigator } from './navigator';
import { Session } from './session';

@injectable()
export class AuthServiceImpl implements AuthService {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(Session) private readonly session: Session,
    @inject(CurrentUserStore) private readonly users: CurrentUserStore,
    @inject(CurrentCompanyStore) private readonly companies: CurrentCompanyStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(TokenRefresher) private readonly refresher: TokenRefresher,
  ) {}

  signIn(email: string, password: string): Promise<void> {
    return this.startSession(API_PATHS.signIn, { email, password });
  }

  acceptInvitation(token: string, name: string, password: string): Promise<void> {
    return this.startSession(API_PATHS.acceptInvitation, { token, name, password });
  }

  async completeProviderSignIn(providerQuery: string): Promise<string> {
    const answer = await this.http.post<ProviderSignInAnswer>(API_PATHS.providerSignIn, { query: providerQuery }, { skipStatusHandling: true });
    this.session.setAccessToken(answer.access_token);
    return answer.next;
  }

  signOut(): Promise<void> {
    return this.endSession(() => this.http.post<unknown>(API_PATHS.signOut, undefined, { skipStatusHandling: true }));
  }

  declineTerms(): Promise<void> {
    return this.endSession(() => this.http.get<unknown>(API_PATHS.signOut, { skipStatusHandling: true }));
  }

  refreshAccessToken(): Promise<string | null> {
    return this.refresher.refresh();
  }

  private async startSession(path: string, body: unknown): Promise<void> {
    // Refusals (401 wrong credentials, 410 a used link, 422 a refused password, 429) are the form's to
    // explain, not a reason to refresh a token.
    const answer = await this.http.post<AccessTokenAnswer>(path, body, { skipStatusHandling: true });
    this.session.setAccessToken(answer.access_token);
  }

  private async endSession(tellServer: () => Promise<unknown>): Promise<void> {
    try {
      await tellServer();
    } catch {
      // Signing out must always leave the user signed out here, even when the server cannot be told.
    }
    this.session.setAccessToken(null);
    this.session.setSessionToken(null);
    this.users.clear();
    this.companies.clear();
    this.navigator.navigate(this.session.logoutUrl);
  }
}
