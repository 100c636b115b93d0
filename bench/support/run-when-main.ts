import { pathToFileURL } from 'node:url';

/** Runs the measurement when the bench file is the process's entry point (scripts/bench.mjs runs each file with node). */
export async function runWhenMain(moduleUrl: string, measure: () => Promise<unknown>): Promise<void> {
  if (process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href) await measure();
}
