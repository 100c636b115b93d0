/**
 * useSignedInServer(): the usual setup of a workspace API test file, one server with every demo user signed in.
 *
 *   const { t, as, seed, onboarding } = useSignedInServer();
 *   it('...', async () => { expectStatus(await as.editor.get(`/api/projects/${onboarding}.json`), 200); });
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { DemoSeed } from '../../../server/db/seed';
import { startTestServer, type TestServer, type TestServerOptions } from '../harness';
import { signInAll, type Actors } from './workspace';

export interface SignedInServer {
  /** The server of this test file. */
  t: TestServer;
  /** One client per demo user. */
  as: Actors;
  /** Ids of the demo rows, the same in every copy of the template database: known before the server starts. */
  seed: DemoSeed;
  /** The id of the demo project "Acme onboarding" (seed.project.onboarding), where most tests work. */
  onboarding: number;
}

/**
 * Registers the beforeAll that starts the server and signs everyone in, and the afterAll that closes it.
 * `t` and `as` are filled in by that beforeAll (so the file can destructure them once at the top): read
 * them in hooks and tests, not while the file loads. A file's own beforeAll, registered after this call,
 * runs after it.
 */
export function useSignedInServer(options: TestServerOptions = {}): SignedInServer {
  const t = {} as TestServer;
  const as = {} as Actors;
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
    Object.assign(t, started);
    Object.assign(as, await signInAll(started));
  });
  afterAll(async () => {
    await started?.close();
  });
  const { seed } = inject('apiTemplate');
  return { t, as, seed, onboarding: seed.project.onboarding };
}
