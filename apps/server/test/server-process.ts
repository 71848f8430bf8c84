import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not come up`);
}

export interface ServerProcess {
  child: ChildProcess;
  /** What it wrote to stderr, for a failing test's message. */
  stderr(): string;
  exited: Promise<number | null>;
}

/**
 * Starts `src/main.ts` or `src/worker.ts` as its own process, as `npm start` / `npm run worker` do.
 * The test runner's database variables are cleared: each test says which database it wants.
 */
export function startProcess(script: 'main' | 'worker', env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${script}.ts`], {
    cwd: serverDir,
    env: { ...process.env, TEST_DATABASE_URL: '', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exited };
}

/** Ends a process the hard way and waits until it is gone. */
export async function kill(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
