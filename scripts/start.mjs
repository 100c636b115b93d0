// npm start: build the client when dist/ is missing or stale, then run the server in the
// foreground (PORT, TESSERA_DATA_DIR, DATABASE_URL as in the README). Signals pass through, and
// this process exits the way the server does.
import { spawn } from 'node:child_process';
import { ensureClientBuild, ROOT } from './lib/client-build.mjs';

const PREFIX = '[start]';

try {
  await ensureClientBuild((line) => console.log(`${PREFIX} ${line}`));
} catch (error) {
  console.error(`${PREFIX} The client build failed: ${error.message}. Fix the error above and run npm start again.`);
  process.exit(1);
}

console.log(`${PREFIX} Starting the server: node --import tsx server/main.ts`);
// The server gets its own process group, so a Ctrl+C reaches it once, from here, and not a second
// time from the terminal (a second SIGINT may mean "stop now" to a server that is shutting down).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  detached: true,
});

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** npm forwards the terminal's signal too: pass each kind on once per second at most. */
const lastForwarded = new Map();
for (const signal of FORWARDED) {
  process.on(signal, () => {
    const now = Date.now();
    if (now - (lastForwarded.get(signal) ?? 0) < 1000) return;
    lastForwarded.set(signal, now);
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`${PREFIX} Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) {
    for (const forwarded of FORWARDED) process.removeAllListeners(forwarded);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
