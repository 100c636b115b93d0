import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_VERSION_HEADER } from '../../core/domain/http-conventions';
import { startTestServer, TEST_RELEASE_TAG, type TestServer } from './harness';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1234.js"></script></body></html>';
/** A script big enough for the build to keep compressed copies of it. */
const VENDOR_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))};`;

let t: TestServer;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'tessera-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'assets', 'app-1234.js'), 'console.log("tessera");');
  await writeFile(join(distDir, 'assets', 'vendor-5678.js'), VENDOR_JS);
  await writeFile(join(distDir, 'assets', 'vendor-5678.js.br'), brotliCompressSync(VENDOR_JS));
  await writeFile(join(distDir, 'assets', 'vendor-5678.js.gz'), gzipSync(VENDOR_JS));
  t = await startTestServer({ config: { staticDir: distDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

describe('the app-release-version header', () => {
  it('is on every response: success, 401, 403, 404, 422, 400 and static files', async () => {
    const editor = await t.signIn('editor@acme.test');
    const responses = [
      await t.anonymous.get('/api/system.json'),
      await t.anonymous.get('/api/current_user.json'),
      await t.client().post('/api/oauth/sessions.json', { email: 'a@b.c', password: 'x' }),
      await t.anonymous.get('/api/no-such-thing.json'),
      await editor.put('/api/current_user.json', { accepted_eula: 'yes' }),
      await editor.put('/api/current_user.json', '{not json', { headers: { 'content-type': 'application/json' } }),
      await t.anonymous.get('/assets/app-1234.js'),
      await t.anonymous.get('/projects/1', html),
      await t.anonymous.get('/runtime-config.json'),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 403, 404, 422, 400, 200, 200, 200]);
    for (const res of responses) expect(res.headers[RELEASE_VERSION_HEADER]).toBe(TEST_RELEASE_TAG);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404, also when the browser asks for HTML', async () => {
    for (const options of [undefined, html]) {
      const res = await t.anonymous.get('/api/no-such-thing.json', options);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', code: 'notFound', message: expect.stringMatching(/was not found/), statusCode: 404 });
    }
  });

  it('answers 415, not 500, to a body of an unknown content type', async () => {
    const editor = await t.signIn('editor@acme.test');
    const res = await editor.put('/api/current_user.json', 'name=x', { headers: { 'content-type': 'text/x-unknown' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, error: 'unsupported_media_type' });
  });

  it('answers 401 for a data route even when its path is misspelt only by a trailing slash', async () => {
    const res = await t.anonymous.get('/api/current_company/');
    expect(res.statusCode).toBe(401);
  });
});

describe('the built client', () => {
  it('serves index.html for the root and any client route a browser asks for', async () => {
    for (const path of ['/', '/projects/12/risks/4', '/login?next=%2F']) {
      const res = await t.anonymous.get(path, html);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves files as they are, and long-caches hashed assets', async () => {
    const res = await t.anonymous.get('/assets/app-1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("tessera");');
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('sends the build’s brotli or gzip copy to a browser that accepts it, and the script itself otherwise', async () => {
    const brotli = await t.anonymous.get('/assets/vendor-5678.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(VENDOR_JS);

    const gzip = await t.anonymous.get('/assets/vendor-5678.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(VENDOR_JS);

    const plain = await t.anonymous.get('/assets/vendor-5678.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR_JS);
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await t.anonymous.get('/assets/gone-999.js', { headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('does not fall back for writes', async () => {
    const res = await t.anonymous.post('/projects/1', {}, html);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('framing', () => {
  it('forbids framing of app pages and API answers', async () => {
    for (const res of [await t.anonymous.get('/projects/1', html), await t.anonymous.get('/api/system.json')]) {
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('lets any site frame pages under /embed/', async () => {
    const res = await t.anonymous.get('/embed/projects/MXxzZWNyZXQ=/risks/3', html);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy'] ?? '').not.toMatch(/frame-ancestors/);
  });
});

describe('without a built client', () => {
  it('answers page requests with a JSON 404', async () => {
    const bare = await startTestServer();
    try {
      const res = await bare.anonymous.get('/projects/1', html);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    } finally {
      await bare.close();
    }
  });
});
