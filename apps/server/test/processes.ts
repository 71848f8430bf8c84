import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './api-client';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** A Roamcast process as an operator starts it (`npm start`'s server or `npm run worker`), in its own OS process. */
export interface RoamcastProcess {
  name: string;
  pid: number;
  /** The API's address; undefined for a worker. */
  baseUrl: string | undefined;
  /** Everything it has printed so far (its log lines). */
  output(): string;
  /** True once it has exited, by itself or killed. */
  exited(): boolean;
  /** SIGKILL: no shutdown, no handing back of jobs, as when a machine dies. */
  crash(): Promise<void>;
  /** SIGTERM and wait for it to exit. */
  stop(): Promise<void>;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Starts `src/main.ts` (an API process on a free port) or `src/worker.ts` with `env` on top of this
 * process's environment (pinned to `cpus` when given), and resolves once it is ready: the API answers /api/health, the worker has
 * logged that it runs jobs.
 */
export async function startRoamcastProcess(
  kind: 'api' | 'worker',
  name: string,
  env: Record<string, string>,
  options: { cpus?: string } = {},
): Promise<RoamcastProcess> {
  const port = kind === 'api' ? await freePort() : 0;
  const node = [process.execPath, '--import', 'tsx', kind === 'api' ? 'src/main.ts' : 'src/worker.ts'];
  // `cpus` pins the process (and the speech threads it sizes by the cores it may use) with taskset.
  const command = options.cpus ? ['taskset', '-c', options.cpus, ...node] : node;
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = kind === 'api' ? `http://127.0.0.1:${port}` : undefined;
  const running: RoamcastProcess = {
    name,
    pid: child.pid!,
    baseUrl,
    output: () => printed,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async crash() {
      if (running.exited()) return;
      child.kill('SIGKILL');
      await exit;
    },
    async stop() {
      if (running.exited()) return;
      child.kill('SIGTERM');
      await exit;
    },
  };
  try {
    await until(
      async () => {
        if (running.exited()) throw new Error(`${name} exited before it was ready:\n${printed}`);
        if (!baseUrl) return printed.includes('worker ready');
        return fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      `${name} to start`,
      90_000,
    );
  } catch (error) {
    await running.crash();
    throw error;
  }
  return running;
}

export { until };
