/**
 * Chromium CPU profiles of a bench's phases, for finding where the time goes when the figures alone do not
 * say: with BENCH_PROFILE=<folder>, `recordCpuProfile(page, name)` starts the profiler and its answer stops
 * it and writes <folder>/<name>.cpuprofile (open it in Chromium's DevTools, Performance panel). Without
 * BENCH_PROFILE it does nothing, so the figures are measured without the profiler's overhead.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const SAMPLING_INTERVAL_US = 100;

export async function recordCpuProfile(page: Page, name: string): Promise<() => Promise<void>> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return async () => undefined;
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await session.send('Profiler.start');
  return async () => {
    const { profile } = await session.send('Profiler.stop');
    await session.detach();
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
  };
}
