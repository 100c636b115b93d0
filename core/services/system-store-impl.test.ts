import { describe, expect, it } from 'vitest';
import type { SystemInfo } from '../domain/api-types';
import { FakeHttpClient, httpError } from '../testing/fake-http-client';
import { SystemStoreImpl } from './system-store-impl';

const SYSTEM: SystemInfo = {
  system_title: 'Tessera',
  support_email: 'support@tessera.test',
  eula_link: '/terms',
  favicon_image: null,
  browser_tab_text: 'Tessera',
  show_application_tours: true,
};

describe('SystemStoreImpl', () => {
  it('loads GET /api/system without credentials and without shell-wide redirects', async () => {
    const http = new FakeHttpClient(() => SYSTEM);
    const store = new SystemStoreImpl(http);
    await expect(store.load()).resolves.toEqual(SYSTEM);
    expect(http.calls[0]).toEqual({
      method: 'get',
      path: '/api/system',
      options: { withCredentials: false, skipStatusHandling: true },
    });
    expect(store.system).toEqual(SYSTEM);
  });

  it('stores null when the load fails', async () => {
    const store = new SystemStoreImpl(new FakeHttpClient(() => httpError(503)));
    await expect(store.load()).resolves.toBeNull();
    expect(store.system).toBeNull();
  });
});
