import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../core/services/http-client';
import { I18nService } from '../core/services/i18n-service';
import { ServicesProvider, useService } from './services-context';
import { createTestServices } from './test-support/render-with-services';

describe('useService', () => {
  it('gives the service bound to a token, typed by the token', () => {
    const services = createTestServices();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServicesProvider container={services.container}>{children}</ServicesProvider>
    );
    const { result } = renderHook(() => useService(HttpClient), { wrapper });
    const http: HttpClient = result.current;
    expect(http).toBe(services.http);
  });

  it('does not compile when asked for one service with another service’s token (tsc checks the line below)', () => {
    const useTheWrongService = () =>
      // @ts-expect-error I18nService's token resolves to an I18nService, not an HttpClient
      useService<HttpClient>(I18nService);
    expect(typeof useTheWrongService).toBe('function');
  });
});
