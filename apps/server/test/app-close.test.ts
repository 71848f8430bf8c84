import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

it('lets the process end once the app is closed, after it drew a cover and narrated a stop on its threads', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/make-tour-then-close.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waited = await Promise.race([
    exited,
    new Promise<'still running'>((r) => setTimeout(() => r('still running'), 90_000)),
  ]);
  if (waited === 'still running') child.kill('SIGKILL');
  expect(printed).toContain('closed');
  expect(waited, printed).toBe(0);
}, 120_000);
