// Child processes for the scripts: output passes straight through, failures reject.
import { spawn } from 'node:child_process';

/**
 * Runs a command to completion; resolves on exit code 0, rejects otherwise. With `timeoutMs`, a command still
 * running then is stopped, with everything it started, and the run rejects saying so: a test process stuck in one
 * synchronous call never reaches its own timeouts, and would otherwise hold the whole run until CI's limit.
 */
export function run(command, args, { timeoutMs, ...options } = {}) {
  return new Promise((resolve, reject) => {
    // In a process group of its own when it may have to be stopped, so that its workers stop with it.
    const child = spawn(command, args, { stdio: 'inherit', detached: timeoutMs !== undefined, ...options });
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            stopGroup();
          }, timeoutMs);
    // Detached, the group no longer hears the terminal's Ctrl+C: pass it on.
    const onInterrupt = () => {
      stopGroup();
      process.exit(130);
    };
    if (timer) process.once('SIGINT', onInterrupt);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.removeListener('SIGINT', onInterrupt);
      const commandLine = [command, ...args].join(' ');
      if (timedOut) reject(new Error(`${commandLine} was still running after ${formatDuration(timeoutMs)} and was stopped`));
      else if (code === 0) resolve();
      else reject(new Error(`${commandLine} ${signal ? `was stopped by ${signal}` : `exited with code ${code}`}`));
    });
  });
}

/** Milliseconds as "12.3 s" or "2 min 05 s". */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.floor(seconds % 60)).padStart(2, '0')} s`;
}
