/**
 * startTestServer(): the real app on its own copy of the seeded template database, driven with inject().
 *
 *   const t = await startTestServer();
 *   const editor = await t.signIn('editor@acme.test');
 *   const res = await editor.get('/api/projects.json', { query: { search: 'acme' } });
 *   await t.close();
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { inProcessConfig, type ServerConfig } from '../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { DEMO_PASSWORD, type DemoSeed } from '../../server/db/seed';
import { ApiClient, type ApiClientOptions } from './api-client';
import { withDatabase } from './api-template';

export { ApiClient } from './api-client';
export type { ApiClientOptions, ApiResponse, RequestOptions } from './api-client';
export { DEMO_PASSWORD };

export const TEST_RELEASE_TAG = 'test-release';

export interface TestServerOptions {
  /** Overrides of the server configuration (e.g. staticDir for the SPA tests). */
  config?: Partial<ServerConfig>;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  kind: DatabaseHandle['kind'];
  config: ServerConfig;
  /** Ids of the demo rows: companies, users, project, section, modules, attributes. */
  seed: DemoSeed;
  /** A client with its XSRF cookie and header set up, not signed in. */
  anonymous: ApiClient;
  /** Signs in (password tessera-demo unless given) and answers a client with the session cookie and bearer token. */
  signIn(email: string, password?: string): Promise<ApiClient>;
  /** A client for odd cases: a given token or none, without the XSRF header, another address. */
  client(options?: ApiClientOptions): ApiClient;
  close(): Promise<void>;
}

function uniqueName(): string {
  return `${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

async function copyDatabase(): Promise<{ handle: DatabaseHandle; dataDir: string; drop(): Promise<void> }> {
  const template = inject('apiTemplate');
  const name = uniqueName();
  if (template.kind === 'pglite') {
    // The database lives in memory; the folder is the data dir for anything else (uploaded files).
    const dataDir = resolve(template.runsDir, name);
    await mkdir(dataDir, { recursive: true });
    const handle = await openDatabase({ loadDataDir: new Blob([await readFile(template.dumpFile)]) });
    return { handle, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const database = `tessera_api_${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: template.databaseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${database} TEMPLATE ${template.templateName}`);
  const handle = await openDatabase({ databaseUrl: withDatabase(template.databaseUrl, database) });
  const dataDir = resolve(template.runsDir, name);
  return { handle, dataDir, drop: () => admin(`DROP DATABASE IF EXISTS ${database}`) };
}

export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return inProcessConfig(dataDir, { releaseTag: TEST_RELEASE_TAG, runtimeConfig: { releaseTag: TEST_RELEASE_TAG }, ...overrides });
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { seed } = inject('apiTemplate');
  const database = await copyDatabase();
  const config = testConfig(database.dataDir, options.config);
  let app: FastifyInstance;
  try {
    app = await buildApp({ db: database.handle.db, config });
  } catch (error) {
    await database.handle.close();
    await database.drop();
    throw error;
  }

  const client = (clientOptions?: ApiClientOptions) => new ApiClient(app, clientOptions);
  // Like a browser's first visit: any GET hands out the XSRF cookie.
  const withXsrf = async (c: ApiClient) => {
    await c.get('/api/system.json');
    return c;
  };

  return {
    app,
    db: database.handle.db,
    kind: database.handle.kind,
    config,
    seed,
    anonymous: await withXsrf(client()),
    client,
    async signIn(email, password = DEMO_PASSWORD) {
      const c = await withXsrf(client());
      const res = await c.post('/api/oauth/sessions.json', { email, password });
      if (res.statusCode !== 200) {
        throw new Error(`Sign-in as ${email} failed with ${res.statusCode}: ${res.body}`);
      }
      c.token = (res.json() as { access_token: string }).access_token;
      return c;
    },
    async close() {
      await app.close();
      await database.handle.close();
      await database.drop();
    },
  };
}
