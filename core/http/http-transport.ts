import { serviceToken, type ServiceToken } from '../services/service-token';
import type { AxiosRequestConfig } from 'axios';

/**
 * Optional override of how requests leave the client (an axios adapter or a fetch implementation).
 * Production leaves it unbound and axios picks XHR; unit tests bind a small in-memory fetch, so the
 * real axios pipeline (headers, anti-forgery, response parsing) still runs.
 */
export const HttpTransport: ServiceToken<HttpTransport> = serviceToken<HttpTransport>('HttpTransport');
export type HttpTransport = Pick<AxiosRequestConfig, 'adapter' | 'env'>;
