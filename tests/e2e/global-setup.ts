import { ensureClientBuild } from '../../scripts/lib/client-build.mjs';

/** The server serves dist/: build the client once, before any worker starts a server. */
export default async function globalSetup(): Promise<void> {
  await ensureClientBuild((line) => console.log(`[e2e] ${line}`));
}
