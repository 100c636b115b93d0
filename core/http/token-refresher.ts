import axios from 'axios';
import { inject, injectable, optional } from 'inversify';
import { API_PATHS } from '../domain/api-paths';
import type { AccessTokenAnswer } from '../domain/api-types';
import { PROXY_OVERRIDE_COOKIE, PROXY_OVERRIDE_HEADER, RELEASE_VERSION_HEADER } from '../domain/http-conventions';
import { RuntimeConfigService } from '../services/runtime-config-service';
import { Session } from '../services/session';
import { UpdateNotice } from '../services/update-notice';
import { axiosDefaults } from './axios-config';
import { readCookie } from './cookies';
import { HttpTransport } from './http-transport';
import { responseHeader } from './response-headers';

/**
 * Fetches a fresh access token for the session cookie. Concurrent callers share one request, so a
 * burst of 401s costs one refresh. Shared by the HTTP client and the auth service.
 */
@injectable()
export class TokenRefresher {
  private inFlight: Promise<string | null> | null = null;

  constructor(
    @inject(RuntimeConfigService) private readonly runtime: RuntimeConfigService,
    @inject(Session) private readonly session: Session,
    @inject(UpdateNotice) private readonly updateNotice: UpdateNotice,
    @inject(HttpTransport) @optional() private readonly transport: HttpTransport | undefined,
  ) {}

  /** The new token, or null (and the old one cleared) when the session cannot be refreshed. */
  refresh(): Promise<string | null> {
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async fetchToken(): Promise<string | null> {
    try {
      // A bare axios call, outside the HTTP client, so a 401 here cannot start another refresh. It carries
      // no bearer: the expired one would only get in the way of the session cookie.
      const proxyOverride = readCookie(PROXY_OVERRIDE_COOKIE);
      const response = await axios.request<AccessTokenAnswer>({
        ...axiosDefaults(this.runtime.config, this.transport),
        method: 'get',
        url: API_PATHS.accessToken,
        headers: proxyOverride ? { [PROXY_OVERRIDE_HEADER]: proxyOverride } : undefined,
      });
      this.updateNotice.reportServerVersion(responseHeader(response, RELEASE_VERSION_HEADER));
      // 204 (no body): no session cookie, nobody is signed in.
      const token = response.data?.access_token || null;
      this.session.setAccessToken(token);
      return token;
    } catch {
      this.session.setAccessToken(null);
      return null;
    }
  }
}
