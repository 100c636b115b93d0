import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** First start creates, migrates and seeds the embedded database; later starts only open it. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

/** A free loopback port, as the OS hands it out. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Could not get a free port'));
      });
    });
  });
}

/**
 * The real server (`node --import tsx server/main.ts`) on a loopback port and its own data folder.
 * `restart()` stops it and starts it again on the same port and the same data folder.
 */
export class TesseraServer {
  readonly dataDir: string;
  readonly logPath: string;
  private child: ChildProcess | null = null;
  private log: WriteStream | null = null;
  private starts = 0;

  private constructor(
    readonly port: number,
    private readonly tempDir: string,
    private readonly env: Readonly<Record<string, string>>,
  ) {
    this.dataDir = join(tempDir, 'data');
    this.logPath = join(tempDir, 'server.log');
  }

  /** Starts a server on a free port and a fresh, empty data folder (so the demo is seeded); `env` adds settings. */
  static async start(env: Readonly<Record<string, string>> = {}): Promise<TesseraServer> {
    const tempDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
    const server = new TesseraServer(await freePort(), tempDir, env);
    await server.launch();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  /** Stops the server (SIGTERM, then SIGKILL after STOP_TIMEOUT_MS). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await new Promise<void>((done) => (this.log ? this.log.end(done) : done()));
    this.log = null;
  }

  /** Stops the server and removes its data folder. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.tempDir, { recursive: true, force: true });
  }

  /** The server's output so far (for failure messages). */
  output(): string {
    try {
      return readFileSync(this.logPath, 'utf8');
    } catch {
      return '';
    }
  }

  private async launch(): Promise<void> {
    this.starts += 1;
    this.log = createWriteStream(this.logPath, { flags: 'a' });
    this.log.write(`\n--- start ${this.starts} on port ${this.port} ---\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        TESSERA_DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    await this.waitUntilReady(child);
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`The server exited during start-up (${child.exitCode ?? child.signalCode}). Its output:\n${this.output()}`);
      }
      try {
        const response = await fetch(`${this.url}/api/system`, { signal: AbortSignal.timeout(2_000) });
        // Any answer from the API (200, or 401 before sign-in) means it is listening and migrated.
        if (response.status < 500) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    await this.stop();
    throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s. Its output:\n${this.output()}`);
  }
}
