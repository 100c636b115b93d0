/**
 * Scheduled jobs in one API process at a time: on PostgreSQL a job another connection runs is skipped until it
 * ends, while other jobs run beside it; the embedded database (one process) just runs them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../server/db/client';
import { runAlone } from '../../server/db/job-lock';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

/** A job that runs until it is told to end. */
function heldJob() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  return { end, running, work: async () => { started(); await ended; return 'done'; } };
}

describe('runAlone', () => {
  it('skips a job while another connection runs it, runs other jobs meanwhile, and runs it again once it ended', async (context) => {
    if (databaseKind(t.db) === 'pglite') context.skip();
    const first = heldJob();
    const firstRun = runAlone(t.db, 'nightly-clean-up', first.work);
    await first.running;
    let ranTwice = false;
    expect(await runAlone(t.db, 'nightly-clean-up', async () => (ranTwice = true))).toBe('skipped');
    expect(ranTwice).toBe(false);
    expect(await runAlone(t.db, 'another-job', async () => 'other')).toBe('other');
    first.end();
    expect(await firstRun).toBe('done');
    expect(await runAlone(t.db, 'nightly-clean-up', async () => 'again')).toBe('again');
  });

  it('passes on what a failing job throws, and the lock goes with it', async () => {
    await expect(runAlone(t.db, 'failing-job', async () => { throw new Error('disk full'); })).rejects.toThrow('disk full');
    expect(await runAlone(t.db, 'failing-job', async () => 'recovered')).toBe('recovered');
  });

  it('runs every job directly on the embedded database, which only one process opens', async (context) => {
    if (databaseKind(t.db) !== 'pglite') context.skip();
    const first = heldJob();
    const firstRun = runAlone(t.db, 'nightly-clean-up', first.work);
    await first.running;
    expect(await runAlone(t.db, 'nightly-clean-up', async () => 'beside')).toBe('beside');
    first.end();
    expect(await firstRun).toBe('done');
  });
});
