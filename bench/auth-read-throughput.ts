// Authenticated reads against the same server's unauthenticated JSON 404, in one run (issue 14:
// authenticated reads reach at least half the 404's requests per second).
// Run: npx tsx bench/auth-read-throughput.ts [seconds per target, default 10] [--client-thread] [--rounds=N]
// By default autocannon runs on the server's own event loop; --client-thread gives it a worker thread
// of its own (as load usually comes from elsewhere), so a larger answer's parsing by the client is not
// charged to the server. --rounds=N measures the three targets in turn N times (the seconds split
// between rounds) and reports each target's median: this machine's speed drifts by half from minute
// to minute, and interleaving puts every target under the same drift.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { median, signUp, startServer } from './lib/start-server';

const seconds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10);
const clientThread = process.argv.includes('--client-thread');
const rounds = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 1);

/** CPU time of this process's main thread (the server's event loop) in ms, from /proc (Linux). */
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

const server = await startServer();
try {
  const token = await signUp(server.baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${server.baseUrl}/api/tour-maker/routes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Benchmark walk',
      pointsOfInterest: [
        { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 },
        { name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 },
      ],
    }),
  });
  const tourId = ((await created.json()) as { data: { id: string } }).data.id;
  // A new tour's cover is drawn in the background: measured only after.
  for (let waited = 0; waited < 120; waited++) {
    const read = await fetch(`${server.baseUrl}/api/tour-maker/routes/${tourId}`, { headers });
    if (((await read.json()) as { data: { aiImageUrl?: string | null } }).data.aiImageUrl) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));

  type Measure = Awaited<ReturnType<typeof measure>>;
  const measure = async (path: string, withToken: boolean) => {
    const cpuBefore = mainThreadCpuMs();
    const result = await autocannon({
      url: `${server.baseUrl}${path}`,
      connections: 50,
      duration: Math.max(1, Math.round(seconds / rounds)),
      headers: withToken ? { authorization: `Bearer ${token}` } : {},
      ...(clientThread ? { workers: 1 } : {}),
    });
    const answered = result['2xx'] + result['4xx'];
    return {
      requestsPerSecond: Math.round(result.requests.average),
      // With --client-thread, the server's own CPU per answer: what its event loop could answer a second.
      serverMicrosPerRequest: Math.round(((mainThreadCpuMs() - cpuBefore) * 1000) / Math.max(answered, 1)),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    };
  };
  const targets = [
    { label: 'GET /api/no-such-route (JSON 404, no token)', path: '/api/no-such-route', withToken: false },
    { label: 'GET /api/user/session', path: '/api/user/session', withToken: true },
    { label: 'GET /api/tour-maker/routes/{id}', path: `/api/tour-maker/routes/${tourId}`, withToken: true },
  ];
  const measured: Measure[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries())
      measured[index]!.push(await measure(target.path, target.withToken));
  }
  const summaries = targets.map((target, index) => {
    const runs = measured[index]!;
    return {
      label: target.label,
      requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
      serverMicrosPerRequest: median(runs.map((run) => run.serverMicrosPerRequest)),
      latencyP99Ms: Math.max(...runs.map((run) => run.latencyP99Ms)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      statuses: {
        '2xx': runs.reduce((sum, run) => sum + run.statuses['2xx'], 0),
        '4xx': runs.reduce((sum, run) => sum + run.statuses['4xx'], 0),
        '5xx': runs.reduce((sum, run) => sum + run.statuses['5xx'], 0),
      },
      perRound: runs.map((run) => run.requestsPerSecond),
    };
  });
  const [notFound, session, tour] = [summaries[0]!, summaries[1]!, summaries[2]!];
  const ratio = (r: { requestsPerSecond: number }) =>
    Math.round((r.requestsPerSecond / notFound.requestsPerSecond) * 100) / 100;
  const roundRatios = (index: number) =>
    measured[index]!.map(
      (run, round) => Math.round((run.requestsPerSecond / measured[0]![round]!.requestsPerSecond) * 100) / 100,
    );
  console.log(
    JSON.stringify(
      {
        benchmark: `authenticated reads vs JSON 404, 50 connections, ${seconds} s each in ${rounds} round(s), SQLite, client ${clientThread ? 'in a worker thread' : 'on the server thread'}`,
        results: [notFound, session, tour],
        sessionToNotFound: ratio(session),
        tourToNotFound: ratio(tour),
        ratiosPerRound: { session: roundRatios(1), tour: roundRatios(2) },
        // The 404's server CPU per answer over each read's: the ratio were the server thread the limit.
        serverCpuRatios: clientThread
          ? [session, tour].map(
              (r) => Math.round((notFound.serverMicrosPerRequest / r.serverMicrosPerRequest) * 100) / 100,
            )
          : 'only with --client-thread',
        target: 'each ratio at least 0.5',
      },
      null,
      2,
    ),
  );
  if (
    [notFound, session, tour].some((r) => r.errors > 0) ||
    session.statuses['2xx'] === 0 ||
    tour.statuses['2xx'] === 0
  )
    process.exitCode = 1;
} finally {
  await server.stop();
}
