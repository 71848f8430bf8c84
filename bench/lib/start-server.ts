import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, LISTEN_BACKLOG } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

/** The real server on a fresh SQLite database and a free port, as a benchmark target. */
export async function startServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', ...env });
  config.webDist = undefined;
  const server = await buildApp(config, { logger: false });
  await server.app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'benchmark password' }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
