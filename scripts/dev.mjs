// npm run dev: the server (restarted by tsx when its files change) and Vite's dev server with hot
// reload, which proxies /api and /runtime-config.json to it. Open http://localhost:5173.
// Ctrl+C stops both; when one of them exits, the other is stopped too.
// The children share our process group, so a Ctrl+C in the terminal reaches them directly; sending it
// again would make tsx kill the server in the middle of closing its database.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/client-build.mjs';

let stopping = false;
const bin = (...path) => join(ROOT, 'node_modules', ...path);
const children = [
  ['server', [bin('tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts']],
  ['vite', [bin('vite', 'bin', 'vite.js')]],
].map(([name, args]) => {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}).`);
    if (!stopping) {
      stopping = true;
      stopAll();
    }
    process.exitCode = code ?? 0;
  });
  return child;
});

console.log(`[dev] API on http://localhost:${process.env.PORT ?? 3000}, app with hot reload on http://localhost:5173`);

function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

process.on('SIGINT', () => {
  stopping = true;
  // In case the SIGINT was sent to this process alone, not to the terminal's process group.
  setTimeout(() => stopAll(), 5000).unref();
});
for (const signal of ['SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    stopAll(signal);
  });
}
