/** The Content-Security-Policy, referrer policy, HSTS and no-store headers (framing itself: framing.test.ts). */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_RELEASE_TAG, type TestServer } from './harness';

const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

let plain: TestServer;
let https: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'tessera-headers-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  plain = await startTestServer({ config: { staticDir: distDir } });
  https = await startTestServer({
    config: {
      staticDir: distDir,
      runtimeConfig: {
        releaseTag: TEST_RELEASE_TAG,
        frontendUrl: 'https://tessera.example.com',
        backendUrl: 'https://api.example.com/base/',
        socketsUrl: 'wss://live.example.com/cable',
        errorReportingKey: 'https://public1234@o42.ingest.sentry.io/77',
      },
    },
  });
});

afterAll(async () => {
  await plain?.close();
  await https?.close();
  await rm(distDir, { recursive: true, force: true });
});

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('the Content-Security-Policy', () => {
  it('allows scripts from this origin only, inline styles (emotion), data:/blob: images, on pages and API answers', async () => {
    for (const res of [await plain.anonymous.get('/projects/1', html), await plain.anonymous.get('/api/system.json')]) {
      const policy = directives(res.headers['content-security-policy'] as string);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('lets the client reach the configured backend, sockets and error-reporting hosts, and nothing else', async () => {
    const policy = directives((await https.anonymous.get('/', html)).headers['content-security-policy'] as string);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'wss://live.example.com', 'https://o42.ingest.sentry.io']);
  });

  it('keeps the policy, without frame-ancestors, on embed pages', async () => {
    const policy = directives((await plain.anonymous.get('/embed/projects/x/risks/y', html)).headers['content-security-policy'] as string);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.has('frame-ancestors')).toBe(false);
  });
});

describe('other security headers', () => {
  it('sends strict-origin-when-cross-origin everywhere, and HSTS only when the frontend URL is https', async () => {
    const plainAnswers = [await plain.anonymous.get('/', html), await plain.anonymous.get('/api/system.json')];
    for (const res of plainAnswers) {
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    for (const res of [await https.anonymous.get('/', html), await https.anonymous.get('/api/no-such-call.json')]) {
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    }
  });

  it('marks API answers no-store, successes and errors alike, but not the runtime config, the docs or the page', async () => {
    const editor = await plain.signIn('editor@acme.test');
    for (const res of [
      await editor.get('/api/current_user.json'),
      await editor.get('/api/projects.json'),
      await plain.anonymous.get('/api/current_user.json'),
      await plain.anonymous.get('/api/no-such-call.json'),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await plain.anonymous.get('/runtime-config.json')).headers['cache-control']).toBe('no-cache');
    expect((await plain.anonymous.get('/', html)).headers['cache-control']).toBe('no-cache');
    expect((await plain.anonymous.get('/api/docs/json')).headers['cache-control']).not.toBe('no-store');
  });
});
