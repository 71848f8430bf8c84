import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from './api-client';

const serverDir = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not come up`);
}

it('honours PORT and DATA_DIR, runs side by side, and exits 0 on SIGTERM', async () => {
  const instances = await Promise.all(
    [0, 1].map(async () => ({ port: await freePort(), dataDir: mkdtempSync(path.join(tmpdir(), 'roamcast-proc-')) })),
  );
  const children = instances.map(({ port, dataDir }) =>
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TEST_DATABASE_URL: '',
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    }),
  );
  try {
    for (const { port, dataDir } of instances) {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 30_000);
      expect(existsSync(path.join(dataDir, 'roamcast.db'))).toBe(true);
    }
    const exits = children.map(
      (child) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
    );
    for (const child of children) child.kill('SIGTERM');
    expect(await Promise.all(exits)).toEqual([0, 0]);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const { dataDir } of instances) rmSync(dataDir, { recursive: true, force: true });
  }
});
