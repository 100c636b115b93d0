import { resolveService } from './service-token';
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContainer } from '../create-container';
import type { RuntimeConfig } from '../domain/runtime-config';
import { HttpTransport } from '../http/http-transport';
import { json, pathOf, type FakeRoute } from '../testing/fake-fetch';
import { kernelWithFakeServer } from '../testing/kernel-with-fake-server';
import { testRuntimeConfig } from '../testing/runtime-config';
import { HttpClient, HttpError } from './http-client';
import { Session } from './session';
import { TransferCounters } from './transfer-counters';
import { UpdateNotice } from './update-notice';

function setup(route: FakeRoute, config: Partial<RuntimeConfig> = {}) {
  const { container, ...spies } = kernelWithFakeServer(route, config);
  return {
    http: resolveService(container, HttpClient),
    session: resolveService(container, Session),
    counters: resolveService(container, TransferCounters),
    updateNotice: resolveService(container, UpdateNotice),
    ...spies,
  };
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('HttpClientImpl request conventions', () => {
  it('adds the bearer token, session token, proxy override and anti-forgery headers', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    document.cookie = 'proxy_override=blue; path=/';
    const { http, session, requests } = setup(() => json(200, { ok: true }));
    session.setAccessToken('token-1');
    session.setSessionToken('MTJ8c2VjcmV0');

    await expect(http.post('/api/projects.json', { name: 'A' })).resolves.toEqual({ ok: true });

    const sent = requests[0];
    expect(sent.headers.get('authorization')).toBe('Bearer token-1');
    expect(sent.headers.get('x-session-token')).toBe('MTJ8c2VjcmV0');
    expect(sent.headers.get('x-proxy-override')).toBe('blue');
    expect(sent.headers.get('x-xsrf-token')).toBe('xsrf-123');
    expect(sent.credentials).toBe('include');
    expect(await sent.json()).toEqual({ name: 'A' });
  });

  it('sends the body of a DELETE that has one', async () => {
    const { http, requests } = setup(() => json(200, { deleted: true }));

    await http.delete('/api/current_user.json', { body: { email: 'a@acme.test' } });

    expect(requests[0].method).toBe('DELETE');
    expect(await requests[0].json()).toEqual({ email: 'a@acme.test' });
  });

  it('sends the anti-forgery header to the configured backend but not to a third party', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    const { http, requests } = setup(() => json(200, {}), { backendUrl: 'https://api.example.test/' });

    await http.get('/api/system');
    await http.get('https://cdn.example.org/image.png');

    expect(requests[0].url).toBe('https://api.example.test/api/system');
    expect(requests[0].headers.get('x-xsrf-token')).toBe('xsrf-123');
    expect(requests[1].headers.get('x-xsrf-token')).toBeNull();
  });

  it('sends at once through XMLHttpRequest, not waiting on the browser’s Cookie Store for the anti-forgery cookie', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    // Chromium's Cookie Store answers only when the page's thread is free; this one never does.
    Object.defineProperty(window, 'cookieStore', { configurable: true, value: { get: () => new Promise(() => undefined) } });
    const headers = new Map<string, string>();
    vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation((name, value) => void headers.set(name.toLowerCase(), value));
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    const container = createContainer(testRuntimeConfig());
    container.bind(HttpTransport).toConstantValue({ adapter: 'xhr' });
    try {
      void resolveService(container, HttpClient).post('/api/projects.json', { name: 'A' });
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(headers.get('x-xsrf-token')).toBe('xsrf-123');
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
      vi.restoreAllMocks();
    }
  });

  it('leaves out the headers whose value is missing', async () => {
    const { http, requests } = setup(() => json(200, {}));
    await http.get('/api/projects.json');
    const sent = requests[0];
    expect(sent.headers.get('authorization')).toBeNull();
    expect(sent.headers.get('x-session-token')).toBeNull();
    expect(sent.headers.get('x-proxy-override')).toBeNull();
  });

  it('serialises query parameters, joining lists with commas and dropping undefined', async () => {
    const { http, requests } = setup(() => json(200, []));
    await http.get('/api/projects/1/entity_values.json', { params: { ids: [1, 2, 3], search: undefined, page: 2 } });
    expect(new URL(requests[0].url).search).toBe('?ids=1%2C2%2C3&page=2');
  });

  it('sends GET /api/system-style requests without cookies when asked', async () => {
    const { http, requests } = setup(() => json(200, {}));
    await http.get('/api/system', { withCredentials: false });
    expect(requests[0].credentials).not.toBe('include');
  });

  it('answers a blob for getBlob', async () => {
    const { http } = setup(() => new Response('png-bytes', { status: 200, headers: { 'content-type': 'image/png' } }));
    const blob = await http.getBlob('/uploads/1.png');
    // Node's fetch makes the Blob, so compare by behaviour rather than by jsdom's Blob class.
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('png-bytes');
  });

  it('reads the JSON error body of a failed blob request', async () => {
    const { http } = setup(() => json(422, { message: 'image too large' }));
    await expect(http.getBlob('/uploads/1.png')).rejects.toMatchObject({
      status: 422,
      message: 'image too large',
      body: { message: 'image too large' },
    });
  });
});

