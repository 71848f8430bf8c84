// Authenticated reads against the same server's unauthenticated JSON 404, in one run (issue 14:
// authenticated reads reach at least half the 404's requests per second).
// Run: npx tsx bench/auth-read-throughput.ts [seconds per target, default 10] [--client-thread]
// By default autocannon runs on the server's own event loop; --client-thread gives it a worker thread
// of its own (as load usually comes from elsewhere), so a larger answer's parsing by the client is not
// charged to the server.
import autocannon from 'autocannon';
import { signUp, startServer } from './lib/start-server';

const seconds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10);
const clientThread = process.argv.includes('--client-thread');
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

  const run = async (label: string, path: string, withToken: boolean) => {
    const result = await autocannon({
      url: `${server.baseUrl}${path}`,
      connections: 50,
      duration: seconds,
      headers: withToken ? { authorization: `Bearer ${token}` } : {},
      ...(clientThread ? { workers: 1 } : {}),
    });
    return {
      label,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    };
  };
  const notFound = await run('GET /api/no-such-route (JSON 404, no token)', '/api/no-such-route', false);
  const session = await run('GET /api/user/session', '/api/user/session', true);
  const tour = await run('GET /api/tour-maker/routes/{id}', `/api/tour-maker/routes/${tourId}`, true);
  const ratio = (r: { requestsPerSecond: number }) =>
    Math.round((r.requestsPerSecond / notFound.requestsPerSecond) * 100) / 100;
  console.log(
    JSON.stringify(
      {
        benchmark: `authenticated reads vs JSON 404, 50 connections, ${seconds} s each, SQLite, client ${clientThread ? 'in a worker thread' : 'on the server thread'}`,
        results: [notFound, session, tour],
        sessionToNotFound: ratio(session),
        tourToNotFound: ratio(tour),
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
