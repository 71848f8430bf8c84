import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/api-client';
import { watchedOrigins } from './security-watch';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The real app as a user runs it: the API server serving the built web app, on a fresh SQLite database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // E2E_WEB_DIST lets a developer test a build made elsewhere (vite build --outDir) while another builds here.
  const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('Build the web app first: npm run build -w @roamcast/web');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The embedded mode: jobs (Generate All) run in this server. With Redis it would only enqueue them
      // for an `npm run worker` that the browser suite does not start.
      REDIS_URL: '',
      // Unset, these would probe Wikipedia, Commons and Nominatim: the browser suite never reaches the internet.
      KNOWLEDGE: 'offline',
      PHOTOS: 'offline',
      GEOCODER: 'offline',
      // No famous-tour stories made at start-up (they would load every spec); the famous specs ask for them.
      FAMOUS_STORY_LANGUAGES: 'none',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  watchedOrigins.add(baseUrl);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
