import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const SERVER_DIR = path.join(import.meta.dirname, '../../apps/server');

export interface SpawnedServer {
  baseUrl: string;
  /** Every JSON log line the server printed, in order. */
  logs: Array<Record<string, unknown>>;
  /** Milliseconds from spawning the process to its "ready" log line (listening). */
  readyMs: number;
  /** Milliseconds from spawning the process to the end of its start-up work (the famous tours' stories made). */
  settledMs: number;
  /** Resolves with the first log line whose `msg` matches, waiting for it if need be. */
  waitForLog(msg: RegExp, timeoutMs?: number): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (`tsx src/main.ts` in its own process, SQLite in a fresh
 * data folder, offline engines), for benchmarks that measure what users meet: the load comes from
 * this process, over loopback. It resolves once the server's start-up work is over: after listening, a
 * fresh server makes the famous tours' stories (some 40 s of both cores on this machine), once in its
 * life, and a benchmark run meanwhile measures that work, not what a listener meets afterwards.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  port = 3900,
  /** False: after start-up the server's log lines are read and dropped, not parsed (heavy load benches). */
  parseLogs = true,
): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-bench-'));
  const started = performance.now();
  const child = spawn(path.join(SERVER_DIR, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // The offline engines, pinned: a machine with internet would otherwise reach the keyless services.
      KNOWLEDGE: 'offline',
      PHOTOS: 'offline',
      GEOCODER: 'offline',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const waiters: Array<{ msg: RegExp; resolve: (line: Record<string, unknown>) => void }> = [];
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    line.atMs = performance.now() - started;
    logs.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.msg.test(String(line.msg))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const waitForLog = (msg: RegExp, timeoutMs = 120_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = logs.find((line) => msg.test(String(line.msg)));
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`no log line ${msg} within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({
        msg,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  const ready = await waitForLog(/is ready on/u);
  const settled =
    env.FAMOUS_STORY_LANGUAGES === 'none'
      ? ready
      : await waitForLog(/famous tours ready to play|making the famous tours ready failed/u, 900_000);
  if (!parseLogs) {
    lines.close();
    child.stdout!.on('data', () => {});
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    readyMs: Number(ready.atMs),
    settledMs: Number(settled.atMs),
    waitForLog,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
