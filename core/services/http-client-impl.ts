import axios, { isAxiosError, isCancel, type AxiosInstance, type AxiosResponse, type Method } from 'axios';
import { inject, injectable, optional } from 'inversify';
import { APP_PATHS } from '../domain/app-paths';
import { RELEASE_VERSION_HEADER } from '../domain/http-conventions';
import { axiosDefaults, xsrfHeader } from '../http/axios-config';
import { HttpTransport } from '../http/http-transport';
import { conventionHeaders } from '../http/request-headers';
import { responseHeader } from '../http/response-headers';
import { NETWORK_ERROR_STATUS, toHttpError } from '../http/to-http-error';
import { TokenRefresher } from '../http/token-refresher';
import { ErrorReporting } from './error-reporting';
import type { DeleteOptions, HttpClient, HttpError, RequestOptions } from './http-client';
import { Navigator } from './navigator';
import { RuntimeConfigService } from './runtime-config-service';
import { Session } from './session';
import { TransferCounters } from './transfer-counters';
import { UpdateNotice } from './update-notice';

interface Call {
  method: Method;
  path: string;
  body?: unknown;
  options: RequestOptions;
  responseType?: 'blob';
}

@injectable()
export class HttpClientImpl implements HttpClient {
  private readonly axios: AxiosInstance;
  private readonly backendUrl: string;

  constructor(
    @inject(RuntimeConfigService) runtime: RuntimeConfigService,
    @inject(Session) private readonly session: Session,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(ErrorReporting) private readonly errorReporting: ErrorReporting,
    @inject(UpdateNotice) private readonly updateNotice: UpdateNotice,
    @inject(TransferCounters) private readonly counters: TransferCounters,
    @inject(TokenRefresher) private readonly refresher: TokenRefresher,
    @inject(HttpTransport) @optional() transport: HttpTransport | undefined,
  ) {
    this.axios = axios.create(axiosDefaults(runtime.config, transport));
    this.backendUrl = runtime.config.backendUrl;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.call<T>({ method: 'get', path, options });
  }

  getBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
    return this.call<Blob>({ method: 'get', path, options, responseType: 'blob' });
  }

  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.call<T>({ method: 'post', path, body, options });
  }

  put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.call<T>({ method: 'put', path, body, options });
  }

  delete<T>(path: string, { body, ...options }: DeleteOptions = {}): Promise<T> {
    return this.call<T>({ method: 'delete', path, body, options });
  }

  private async call<T>(call: Call): Promise<T> {
    const end = this.counters.begin(call.method === 'get' ? 'download' : 'upload');
    try {
      const response = await this.sendWithRefresh<T>(call, false);
      call.options.onHeaders?.((name) => responseHeader(response, name));
      return response.data;
    } catch (error) {
      // An abort is the caller's own doing: hand it back untouched and tell nobody.
      if (isCancel(error)) throw error;
      const httpError = await toHttpError(error);
      this.handleFailure(httpError, call, isAxiosError(error) ? error.response : undefined);
      throw httpError;
    } finally {
      end();
    }
  }

  /** One send; on a 401, one refresh (shared with every other request that failed meanwhile) and one retry. */
  private async sendWithRefresh<T>(call: Call, retried: boolean): Promise<AxiosResponse<T>> {
    const tokenSent = this.session.accessToken;
    try {
      const response = await this.send<T>(call);
      this.updateNotice.reportServerVersion(responseHeader(response, RELEASE_VERSION_HEADER));
      return response;
    } catch (error) {
      const response = isAxiosError(error) ? error.response : undefined;
      this.updateNotice.reportServerVersion(responseHeader(response, RELEASE_VERSION_HEADER));
      if (response?.status !== 401 || call.options.skipStatusHandling || retried) throw error;
      // A token that changed while this request was out was refreshed by another one: just use it.
      const current = this.session.accessToken;
      const token = current && current !== tokenSent ? current : await this.refresher.refresh();
      if (!token) throw error;
      return this.sendWithRefresh<T>(call, true);
    }
  }

  private send<T>(call: Call): Promise<AxiosResponse<T>> {
    const { options } = call;
    return this.axios.request<T>({
      method: call.method,
      url: call.path,
      data: call.body,
      params: options.params,
      signal: options.signal,
      responseType: call.responseType,
      withCredentials: options.withCredentials ?? true,
      headers: {
        ...options.headers,
        ...conventionHeaders(this.session),
        ...xsrfHeader(this.axios.getUri({ url: call.path }), this.backendUrl),
      },
    });
  }

  /** Shell-wide handling of screens-and-editor.md §8; the caller still gets the rejection. */
  private handleFailure(error: HttpError, call: Call, response: AxiosResponse | undefined): void {
    const handled = !call.options.skipStatusHandling;
    switch (error.status) {
      case 401:
        return;
      case 402: {
        const location = responseHeader(response, 'location');
        if (location) this.navigator.assign(location);
        return;
      }
      case 403:
        if (handled) {
          this.session.setAccessToken(null);
          this.navigator.navigate(this.session.logoutUrl || APP_PATHS.home);
        }
        return;
      case 404:
        if (handled) this.navigator.navigate(APP_PATHS.notFound, { replace: true });
        return;
      case 503:
        this.navigator.navigate(APP_PATHS.maintenance, { replace: true });
        return;
      default:
        // A 4xx answers the caller's own request; only server faults and lost connections are ours to hear of.
        if (error.status === NETWORK_ERROR_STATUS || error.status >= 500) {
          this.errorReporting.capture(error, { method: call.method, path: call.path, status: error.status });
        }
    }
  }
}
