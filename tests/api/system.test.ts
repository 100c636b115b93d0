import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_ENV } from '../../core/domain/runtime-config';
import { startTestServer, TEST_RELEASE_TAG, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('GET /api/system', () => {
  it('answers the system info without credentials', async () => {
    const res = await t.client().get('/api/system');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      system_title: expect.any(String),
      support_email: expect.any(String),
      eula_link: expect.any(String),
      browser_tab_text: expect.any(String),
      show_application_tours: expect.any(Boolean),
    });
    expect(res.json()).toHaveProperty('favicon_image');
  });

  it('answers the .json form too, and ignores a bad bearer token', async () => {
    const res = await t.client({ token: 'not-a-token' }).get('/api/system.json');
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /runtime-config.json', () => {
  it('answers every runtime configuration name, defaulting URLs to the server origin', async () => {
    const res = await t.client().get('/runtime-config.json', { headers: { host: 'tessera.example:8080' } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(RUNTIME_CONFIG_ENV).sort());
    expect(body.frontendUrl).toBe('http://tessera.example:8080');
    expect(body.backendUrl).toBe('http://tessera.example:8080');
    expect(body.releaseTag).toBe(TEST_RELEASE_TAG);
    expect(body.socketsUrl).toBe('');
    expect(body.errorReportingKey).toBe('');
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and lists the routes with their schemas', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/oauth/sessions.json']).toHaveProperty('post');
    expect(doc.paths['/api/current_user.json']).toHaveProperty('put');
    expect(doc.paths['/api/current_user']).toBeUndefined();
  });

  it('documents the error shape of data calls', async () => {
    const doc = (await t.client().get('/api/docs/json')).json() as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> } }>;
    };
    const errors = doc.paths['/api/current_user.json'].get.responses['4XX'];
    expect(Object.keys(errors.content['application/json'].schema.properties).sort()).toEqual(['code', 'error', 'fields', 'location', 'message', 'params', 'statusCode']);
  });

  it('serves the documentation page at /api/docs', async () => {
    const res = await t.client().get('/api/docs/', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
