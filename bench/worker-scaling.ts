// Worker scaling (issue 14): tour narrations made per minute by 1 worker and by 2 workers, in the
// scale-out mode (PostgreSQL, Redis, blobs on this machine's disk). Each worker is pinned to one core
// with taskset (its speech threads are sized by the cores it may use, so a worker uses one core), so
// "2 workers" means twice the cores: the figure to reach is 2 workers >= 1.8x the rate of 1.
// PostgreSQL, Redis and the API process share the same two cores in both runs.
// Run: npx tsx bench/worker-scaling.ts [tours per run, default 16]   (needs PostgreSQL and Redis)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { callApiOk } from '../apps/server/test/api-client';
import { startRoamcastProcess, until, type RoamcastProcess } from '../apps/server/test/processes';

const tours = Number(process.argv[2] ?? 16);
const STOPS = [
  { lat: 38.6916, lng: -9.216, name: 'Belém Tower' },
  { lat: 38.6979, lng: -9.2068, name: 'Jerónimos Monastery' },
  { lat: 38.7075, lng: -9.1364, name: 'Praça do Comércio' },
];
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** CPU seconds a process has used so far (user + system, all its threads), from /proc. */
function cpuSeconds(pid: number): number {
  // Fields after the command name (which sits in parentheses): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks of 1/100 s (getconf CLK_TCK)
}

/** One run: a fresh deployment with `workers` workers (one core each) narrating `tours` tours at once. */
async function run(
  workers: number,
): Promise<{ narrations: number; seconds: number; perMinute: number; workerCores: number }> {
  const database = `rc_scaling_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-scaling-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    JOB_QUEUE_PREFIX: database,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
  };
  const processes: RoamcastProcess[] = [];
  const db = new pg.Client({ connectionString: url });
  try {
    processes.push(await startRoamcastProcess('api', 'api', env));
    for (let index = 0; index < workers; index++)
      processes.push(
        await startRoamcastProcess('worker', `worker-${index}`, { ...env, LOG_LEVEL: 'info' }, { cpus: String(index) }),
      );
    const base = processes[0]!.baseUrl!;
    await db.connect();
    const signedUp = await callApiOk(base, 'POST', '/api/auth/local/signup', undefined, {
      email: `scaling-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    });
    const { token } = signedUp as { token: string };
    await db.query("update users set tier = 'premium', tours_limit = 1000 where id = $1", [
      (signedUp as { user: { id: string } }).user.id,
    ]);
    const ids: string[] = [];
    for (let index = 0; index < tours; index++)
      ids.push(
        (
          (await callApiOk(base, 'POST', '/api/tour-maker/routes', token, {
            name: `Tour ${index}`,
            waypoints: STOPS,
          })) as {
            id: string;
          }
        ).id,
      );

    const workerPids = processes.slice(1).map((worker) => worker.pid);
    const cpuBefore = workerPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const started = performance.now();
    const jobIds: string[] = [];
    for (const id of ids)
      jobIds.push(
        (
          (await callApiOk(base, 'POST', `/api/tour-maker/routes/${id}/generate-narrations`, token, {})) as {
            jobId: string;
          }
        ).jobId,
      );
    await until(
      async () => {
        const { rows } = await db.query<{ status: string }>('select status from jobs where id = any($1)', [jobIds]);
        if (rows.some((row) => row.status === 'failed')) throw new Error('a batch failed');
        return rows.every((row) => row.status === 'completed');
      },
      'every batch',
      900_000,
    );
    const seconds = (performance.now() - started) / 1000;
    // The cores the workers actually had: CPU seconds they used over the wall-clock seconds.
    const workerCores = (workerPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore) / seconds;
    const { rows } = await db.query<{ count: string }>('select count(*) from narrations where route_id = any($1)', [
      ids,
    ]);
    const narrations = Number(rows[0]!.count);
    return {
      narrations,
      seconds: Math.round(seconds * 10) / 10,
      perMinute: Math.round((narrations / seconds) * 60 * 10) / 10,
      workerCores: Math.round(workerCores * 100) / 100,
    };
  } finally {
    await Promise.all(processes.map((running) => running.stop()));
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const one = await run(1);
const two = await run(2);
console.log(
  JSON.stringify(
    {
      benchmark: `worker scaling: ${tours} tours x ${STOPS.length} stops, 1-minute narrations, offline engines`,
      oneWorker: one,
      twoWorkers: two,
      speedup: Math.round((two.perMinute / one.perMinute) * 100) / 100,
      // As if each worker had had a whole core, as the single worker had: the rate per core the
      // workers used, times the cores they were given.
      speedupScaledByCoresUsed:
        Math.round((two.perMinute / two.workerCores / (one.perMinute / one.workerCores)) * (2 / 1) * 100) / 100,
      target: 1.8,
    },
    null,
    2,
  ),
);