describe('HttpClientImpl on 401', () => {
  it('refreshes the token once for three parallel 401s and retries all three with the new token', async () => {
    let refreshes = 0;
    const { http, session, requests } = setup((request) => {
      if (pathOf(request) === '/api/oauth/tokens.json') {
        refreshes += 1;
        return json(200, { access_token: 'fresh', expires_in: 900 });
      }
      return request.headers.get('authorization') === 'Bearer fresh'
        ? json(200, { path: pathOf(request) })
        : json(401, { message: 'expired' });
    });
    session.setAccessToken('stale');

    const answers = await Promise.all([http.get('/api/a'), http.get('/api/b'), http.post('/api/c', {})]);

    expect(refreshes).toBe(1);
    expect(answers).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }]);
    expect(session.accessToken).toBe('fresh');
    const refresh = requests.find((r) => pathOf(r) === '/api/oauth/tokens.json');
    expect(refresh?.credentials).toBe('include');
    expect(refresh?.headers.get('authorization')).toBeNull();
    expect(requests.filter((r) => r.headers.get('authorization') === 'Bearer fresh')).toHaveLength(3);
  });

  it('clears the token and rejects every waiting request when the refresh fails', async () => {
    let refreshes = 0;
    const { http, session } = setup((request) => {
      if (pathOf(request) === '/api/oauth/tokens.json') refreshes += 1;
      return json(401, { message: 'Sign in to continue.' });
    });
    session.setAccessToken('stale');

    const results = await Promise.allSettled([http.get('/api/a'), http.get('/api/b')]);

    expect(refreshes).toBe(1);
    expect(session.accessToken).toBeNull();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as HttpError;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason.status).toBe(401);
      expect(reason.message).toBe('Sign in to continue.');
    }
  });

  it('does not refresh a second time for a request that fails again after its retry', async () => {
    let refreshes = 0;
    const { http } = setup((request) => {
      if (pathOf(request) === '/api/oauth/tokens.json') {
        refreshes += 1;
        return json(200, { access_token: `fresh-${refreshes}`, expires_in: 900 });
      }
      return json(401, {});
    });

    await expect(http.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
  });

  it('leaves a 401 to a caller that opted out', async () => {
    const { http, requests } = setup(() => json(401, { message: 'wrong password' }));
    await expect(http.post('/api/oauth/sessions.json', {}, { skipStatusHandling: true })).rejects.toMatchObject({
      status: 401,
      message: 'wrong password',
    });
    expect(requests).toHaveLength(1);
  });
});

