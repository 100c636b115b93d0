import { describe, expect, it } from 'vitest';
import { createContainer } from '../create-container';
import { testRuntimeConfig } from '../testing/runtime-config';
import { HttpClient } from './http-client';
import { I18nService } from './i18n-service';
import { resolveService, serviceToken, type ServiceToken } from './service-token';

describe('serviceToken', () => {
  it('is the global symbol of its name, so inversify binds under it as before', () => {
    expect(serviceToken<HttpClient>('HttpClient')).toBe(Symbol.for('HttpClient'));
    expect(HttpClient).toBe(Symbol.for('HttpClient'));
  });

  it('types the service it resolves to (checked by the compiler: `tsc` fails if a line below stops being an error)', () => {
    const container = createContainer(testRuntimeConfig());
    const http: HttpClient = resolveService(container, HttpClient);
    expect(typeof http.get).toBe('function');

    // @ts-expect-error a token of one service cannot be asked for as another
    const mismatched: ServiceToken<HttpClient> = I18nService;
    // @ts-expect-error the service a token resolves to is its own type, not another's
    const wrongType: HttpClient = resolveService(container, I18nService);
    expect([mismatched, wrongType]).toHaveLength(2);
  });
});