describe('HttpClientImpl status handling', () => {
  it('402 leaves for the location header and is not reported', async () => {
    const { http, assign, capture } = setup(() =>
      json(402, { message: 'payment required' }, { location: 'https://billing.example.test/renew' }),
    );
    await expect(http.get('/api/projects.json')).rejects.toMatchObject({ status: 402 });
    expect(assign).toHaveBeenCalledWith('https://billing.example.test/renew');
    expect(capture).not.toHaveBeenCalled();
  });

  it('402 without a location only rejects', async () => {
    const { http, assign } = setup(() => json(402, {}));
    await expect(http.get('/api/projects.json')).rejects.toMatchObject({ status: 402 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('403 clears the token and goes to the remembered logout URL', async () => {
    const { http, session, navigate } = setup(() => json(403, { message: 'not allowed' }));
    session.setAccessToken('token-1');
    session.setLogoutUrl('/login/acme');

    await expect(http.get('/api/projects/1.json')).rejects.toMatchObject({ status: 403, message: 'not allowed' });

    expect(session.accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login/acme', undefined);
  });

  it('403 goes to / when no logout URL is remembered', async () => {
    const { http, navigate } = setup(() => json(403, {}));
    await expect(http.get('/api/projects/1.json')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('403 opted out keeps the token and stays put', async () => {
    const { http, session, navigate } = setup(() => json(403, {}));
    session.setAccessToken('token-1');
    await expect(http.get('/api/x', { skipStatusHandling: true })).rejects.toMatchObject({ status: 403 });
    expect(session.accessToken).toBe('token-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('404 goes to /not-found unless opted out', async () => {
    const { http, navigate, capture } = setup(() => json(404, { message: 'No such project.' }));
    await expect(http.get('/api/projects/9.json')).rejects.toMatchObject({ status: 404, message: 'No such project.' });
    expect(navigate).toHaveBeenCalledWith('/not-found', { replace: true });

    navigate.mockClear();
    await expect(http.get('/api/projects/9.json', { skipStatusHandling: true })).rejects.toMatchObject({ status: 404 });
    expect(navigate).not.toHaveBeenCalled();
    expect(capture).not.toHaveBeenCalled();
  });

  it('503 goes to /maintenance', async () => {
    const { http, navigate } = setup(() => json(503, { message: 'maintenance' }));
    await expect(http.get('/api/projects.json')).rejects.toMatchObject({ status: 503 });
    expect(navigate).toHaveBeenCalledWith('/maintenance', { replace: true });
  });

  it('rejects a 422 with its body and does not report it', async () => {
    const body = { error: 'Unprocessable Entity', message: 'name is required', statusCode: 422, fields: [] };
    const { http, capture, navigate } = setup(() => json(422, body));
    const error = await http.post('/api/projects.json', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, message: 'name is required', body });
    expect(capture).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects and reports a 500', async () => {
    const { http, capture } = setup(() => json(500, { message: 'boom' }));
    await expect(http.get('/api/projects.json')).rejects.toMatchObject({ status: 500, message: 'boom' });
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture.mock.calls[0][0]).toBeInstanceOf(HttpError);
  });

  it('rejects and reports a network failure with status 0', async () => {
    const { http, capture } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(http.get('/api/projects.json')).rejects.toMatchObject({ status: 0 });
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('hands an aborted request back untouched and reports nothing', async () => {
    const { http, capture, counters } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = http.get('/api/slow', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(capture).not.toHaveBeenCalled();
    expect(await firstValueFrom(counters.downloads$)).toBe(0);
  });
});

describe('HttpClientImpl side channels', () => {
  it('reports every response’s release version to the update notice', async () => {
    let version = 'release-1';
    const { http, updateNotice } = setup(() => json(200, {}, { 'app-release-version': version }));
    const seen: boolean[] = [];
    updateNotice.updateAvailable$.subscribe((value) => seen.push(value));

    await http.get('/api/a');
    version = 'release-2';
    await http.get('/api/b');

    expect(seen).toEqual([false, true]);
  });

  it('reads the release version from error responses too', async () => {
    const { http, updateNotice } = setup(() => json(422, {}, { 'app-release-version': 'release-9' }));
    await http.post('/api/a', {}).catch(() => undefined);
    expect(await firstValueFrom(updateNotice.updateAvailable$)).toBe(true);
  });

  it('counts GET as a download and other methods as uploads, back to zero after success and failure', async () => {
    const releases: Array<() => void> = [];
    const { http, counters } = setup(
      (request) =>
        new Promise<Response>((resolve) => {
          releases.push(() => resolve(request.method === 'GET' ? json(200, {}) : json(500, {})));
        }),
    );
    const downloads: number[] = [];
    const uploads: number[] = [];
    counters.downloads$.subscribe((n) => downloads.push(n));
    counters.uploads$.subscribe((n) => uploads.push(n));

    const calls = [http.get('/api/a'), http.put('/api/b', {}), http.delete('/api/c'), http.post('/api/d', {})];
    await vi.waitFor(() => expect(releases).toHaveLength(4));
    expect(downloads.at(-1)).toBe(1);
    expect(uploads.at(-1)).toBe(3);

    releases.forEach((release) => release());
    await Promise.allSettled(calls);

    expect(downloads).toEqual([0, 1, 0]);
    expect(uploads).toEqual([0, 1, 2, 3, 2, 1, 0]);
  });
});
